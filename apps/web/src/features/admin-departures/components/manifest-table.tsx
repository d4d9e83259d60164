import type { ManifestBooking } from '@yatrika/contract/departures';
import { unnamedWords } from '@yatrika/contract/manifest-words';
import { paymentStateWords } from '@yatrika/contract/ticket-messages';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { describeParty } from '@yatrika/contract/person-types';

/** The admin bookings list, searched for one booking by its reference. */
const bookingSearchPath = (reference: string) => `/admindashboard/bookings?${new URLSearchParams({ query: reference })}`;

/** Every named traveller of a party, the one booking first, then how many are not named yet. */
function PartyNames({ booking }: { booking: ManifestBooking }) {
  return (
    <>
      <ol className="flex flex-col gap-0.5">
        {booking.travellers.map((traveller, index) => (
          <li key={index} className="break-words">
            <span className={index === 0 ? 'font-medium text-stone-900' : 'text-stone-800'}>{traveller.name}</span>
            {traveller.age !== null && <span className="text-stone-600">, {traveller.age}</span>}
          </li>
        ))}
      </ol>
      {booking.unnamedTravellers > 0 && <p className="text-xs font-medium text-amber-800 print:text-stone-700">{unnamedWords(booking.unnamedTravellers)}</p>}
    </>
  );
}

/** Who travels on one departure: the list the guide takes along (it prints as it shows). */
export function ManifestTable({ bookings, caption }: { bookings: ManifestBooking[]; caption: string }) {
  if (bookings.length === 0) return <p className="text-sm text-stone-600">No travellers booked yet.</p>;
  const total = (count: (booking: ManifestBooking) => number) => bookings.reduce((sum, booking) => sum + count(booking), 0);
  const people = total((booking) => booking.numPeople);
  const head = 'py-2 pr-3 font-semibold';
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-200 text-xs tracking-wide text-stone-600 uppercase">
            <th scope="col" className={head}>
              Travellers
            </th>
            <th scope="col" className={head}>
              Reference
            </th>
            <th scope="col" className={head}>
              Phone
            </th>
            <th scope="col" className={`${head} text-right`}>
              People
            </th>
            <th scope="col" className={`${head} text-right`}>
              Checked in
            </th>
            <th scope="col" className={`${head} text-right`}>
              No-show
            </th>
            <th scope="col" className={`${head} text-right`}>
              Waiting
            </th>
            <th scope="col" className={head}>
              Payment
            </th>
            <th scope="col" className="py-2 font-semibold">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking._id} className="border-b border-stone-100 align-top last:border-b-0">
              <td className="py-2 pr-3">
                <PartyNames booking={booking} />
              </td>
              <td className="py-2 pr-3 font-mono whitespace-nowrap">
                <Link to={bookingSearchPath(booking.reference)} className="text-brand-700 hover:underline print:text-stone-900">
                  {booking.reference}
                </Link>
              </td>
              <td className="py-2 pr-3 whitespace-nowrap tabular-nums">
                <a href={`tel:${booking.phone}`} className="text-brand-700 hover:underline print:text-stone-900">
                  {booking.phone}
                </a>
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">
                {booking.numPeople}
                {booking.party.child + booking.party.infant + booking.party.senior > 0 && <span className="block text-xs text-stone-600">{describeParty(booking.party)}</span>}
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{booking.attendance.checkedIn}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{booking.attendance.noShow}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{booking.attendance.waiting}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{paymentStateWords[booking.paymentState]}</td>
              <td className="py-2">
                <StatusBadge status={booking.status} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-stone-300 text-stone-700">
            <th scope="row" colSpan={3} className="py-2 pr-3 text-xs font-semibold tracking-wide uppercase">
              Travellers
            </th>
            <td className="py-2 pr-3 text-right font-semibold tabular-nums">{people}</td>
            <td className="py-2 pr-3 text-right font-semibold tabular-nums">{total((booking) => booking.attendance.checkedIn)}</td>
            <td className="py-2 pr-3 text-right font-semibold tabular-nums">{total((booking) => booking.attendance.noShow)}</td>
            <td className="py-2 pr-3 text-right font-semibold tabular-nums">{total((booking) => booking.attendance.waiting)}</td>
            <td colSpan={2} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
