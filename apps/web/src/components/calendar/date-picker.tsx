import { useId, useState } from 'react';
import { formatWeekdayDate } from '../../lib/format.ts';
import { monthOf } from '../../lib/calendar-month.ts';
import { MonthCalendar } from './month-calendar.tsx';

interface DatePickerProps {
  /** The fieldset's name: "Valid from", "New due date". */
  label: string;
  value: string;
  onChange: (day: string) => void;
  firstDay: string;
  lastDay: string;
  /** What no date means ("No start: valid at once"); with it the date can be cleared. */
  noneMeans?: string;
  /** Read for the days after `lastDay` ("on or after the departure"). */
  afterLastWords?: string;
  disabled?: boolean;
}

/**
 * One day chosen on the shared month calendar, between `firstDay` and `lastDay`, said in words
 * below it; an optional date can be cleared again.
 */
export function DatePicker({ label, value, onChange, firstDay, lastDay, noneMeans, afterLastWords = 'out of reach', disabled = false }: DatePickerProps) {
  const chosenId = useId();
  const [month, setMonth] = useState(() => monthOf(value && value >= firstDay && value <= lastDay ? value : firstDay));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={chosenId} disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-stone-800">{label}</legend>
      <MonthCalendar
        month={month}
        onMonthChange={setMonth}
        firstDay={firstDay}
        lastDay={lastDay}
        selected={value}
        describe={() => ({ choosable: true, words: '', tone: 'open' })}
        onSelect={onChange}
        disabled={disabled}
        afterLastWords={afterLastWords}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-stone-50 px-3 py-2 text-sm text-stone-700 ring-1 ring-stone-200">
        <span id={chosenId} aria-live="polite">
          {value ? <span className="font-semibold text-stone-900">{formatWeekdayDate(value)}</span> : (noneMeans ?? 'No date chosen yet.')}
        </span>
        {value && noneMeans !== undefined && (
          <button type="button" className="font-semibold text-brand-800 hover:underline" onClick={() => onChange('')} aria-label={`Clear ${label.toLowerCase()}`}>
            Clear
          </button>
        )}
      </div>
    </fieldset>
  );
}
