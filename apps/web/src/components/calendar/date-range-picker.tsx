import { useId, useState } from 'react';
import { formatWeekdayDate } from '../../lib/format.ts';
import { monthOf } from '../../lib/calendar-month.ts';
import { MonthCalendar, type DayLook } from './month-calendar.tsx';

export interface DayRange {
  from: string;
  to: string;
}

interface DateRangePickerProps {
  /** The calendar's name, read with each month: "Add a season". */
  label: string;
  firstDay: string;
  lastDay: string;
  /** The range on show (the one being edited), if any. */
  value?: DayRange | null;
  /** Called once both ends are chosen, the earlier first. */
  onChange: (range: DayRange) => void;
  disabled?: boolean;
}

/**
 * Two picks on a month calendar: the first day, then the last (the same day twice for one day). A
 * second pick before the first starts again from it. Keyboard and screen readers as the month grid.
 */
export function DateRangePicker({ label, firstDay, lastDay, value = null, onChange, disabled = false }: DateRangePickerProps) {
  const statusId = useId();
  const [month, setMonth] = useState(() => monthOf(value?.from ?? firstDay));
  /** The first day picked, waiting for the last. */
  const [start, setStart] = useState<string | null>(null);

  const shown = start ? null : value;
  const within = (day: string) => shown !== null && day >= shown.from && day <= shown.to;

  function describe(day: string): DayLook {
    const words = day === start ? 'first day chosen' : shown && day === shown.from ? 'first day' : shown && day === shown.to ? 'last day' : within(day) ? 'in the range' : '';
    return { choosable: true, words, tone: 'open' };
  }

  function pick(day: string) {
    if (start === null || day < start) return setStart(day);
    setStart(null);
    onChange({ from: start, to: day });
  }

  return (
    <div role="group" aria-label={label} aria-describedby={statusId} className="flex flex-col gap-2">
      <MonthCalendar
        month={month}
        onMonthChange={setMonth}
        firstDay={firstDay}
        lastDay={lastDay}
        selected={start ?? shown?.from ?? ''}
        isSelected={(day) => day === start || (shown !== null && (day === shown.from || day === shown.to))}
        isInRange={within}
        describe={describe}
        onSelect={pick}
        disabled={disabled}
      />
      <p id={statusId} aria-live="polite" className="text-sm text-stone-700">
        {start ? `From ${formatWeekdayDate(start)}: now choose the last day (the same day again for one day).` : 'Choose the first day, then the last.'}
      </p>
    </div>
  );
}
