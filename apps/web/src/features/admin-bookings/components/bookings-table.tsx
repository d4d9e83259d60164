import { bookingChannelWords, type BookingSortKey, type SortOrder } from '@yatrika/contract/admin-booking-table';
import type { AdminBooking } from '@yatrika/contract/bookings';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatLongDate, formatRupees } from '../../../lib/format.ts';
import { refundStatusLabels } from './payment-status-badge.tsx';
import { sortColumns as columns } from './sort-columns.ts';

interface BookingsTableProps {
  bookings: AdminBooking[];
  sort: BookingSortKey | '';
  order: SortOrder;
  onSort: (sort: BookingSortKey, order: SortOrder) => void;
  /** Each booking's buttons (booking-actions.tsx), the same as on its card. */
  actionsOf: (booking: AdminBooking) => ReactNode;
}

/** A refund's state in a few words, as the card says it. */
function refundWords(refund: NonNullable<AdminBooking['refund']>): string {
  if (refund.byHand) return `${refund.status === 'pending' ? 'To hand back' : 'Handed back'} · ${formatRupees(refund.amount)}`;
  return `${refundStatusLabels[refund.status]} · ${formatRupees(refund.amount)}`;
}

/**
 * The operator's bookings on a wide screen: one row each, sorted by the server on the column
 * whose heading was pressed (again: the other way round).
 */
export function BookingsTable({ bookings, sort, order, onSort, actionsOf }: BookingsTableProps) {
  return (
    <div className="overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-stone-200/70">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Bookings{sort ? `, sorted by ${columns.find((column) => column.key === sort)!.label.toLowerCase()}, ${order === 'asc' ? 'ascending' : 'descending'}` : ''}</caption>
        <thead className="border-b border-stone-200 bg-stone-50 text-xs tracking-wide text-stone-600 uppercase">
          <tr>
            {columns.map((column) => {
              const current = sort === column.key;
              return (
                <th key={column.key} scope="col" aria-sort={current ? (order === 'asc' ? 'ascending' : 'descending') : 'none'} className={`px-3 py-2 font-semibold ${column.numeric ? 'text-right' : ''}`}>
                  <button
                    type="button"
                    onClick={() => onSort(column.key, current && order === 'asc' ? 'desc' : 'asc')}
                    className="inline-flex items-center gap-1 uppercase hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    {column.label}
                    <span aria-hidden="true" className={current ? 'text-brand-700' : 'text-stone-300'}>
                      {current && order === 'desc' ? '▼' : '▲'}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        {/* A booking per row group: its figures, then its buttons across the whole width under them. */}
        {bookings.map((booking) => (
          <tbody key={booking._id} className="border-t border-stone-200">
            <tr className="align-top">
              <td className="px-3 py-3 font-mono font-semibold whitespace-nowrap text-stone-700">{booking.reference}</td>
              <td className="min-w-40 px-3 py-3">
                <span className="block font-semibold text-stone-900">{booking.tour.title}</span>
                <span className="block text-stone-600">{booking.fullName}</span>
                <a href={`tel:${booking.phone}`} className="block text-brand-700 tabular-nums hover:underline">
                  {booking.phone}
                </a>
              </td>
              <td className="px-3 py-3 whitespace-nowrap">
                <span className="block">{formatLongDate(booking.bookingDate)}</span>
                <span className="block text-stone-600 tabular-nums">{booking.startTime}</span>
              </td>
              <td className="px-3 py-3 text-right tabular-nums">{booking.numPeople}</td>
              <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
                {formatRupees(booking.amountPaid ?? 0)}
                {booking.refund && <span className="block text-xs text-stone-600">{refundWords(booking.refund)}</span>}
              </td>
              <td className={`px-3 py-3 text-right whitespace-nowrap tabular-nums ${(booking.amountDue ?? 0) > 0 ? 'font-semibold text-amber-800' : ''}`}>{formatRupees(booking.amountDue ?? 0)}</td>
              <td className="px-3 py-3">{booking.channel ? bookingChannelWords[booking.channel] : ''}</td>
              <td className="px-3 py-3">
                <StatusBadge status={booking.status} />
              </td>
            </tr>
            <tr>
              <td colSpan={columns.length} className="px-3 pb-3">
                <div className="flex flex-wrap items-center gap-2">{actionsOf(booking)}</div>
              </td>
            </tr>
          </tbody>
        ))}
      </table>
    </div>
  );
}
