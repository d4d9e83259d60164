import { MAX_PEOPLE } from '@yatrika/contract/booking-limits';
import { personTypeNames } from '@yatrika/contract/person-types';
import type { Party, PersonType } from '@yatrika/contract/price-calculation';
import { peopleInParty } from '@yatrika/contract/price-calculation';

/** A tour's person types as the form counts them: which ones, and the words beside each. */
export interface CountedType {
  type: PersonType;
  /** "5–11 years" or similar; empty when the tour sets no ages. */
  note: string;
}

/**
 * How many of each person type the tour offers travel: a − and + per type (adults start at 1).
 * The party never grows past MAX_PEOPLE, and counts never go below none.
 */
export function PartyCounts({ types, party, onChange, disabled }: { types: readonly CountedType[]; party: Party; onChange: (party: Party) => void; disabled: boolean }) {
  const total = peopleInParty(party);
  const set = (type: PersonType, count: number) => onChange({ ...party, [type]: Math.max(0, count) });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-800">Travellers</legend>
      {types.map(({ type, note }) => {
        const count = party[type] ?? 0;
        const title = personTypeNames[type].title;
        return (
          <div key={type} className="flex items-center justify-between gap-3">
            <span className="text-sm">
              <span className="font-medium">{personTypeNames[type].many[0]!.toUpperCase() + personTypeNames[type].many.slice(1)}</span>
              {note && <span className="text-stone-500"> · {note}</span>}
            </span>
            <span className="flex items-center gap-2">
              <button type="button" className="size-8 rounded-full ring-1 ring-stone-300 disabled:opacity-40" aria-label={`Fewer: ${title}`} disabled={disabled || count === 0} onClick={() => set(type, count - 1)}>
                −
              </button>
              <output aria-label={`${title} count`} className="w-6 text-center tabular-nums">
                {count}
              </output>
              <button type="button" className="size-8 rounded-full ring-1 ring-stone-300 disabled:opacity-40" aria-label={`More: ${title}`} disabled={disabled || total >= MAX_PEOPLE} onClick={() => set(type, count + 1)}>
                +
              </button>
            </span>
          </div>
        );
      })}
    </fieldset>
  );
}
