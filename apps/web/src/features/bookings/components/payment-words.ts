import type { Booking } from '@yatrika/contract/bookings';
import { formatRupees } from '../../../lib/format.ts';

/**
 * The money of a booking in two words, shown beside its status so "Pending" is never read as
 * "not paid": "Refunded ₹X" once a refund went through, else "Paid ₹X", or "Not paid" for a
 * booking made without a payment (an administrator's, or before online payment). A reseller's
 * booking was paid to the reseller (decision 039), which is neither "not paid" nor paid to us.
 * With the ledger's figures (decision 035), every refund counts, not only the booking's own: all
 * of it back reads "Refunded ₹X", part of it "Paid ₹X · Refunded ₹Y".
 */
export function paymentWords(booking: Pick<Booking, 'payment' | 'refund' | 'reseller' | 'totalPrice' | 'amountPaid' | 'amountRefunded'>): string {
  const { amountPaid, amountRefunded } = booking;
  if (booking.payment && amountPaid !== undefined && amountRefunded !== undefined && amountRefunded > 0) {
    return amountRefunded >= amountPaid ? `Refunded ${formatRupees(amountRefunded)}` : `Paid ${formatRupees(amountPaid)} · Refunded ${formatRupees(amountRefunded)}`;
  }
  if (booking.refund?.status === 'processed') return `Refunded ${formatRupees(booking.refund.amount)}`;
  // The ledger's figure when the booking was paid in parts (decision 035): everything paid toward it.
  if (booking.payment) return `Paid ${formatRupees(booking.amountPaid ?? booking.payment.amount)}`;
  if (booking.reseller?.paidToReseller) return `Paid to reseller ${formatRupees(booking.totalPrice)}`;
  return 'Not paid';
}
