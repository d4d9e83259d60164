import { TRAVELLER_AGE_MAX, TRAVELLER_NAME_MAX } from '@yatrika/contract/travellers';
import { TextField } from '../../../components/ui/field.tsx';
import { ageProblem, othersShown, withOther, type PartyNames } from '../../../components/party/party-names.ts';

interface PartyFieldsProps {
  /** The one booking's name, as typed in Full name. */
  leadName: string;
  size: number;
  names: PartyNames;
  onChange: (names: PartyNames) => void;
}

/**
 * Who is travelling: the one booking (named above) and a name and an optional age for each
 * further person, one row per person as the party grows or shrinks. Permits and the guide's
 * list need every name, so the form asks; a name left empty still books.
 */
export function PartyFields({ leadName, size, names, onChange }: PartyFieldsProps) {
  const others = othersShown(names, size);
  const setOther = (index: number, change: Partial<{ name: string; age: string }>) => onChange(withOther(names, index, change));
  const ageField = { type: 'number', inputMode: 'numeric', min: 0, max: TRAVELLER_AGE_MAX, step: 1 } as const;
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
      <legend className="sr-only">Who is travelling</legend>
      <div aria-hidden="true" className="flex flex-col gap-0.5">
        <p className="text-sm font-semibold text-stone-700">Who is travelling</p>
        <p className="text-xs text-stone-600">Permits and the guide&apos;s list need every traveller&apos;s name. Age is optional.</p>
      </div>
      <ol className="flex flex-col gap-3">
        <li className="grid grid-cols-[minmax(0,1fr)_5.5rem] items-end gap-2">
          <div className="flex min-w-0 flex-col gap-1.5 pb-2.5">
            <span className="text-sm font-semibold text-stone-700">Traveller 1</span>
            <span className="truncate text-sm text-stone-900">{leadName.trim() || 'The full name above'}</span>
          </div>
          <TextField
            label="Age"
            aria-label="Age of traveller 1"
            name="traveller-1-age"
            {...ageField}
            value={names.leadAge}
            error={ageProblem(names.leadAge)}
            onChange={(event) => onChange({ ...names, leadAge: event.target.value })}
          />
        </li>
        {others.map((other, index) => {
          const number = index + 2;
          return (
            <li key={number} className="grid grid-cols-[minmax(0,1fr)_5.5rem] items-start gap-2">
              <TextField
                label={`Traveller ${number}`}
                aria-label={`Name of traveller ${number}`}
                name={`traveller-${number}-name`}
                autoComplete="off"
                maxLength={TRAVELLER_NAME_MAX}
                value={other.name}
                onChange={(event) => setOther(index, { name: event.target.value })}
              />
              <TextField
                label="Age"
                aria-label={`Age of traveller ${number}`}
                name={`traveller-${number}-age`}
                {...ageField}
                value={other.age}
                error={ageProblem(other.age)}
                onChange={(event) => setOther(index, { age: event.target.value })}
              />
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
