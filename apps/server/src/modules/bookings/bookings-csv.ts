import { bookingChannelWords, bookingsCsvHeader } from '@yatrika/contract/admin-booking-table';
import type { AdminBooking } from '@yatrika/contract/bookings';
import { csvFile } from '../../lib/csv.ts';

/** "Pending", "Booked"…: the status as the screens' badges read it. */
const statusWord = (status: AdminBooking['status']) => status.charAt(0).toUpperCase() + status.slice(1);

/**
 * The operator's bookings table as a spreadsheet: one row per booking, in the table's order.
 * Amounts are rupees as numbers (no sign, no separators) so a spreadsheet can add them up.
 */
export function bookingsCsv(list: AdminBooking[]): string {
  const rows = list.map((booking) => [
    booking.reference,
    booking.tour.title,
    booking.bookingDate,
    booking.startTime,
    booking.fullName,
    booking.user?.email ?? null,
    booking.phone,
    booking.numPeople,
    booking.totalPrice,
    booking.amountPaid ?? 0,
    booking.amountDue ?? 0,
    booking.channel ? bookingChannelWords[booking.channel] : null,
    statusWord(booking.status),
  ]);
  return csvFile(bookingsCsvHeader, rows);
}
