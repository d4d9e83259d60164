import type { DepartureSlot } from '@yatrika/contract/departures';
import { isChoosable, seatsWords } from '../../../components/calendar/departure-day-words.ts';

interface StartTimeChoiceProps {
  departures: DepartureSlot[];
  /** The start time the form books now. */
  selected: string | undefined;
  onSelect: (startTime: string) => void;
  disabled?: boolean;
}

/**
 * The date's departures as a radio group, each with its seats left, when the tour sets off more
 * than once that day; nothing for one start time (it is the only choice, said in the schedule).
 */
export function StartTimeChoice({ departures, selected, onSelect, disabled = false }: StartTimeChoiceProps) {
  if (departures.length < 2) return null;
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-stone-800">Start time (India)</legend>
      <div className="grid grid-cols-2 gap-2">
        {departures.map((departure) => {
          const open = isChoosable(departure);
          return (
            <label
              key={departure.startTime}
              className={`flex cursor-pointer flex-col rounded-xl px-3 py-2 ring-1 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600 ${
                open ? 'ring-stone-300' : 'cursor-not-allowed opacity-60 ring-stone-200'
              }`}
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name="startTime"
                  value={departure.startTime}
                  checked={selected === departure.startTime}
                  disabled={!open}
                  onChange={() => onSelect(departure.startTime)}
                  className="accent-brand-700"
                />
                <span className="font-semibold text-stone-900">{departure.startTime}</span>
              </span>
              <span className="text-xs text-stone-600">{seatsWords(departure)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
