import type { AdminBooking } from '@yatrika/contract/bookings';
import { useState } from 'react';
import { SearchBox } from '../../../components/admin/search-box.tsx';
import { SearchReading } from '../../../components/admin/search-reading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { useAdminBookingSearch } from '../../../lib/admin-booking-search.ts';
import { formatWeekdayDate } from '../../../lib/format.ts';
import { partyWords } from '../../../lib/party-words.ts';

/**
 * Finds a booking by its reference (typed any way), the traveller's name, email or phone, and
 * leads to its departure: "Show departure" narrows the screen to that tour on that date, where
 * the manifest lists the party.
 */
export function BookingFinder({ onShow }: { onShow: (booking: AdminBooking) => void }) {
  const [search, setSearch] = useState('');
  const found = useAdminBookingSearch(search);
  const searching = search.trim() !== '';
  return (
    <section aria-label="Find a booking" className="flex flex-col gap-3 print:hidden">
      <SearchBox label="Find a booking by reference, name, email or phone" value={search} onChange={setSearch} className="w-full max-w-xl" />
      <SearchReading text={search} />
      {searching &&
        (found.isPending ? (
          <p className="text-sm text-stone-600">Searching...</p>
        ) : found.isError ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            Failed to search bookings. Please try again.
          </p>
        ) : found.data.length === 0 ? (
          <p className="text-sm text-stone-600">No booking matches this search.</p>
        ) : (
          <ul aria-label="Bookings found" className="flex flex-col divide-y divide-stone-100 rounded-card bg-white shadow-card ring-1 ring-stone-200/70">
            {found.data.map((booking) => (
              <li key={booking._id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-stone-900">{booking.tour.title}</p>
                  <p className="text-sm text-stone-700">
                    <span className="font-mono font-semibold tracking-wide">{booking.reference}</span> · {booking.fullName} · {partyWords(booking)} ·{' '}
                    {formatWeekdayDate(booking.bookingDate)}
                  </p>
                </div>
                <StatusBadge status={booking.status} />
                <Button size="sm" variant="secondary" onClick={() => onShow(booking)} aria-label={`Show departure for ${booking.reference}`}>
                  Show departure
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
