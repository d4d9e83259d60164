import type { CheckInDeparture } from '@yatrika/contract/check-ins';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { partyWords } from '../../../lib/party-words.ts';
import { peopleWords } from '../check-in-words.ts';

/**
 * The day's departures with who has come: checked in, no-show, waiting. Each party opens its card
 * (for a traveller without their ticket); once a departure has begun, the rest can be marked no-show.
 */
export function DayDepartures({
  departures,
  onOpen,
  onMarkNoShows,
}: {
  departures: CheckInDeparture[];
  onOpen: (reference: string) => void;
  onMarkNoShows: (departure: CheckInDeparture) => void;
}) {
  if (departures.length === 0) return <EmptyState title="No departures today">Nobody is booked to travel today.</EmptyState>;
  return (
    <ul className="grid gap-3">
      {departures.map((departure) => (
        <li key={`${departure.tourId ?? departure.title}|${departure.startTime}`}>
          <article aria-label={departure.title} className="rounded-card bg-white p-4 shadow-card ring-1 ring-stone-200/70">
            <h3 className="text-lg font-semibold">{departure.title}</h3>
            <p className="text-sm font-medium text-stone-700">Sets off {departure.startTime}</p>
            {departure.meetingPoint && <p className="text-sm text-stone-600">{departure.meetingPoint}</p>}
            <div className="mt-2 grid grid-cols-3 gap-2 text-center">
              <Count label="Checked in" value={departure.checkedIn} />
              <Count label="No-show" value={departure.noShow} />
              <Count label="Waiting" value={departure.waiting} />
            </div>
            <details className="mt-3">
              <summary className="cursor-pointer py-2 text-sm font-semibold text-brand-800">
                {departure.bookings.length} {departure.bookings.length === 1 ? 'booking' : 'bookings'}, {peopleWords(departure.people)}
              </summary>
              <ul className="divide-y divide-stone-100">
                {departure.bookings.map((booking) => (
                  <li key={booking._id} className="flex items-center justify-between gap-3 py-2">
                    <span className="min-w-0">
                      <span className="block truncate font-medium">{booking.fullName}</span>
                      <span className="text-xs text-stone-600">
                        {booking.attendance.checkedIn}/{booking.numPeople} in · {partyWords(booking)}
                        {booking.paidInFull ? '' : ' · not paid'}
                      </span>
                    </span>
                    <Button variant="secondary" size="sm" className="min-h-10" onClick={() => onOpen(booking.reference)}>
                      Open<span className="sr-only"> {booking.fullName}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            </details>
            {departure.started && departure.waiting > 0 && departure.tourId && (
              <Button variant="secondary" className="mt-2 min-h-11 w-full" onClick={() => onMarkNoShows(departure)}>
                Mark the rest no-show
              </Button>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <span className="rounded-xl bg-stone-100 px-2 py-2">
      <span className="block text-2xl font-bold tabular-nums">{value}</span>
      <span className="block text-xs text-stone-700">{label}</span>
    </span>
  );
}
