import type { ManifestBooking } from '@yatrika/contract/departures';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';

/** Who travels on one departure: the list the guide takes along (it prints as it shows). */
export function ManifestTable({ bookings, caption }: { bookings: ManifestBooking[]; caption: string }) {
  if (bookings.length === 0) return <p className="text-sm text-stone-600">No travellers booked yet.</p>;
  const total = (count: (booking: ManifestBooking) => number) => bookings.reduce((sum, booking) => sum + count(booking), 0);
  const people = total((booking) => booking.numPeople);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-200 text-xs tracking-wide text-stone-600 uppercase">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Name
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Phone
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              People
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Checked in
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              No-show
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Waiting
            </th>
            <th scope="col" className="py-2 font-semibold">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking._id} className="border-b border-stone-100 last:border-b-0">
              <td className="py-2 pr-3 font-medium break-words text-stone-900">{booking.fullName}</td>
              <td className="py-2 pr-3 whitespace-nowrap tabular-nums">
                <a href={`tel:${booking.phone}`} className="text-brand-700 hover:underline print:text-stone-900">
                  {booking.phone}
                </a>
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{booking.numPeople}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{booking.attendance.checkedIn}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{booking.attendance.noShow}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{booking.attendance.waiting}</td>
              <td className="py-2">
                <StatusBadge status={booking.status} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-stone-300 text-stone-700">
            <th scope="row" colSpan={2} className="py-2 pr-3 text-xs font-semibold tracking-wide uppercase">
              Travellers
            </th>
            <td className="py-2 pr-3 text-right font-semibold tabular-nums">{people}</td>
            <td className="py-2 pr-3 text-right font-semibold tabular-nums">{total((booking) => booking.attendance.checkedIn)}</td>
            <td className="py-2 pr-3 text-right font-semibold tabular-nums">{total((booking) => booking.attendance.noShow)}</td>
            <td className="py-2 pr-3 text-right font-semibold tabular-nums">{total((booking) => booking.attendance.waiting)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
