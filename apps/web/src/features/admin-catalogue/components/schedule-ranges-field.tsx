import { useId, useState } from 'react';
import { DateRangePicker, type DayRange } from '../../../components/calendar/date-range-picker.tsx';

interface ScheduleRangesFieldProps {
  label: string;
  hint: string;
  /** The ranges as the form keeps them: one "from to to" (or a single day) per line. */
  lines: string;
  onChange: (lines: string) => void;
  /** The calendar's reach. */
  firstDay: string;
  lastDay: string;
  /** A range picked on the calendar as its line ("05-01 to 10-31"). */
  lineOf: (range: DayRange) => string;
  /** A line in words, for the list ("May 1 to October 31"). */
  wordsOf: (line: string) => string;
  error?: string | undefined;
  /** Why a picked range cannot be kept, if it cannot (a season longer than a year). */
  refusal?: (range: DayRange) => string | undefined;
}

/**
 * Ranges of days chosen on a calendar (a first and a last pick each), listed in words with a way to
 * remove each. They stay the lines the tour form has always sent, so the server reads them as before.
 */
export function ScheduleRangesField({ label, hint, lines, onChange, firstDay, lastDay, lineOf, wordsOf, error, refusal }: ScheduleRangesFieldProps) {
  const headingId = useId();
  const errorId = useId();
  const list = lines
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const without = (index: number) => onChange(list.filter((_, each) => each !== index).join('\n'));
  const [refused, setRefused] = useState<string | undefined>(undefined);
  const add = (range: DayRange) => {
    const why = refusal?.(range);
    setRefused(why);
    if (why) return;
    const line = lineOf(range);
    if (!list.includes(line)) onChange([...list, line].join('\n'));
  };

  return (
    <section aria-labelledby={headingId} aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <h4 id={headingId} className="text-sm font-semibold text-stone-700">
        {label}
      </h4>
      <p className="text-sm text-stone-600">{hint}</p>
      {list.length > 0 && (
        <ul aria-label={label} className="flex flex-col gap-1">
          {list.map((line, index) => (
            <li key={line} className="flex items-center justify-between gap-2 rounded-xl bg-stone-50 px-3 py-1.5 text-sm ring-1 ring-stone-200">
              <span>{wordsOf(line)}</span>
              <button type="button" className="text-sm font-semibold text-red-700 hover:underline" onClick={() => without(index)} aria-label={`Remove ${wordsOf(line)}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <DateRangePicker label={`Add to ${label.toLowerCase()}`} firstDay={firstDay} lastDay={lastDay} onChange={add} />
      {refused && (
        <p role="alert" className="text-sm text-red-700">
          {refused}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
