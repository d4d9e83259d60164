import type { CalendarDeparture } from '@yatrika/contract/departure-calendar';
import { formatWeekdayDate } from '../../../lib/format.ts';
import { DepartureChip } from './departure-chip.tsx';

/** On a phone: only the days that have departures, one under the other. */
export function CalendarAgenda({ byDay }: { byDay: Map<string, CalendarDeparture[]> }) {
  return (
    <ol className="flex flex-col gap-5">
      {[...byDay].map(([day, departures]) => (
        <li key={day}>
          <h2 className="mb-2 text-sm font-semibold text-stone-800">{formatWeekdayDate(day)}</h2>
          <ul className="flex flex-col gap-2">
            {departures.map((departure) => (
              <li key={`${departure.tourId}-${departure.startTime}`}>
                <DepartureChip departure={departure} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
