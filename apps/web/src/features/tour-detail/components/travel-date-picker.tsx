import type { DepartureDay } from '@yatrika/contract/departures';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatWeekdayDate } from '../../../lib/format.ts';
import { useLastBookableDate, useMonthAvailability } from '../../../lib/month-availability.ts';
import { AvailabilityCalendar } from '../../../components/calendar/availability-calendar.tsx';
import { monthOf } from '../../../lib/calendar-month.ts';
import { seatsWords } from '../../../components/calendar/departure-day-words.ts';
import { withOwnHold, type OwnHold } from './own-hold.ts';

interface TravelDatePickerProps {
  tourId: string;
  today: string;
  selected: string;
  /** The chosen date, with its seats as this traveller sees them. */
  selectedDay: DepartureDay | undefined;
  onSelect: (day: string) => void;
  ownHold: OwnHold | null;
  disabled: boolean;
  /** Marks the picker when the form was sent without a date. */
  error?: string | undefined;
}

/** The travel date: one month of the tour's departures at a time, with a key and the chosen date's seats. */
export function TravelDatePicker({ tourId, today, selected, selectedDay, onSelect, ownHold, disabled, error }: TravelDatePickerProps) {
  const legendId = useId();
  const [month, setMonth] = useState(() => monthOf(selected || today));
  const availability = useMonthAvailability(tourId, month, today);
  const lastDay = useLastBookableDate(availability.data?.lastBookableDate, today);

  const days = useMemo(() => {
    if (!availability.data) return undefined;
    const now = Date.now();
    return new Map(availability.data.dates.map((day) => [day.date, withOwnHold(day, ownHold, now)]));
  }, [availability.data, ownHold]);

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${legendId}-chosen`}>
      <legend className="mb-2 text-sm font-semibold text-stone-700">Travel date</legend>
      <AvailabilityCalendar
        month={month}
        onMonthChange={setMonth}
        today={today}
        lastDay={lastDay}
        days={days}
        selected={selected}
        onSelect={onSelect}
        disabled={disabled}
        chooseFull
      />
      {availability.isPending && (
        <p role="status" className="text-sm text-stone-600">
          Checking seats…
        </p>
      )}
      {availability.isError && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          <span>Could not load the seats for this month.</span>
          <Button variant="secondary" size="sm" onClick={() => void availability.refetch()}>
            Try again
          </Button>
        </div>
      )}
      <ul aria-label="Key" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600">
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm bg-white ring-1 ring-stone-300" /> Available
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm bg-amber-50 ring-1 ring-amber-300" /> Few seats left
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm bg-stone-200 ring-1 ring-stone-300" /> Sold out (choose it to join the waiting list) or not running
        </li>
      </ul>
      <p
        id={`${legendId}-chosen`}
        aria-live="polite"
        className={`rounded-xl px-3 py-2 text-sm ring-1 ${error && !selected ? 'bg-red-50 font-semibold text-red-800 ring-red-300' : 'bg-stone-50 text-stone-700 ring-stone-200'}`}
      >
        {selected ? (
          <>
            <span className="font-semibold text-stone-900">{formatWeekdayDate(selected)}</span>
            {selectedDay && (
              <span className={selectedDay.status === 'few_left' ? 'font-semibold text-amber-900' : ''}> · {seatsWords(selectedDay)}</span>
            )}
          </>
        ) : (
          (error ?? 'Choose a date in the calendar.')
        )}
      </p>
    </fieldset>
  );
}
