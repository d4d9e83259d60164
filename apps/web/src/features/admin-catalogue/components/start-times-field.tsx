import { DEFAULT_START_TIME, MAX_START_TIMES } from '@yatrika/contract/tour-schedule';
import { Button } from '../../../components/ui/button.tsx';

interface StartTimesFieldProps {
  startTimes: string[];
  error: string | undefined;
  onChange: (startTimes: string[]) => void;
}

/**
 * The times of day the tour sets off, one departure each: a time box per start time, a way to add
 * one (up to the contract's limit) and to remove any but the last. The server keeps them earliest
 * first; the earliest is the default for bookings that name none.
 */
export function StartTimesField({ startTimes, error, onChange }: StartTimesFieldProps) {
  const set = (index: number, value: string) => onChange(startTimes.map((time, each) => (each === index ? value : time)));
  return (
    <fieldset aria-describedby={error ? 'start-times-error' : 'start-times-hint'} className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-stone-700">Start times (India)</legend>
      <ul className="flex flex-wrap gap-2">
        {startTimes.map((time, index) => (
          <li key={index} className="flex items-center gap-1">
            <input
              type="time"
              name="startTimes"
              aria-label={`Start time ${index + 1}`}
              aria-invalid={error ? true : undefined}
              value={time}
              onChange={(event) => set(index, event.target.value)}
              className="rounded-xl border border-stone-300 px-3 py-2 text-sm"
            />
            {startTimes.length > 1 && (
              <Button type="button" variant="ghost" size="sm" aria-label={`Remove start time ${time || index + 1}`} onClick={() => onChange(startTimes.filter((_, each) => each !== index))}>
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
      {startTimes.length < MAX_START_TIMES && (
        <Button type="button" variant="secondary" size="sm" className="self-start" onClick={() => onChange([...startTimes, startTimes.at(-1) ?? DEFAULT_START_TIME])}>
          Add a start time
        </Button>
      )}
      {error ? (
        <p id="start-times-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id="start-times-hint" className="text-xs text-stone-500">
          Each start time is a departure of its own, with its own seats. Bookings that name none take the earliest.
        </p>
      )}
    </fieldset>
  );
}
