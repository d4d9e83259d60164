import { useId, useMemo, useState } from 'react';
import { formatWeekdayDate, todayInIndia } from '../../lib/format.ts';
import { monthOf } from '../../lib/calendar-month.ts';
import { useDepartureDay, useLastBookableDate, useMonthAvailability } from '../../lib/month-availability.ts';
import { AvailabilityCalendar } from './availability-calendar.tsx';
import { seatsWords } from './departure-day-words.ts';

interface DepartureDatePickerProps {
  /** The fieldset's name: "Date", "New date". */
  label: string;
  tourId: string;
  value: string;
  onChange: (day: string) => void;
  disabled?: boolean;
}

/**
 * The operator's choice of a departure date: the tour's calendar a month at a time, as far ahead as
 * the server books (its last bookable date), with each date's seats. A date that does not run may be
 * chosen as well: the server then asks the operator to confirm it (decisions 016, 020).
 */
export function DepartureDatePicker({ label, tourId, value, onChange, disabled = false }: DepartureDatePickerProps) {
  const chosenId = useId();
  const today = todayInIndia();
  const [month, setMonth] = useState(() => monthOf(value && value > today ? value : today));
  const availability = useMonthAvailability(tourId, month, today);
  const chosen = useDepartureDay(tourId, value, today).data;
  const lastDay = useLastBookableDate(availability.data?.lastBookableDate, today);
  const days = useMemo(() => (availability.data ? new Map(availability.data.dates.map((day) => [day.date, day])) : undefined), [availability.data]);

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={chosenId} disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-stone-800">{label}</legend>
      {tourId === '' ? (
        <p className="text-sm text-stone-600">Choose a tour first.</p>
      ) : (
        <>
          <AvailabilityCalendar month={month} onMonthChange={setMonth} today={today} lastDay={lastDay} days={days} selected={value} onSelect={onChange} disabled={disabled} chooseClosed />
          {availability.isError && <p role="alert" className="text-sm text-red-800">Could not load the seats for this month.</p>}
          <p className="text-xs text-stone-600">Struck-out dates do not run: you may still choose one, and confirm it when asked.</p>
        </>
      )}
      <p id={chosenId} aria-live="polite" className="rounded-xl bg-stone-50 px-3 py-2 text-sm text-stone-700 ring-1 ring-stone-200">
        {value ? (
          <>
            <span className="font-semibold text-stone-900">{formatWeekdayDate(value)}</span>
            {chosen && <span> · {seatsWords(chosen)}</span>}
          </>
        ) : (
          'No date chosen yet.'
        )}
      </p>
    </fieldset>
  );
}
