import type { PromoCode } from '@yatrika/contract/promo-codes';
import { Button } from '../../../components/ui/button.tsx';
import { discountWords, scopeWords, usesWords, validityWords } from './promo-code-words.ts';

/** One code: its terms, its uses so far, and Edit and Switch off / Switch on for a role that changes the catalogue (`changes`). */
export function PromoCodeCard({
  code,
  tourTitle,
  onEdit,
  onSwitch,
  switching,
  changes = true,
}: {
  code: PromoCode;
  tourTitle: (id: string) => string;
  onEdit: () => void;
  onSwitch: () => void;
  switching: boolean;
  changes?: boolean;
}) {
  const headingId = `promo-${code._id}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-mono text-lg font-bold text-stone-900">
          {code.code}
        </h2>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${code.active ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-200 text-stone-700'}`}>
          {code.active ? 'On' : 'Switched off'}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-500">Discount</dt>
        <dd>{discountWords(code)}</dd>
        <dt className="text-stone-500">Valid</dt>
        <dd>{validityWords(code)}</dd>
        <dt className="text-stone-500">For</dt>
        <dd>{scopeWords(code, tourTitle)}</dd>
        <dt className="text-stone-500">Smallest party</dt>
        <dd>{code.minPeople === 1 ? 'Anyone' : `${code.minPeople} people`}</dd>
        <dt className="text-stone-500">Uses</dt>
        <dd>
          {usesWords(code)}
          {code.maxUsesPerTraveller !== null && ` · at most ${code.maxUsesPerTraveller} per traveller`}
        </dd>
      </dl>
      {changes && (
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onEdit}>
            Edit
          </Button>
          <Button variant="secondary" onClick={onSwitch} disabled={switching}>
            {code.active ? 'Switch off' : 'Switch on'}
          </Button>
        </div>
      )}
    </article>
  );
}
