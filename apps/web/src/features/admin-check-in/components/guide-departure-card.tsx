import type { GuideDeparture } from '@yatrika/contract/guides';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';

/**
 * One departure on the guide's phone: when and where to meet, who comes by person type, how
 * many have come, and the way into its manifest with check-in (scan or reference).
 */
export function GuideDepartureCard({ departure }: { departure: GuideDeparture }) {
  const headingId = `guide-departure-${departure.tourId}-${departure.date}-${departure.startTime.replace(':', '')}`;
  return (
    <article aria-labelledby={headingId} className="rounded-card bg-white p-4 shadow-card ring-1 ring-stone-200/70">
      <p className="text-2xl font-bold tabular-nums">{departure.startTime}</p>
      <h3 id={headingId} className="text-lg font-semibold">
        {departure.title}
      </h3>
      <p className="text-sm text-stone-700">
        <span className="font-medium">Meeting point:</span> {departure.meetingPoint ?? 'Not set on the tour'}
      </p>
      <p className="mt-1 text-sm text-stone-700">
        <span className="font-medium">Party:</span> {departure.partyWords} in {departure.bookings} {departure.bookings === 1 ? 'booking' : 'bookings'}
      </p>
      <p className="mt-1 text-sm font-semibold text-stone-900">
        {departure.checkedIn} of {departure.people} checked in
        {departure.noShow > 0 ? `, ${departure.noShow} no-show` : ''}
      </p>
      <ButtonLink to={`${paths.adminCheckIn.href}?date=${departure.date}`} variant="primary" size="lg" className="mt-3 min-h-12 w-full">
        Manifest and check-in<span className="sr-only"> for {departure.title} at {departure.startTime}</span>
      </ButtonLink>
    </article>
  );
}
