import type { ChangeSettlement } from '@yatrika/contract/plan-changes';
import type { PriceLineResponse } from '@yatrika/contract/person-types';
import { PriceLines } from '../../../components/price/price-lines.tsx';
import { formatRupees } from '../../../lib/format.ts';

/** Done is good news, paying is a step still to take. */
const settlementTones: Record<ChangeSettlement['kind'], string> = {
  refund: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  pay: 'bg-marigold-100 text-marigold-900 ring-marigold-200',
  none: 'bg-stone-100 text-stone-800 ring-stone-200',
};

/** A change's new price, its lines, the total before and after, and what happens to the money: shown before the traveller confirms. */
export function ChangeQuote({ lines, total, settlement }: { lines: readonly PriceLineResponse[]; total: { from: number; to: number }; settlement: ChangeSettlement }) {
  return (
    <div className="flex flex-col gap-3">
      <PriceLines lines={lines} total={total.to} />
      <p className="text-sm text-stone-600">
        Now {formatRupees(total.from)}, after the change {formatRupees(total.to)}.
      </p>
      <p role="status" className={`rounded-xl px-4 py-3 text-sm font-semibold ring-1 ${settlementTones[settlement.kind]}`}>
        {settlement.line}
      </p>
    </div>
  );
}
