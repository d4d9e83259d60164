import { calendarStatusWords, type CalendarDeparture, type CalendarStatus } from '@yatrika/contract/departure-calendar';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

const tones: Record<CalendarStatus, string> = {
  open: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  full: 'bg-amber-50 text-amber-950 ring-amber-300',
  closed: 'bg-stone-100 text-stone-700 ring-stone-300',
  departed: 'bg-white text-stone-600 ring-stone-200',
  canceled: 'bg-red-50 text-red-800 ring-red-200',
};

/** The Departures screen with this departure's date and tour chosen: its manifest, seats and controls. */
export const manifestHref = (departure: Pick<CalendarDeparture, 'tourId' | 'date'>) =>
  `${paths.adminDepartures.href}?${new URLSearchParams({ from: departure.date, to: departure.date, tourId: departure.tourId })}`;

/** One departure on the calendar: when it sets off, the tour, seats sold of its capacity and where it stands; it opens the manifest. */
export function DepartureChip({ departure }: { departure: CalendarDeparture }) {
  const status = calendarStatusWords[departure.status];
  return (
    <Link
      to={manifestHref(departure)}
      className={`block rounded-lg px-2 py-1.5 text-xs leading-snug ring-1 hover:ring-brand-600 focus-visible:outline-2 focus-visible:outline-brand-700 ${tones[departure.status]} ${departure.status === 'canceled' ? 'line-through decoration-red-400' : ''}`}
    >
      <span className="block font-semibold tabular-nums">
        {departure.startTime} · {status}
      </span>
      <span className="block break-words">{departure.title}</span>
      <span className="block tabular-nums">
        {departure.sold} of {departure.capacity} sold
      </span>
    </Link>
  );
}
