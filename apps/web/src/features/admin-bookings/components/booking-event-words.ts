import type { BookingEvent } from '@yatrika/contract/operator-bookings';
import { dayInWords } from '@yatrika/contract/dates';
import { formatRupees } from '../../../lib/format.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const amount = (value: unknown) => (typeof value === 'number' ? value : 0);

/** One change of a booking's history in words, as the History dialog lists it. */
export function bookingEventWords(event: BookingEvent): string {
  const { details } = event;
  switch (event.kind) {
    case 'accepted':
      return 'Accepted the booking.';
    case 'canceled':
      return amount(details.refundAmount) > 0
        ? `Canceled the booking, refunding ${formatRupees(amount(details.refundAmount))} (${details.refund === 'policy' ? 'by the policy' : 'in full'}).`
        : 'Canceled the booking.';
    case 'moved':
      return `Moved it from ${dayInWords(text(details.from))} to ${dayInWords(text(details.to))}.`;
    case 'note':
      return text(details.note);
    case 'refund_handed_back':
      return `Handed back the refund of ${formatRupees(amount(details.amount))}${text(details.reference) ? ` (reference ${text(details.reference)})` : ''}.`;
  }
}
