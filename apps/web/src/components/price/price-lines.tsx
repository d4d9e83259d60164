import { groupDiscountSentence, personTypeNames, type PriceLineResponse } from '@yatrika/contract/person-types';
import { planChangeMessages } from '@yatrika/contract/plan-change-messages';
import { formatRupees } from '../../lib/format.ts';

/** What a line of a price says: "2 adults × ₹18,500", "Group discount (6 or more people: 10% off)", "Code DIWALI". */
export function priceLineLabel(line: PriceLineResponse): string {
  if (line.kind === 'people' && line.type) {
    const names = personTypeNames[line.type];
    return `${line.quantity} ${line.quantity === 1 ? names.one : names.many} × ${formatRupees(line.unitPrice ?? 0)}`;
  }
  if (line.kind === 'group_discount') return `Group discount (${groupDiscountSentence({ minPeople: line.minPeople ?? 0, percentOff: line.percentOff ?? 0 })})`;
  if (line.kind === 'kept') return planChangeMessages.keptLine;
  return `Code ${line.code ?? ''}${line.percentOff ? ` (${line.percentOff}% off)` : ''}`;
}

/**
 * A price's lines in the order they apply (people, then the group discount, then the code) and
 * the total (left out where the caller shows it): the receipt and the booking form show a price the same way.
 */
export function PriceLines({ lines, total }: { lines: readonly PriceLineResponse[]; total?: number | undefined }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" aria-label="Price lines">
      {lines.map((line, index) => (
        <div key={index} className="contents">
          <dt>{priceLineLabel(line)}</dt>
          <dd className="text-right tabular-nums">{line.amount < 0 ? `− ${formatRupees(-line.amount)}` : formatRupees(line.amount)}</dd>
        </div>
      ))}
      {total !== undefined && (
        <div className="contents font-semibold">
          <dt className="border-t border-current/20 pt-1">Total</dt>
          <dd className="border-t border-current/20 pt-1 text-right tabular-nums">{formatRupees(total)}</dd>
        </div>
      )}
    </dl>
  );
}
