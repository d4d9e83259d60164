import type { CalendarDeparture } from '@yatrika/contract/departure-calendar';
import { formatWeekdayDate } from '../../../lib/format.ts';
import { weekdayNames } from './calendar-range.ts';
import { DepartureChip } from './departure-chip.tsx';

interface CalendarGridProps {
  weeks: string[][];
  byDay: Map<string, CalendarDeparture[]>;
  /** Days outside it (the ends of the neighbouring months) are greyed. */
  month?: string | undefined;
  today: string;
}

/** Whole weeks in seven columns, Monday first, each day with its departures in order of start time. */
export function CalendarGrid({ weeks, byDay, month, today }: CalendarGridProps) {
  return (
    <table className="w-full table-fixed border-collapse rounded-card bg-white shadow-card ring-1 ring-stone-200/70">
      <thead>
        <tr>
          {weekdayNames.map((name) => (
            <th key={name} scope="col" className="border-b border-stone-200 px-2 py-2 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const departures = byDay.get(day) ?? [];
              const outside = month !== undefined && !day.startsWith(month);
              return (
                <td key={day} className={`h-28 border border-stone-100 p-1.5 align-top ${outside ? 'bg-stone-50' : ''}`}>
                  <p className={`mb-1 text-xs font-semibold tabular-nums ${day === today ? 'inline-block rounded-full bg-brand-700 px-1.5 text-white' : outside ? 'text-stone-500' : 'text-stone-700'}`}>
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                    <span className="sr-only">{formatWeekdayDate(day)}</span>
                  </p>
                  {departures.length > 0 && (
                    <ul className="flex flex-col gap-1">
                      {departures.map((departure) => (
                        <li key={`${departure.tourId}-${departure.startTime}`}>
                          <DepartureChip departure={departure} />
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
