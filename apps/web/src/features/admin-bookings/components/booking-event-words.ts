import type { BookingEvent } from '@yatrika/contract/operator-bookings';
import { dayInWords } from '@yatrika/contract/dates';
import { operatorBookingMessages } from '@yatrika/contract/operator-booking-messages';
import { paymentMethodLabels, type OfflinePaymentMethod } from '@yatrika/contract/payment-methods';
import { formatRupees } from '../../../lib/format.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const amount = (value: unknown) => (typeof value === 'number' ? value : 0);

/** One change of a booking's history in words, as the History dialog lists it, with the reason a rule gave. */
export function bookingEventWords(event: BookingEvent): string {
  const reason = text(event.details.reason);
  const words = changeWords(event);
  return reason ? `${words} ${reason}` : words;
}

function changeWords(event: BookingEvent): string {
  const { details } = event;
  switch (event.kind) {
    case 'accepted':
      return 'Accepted the booking.';
    case 'canceled':
      return amount(details.refundAmount) > 0
        ? `Canceled the booking, refunding ${formatRupees(amount(details.refundAmount))} (${details.refund === 'policy' ? 'by the policy' : 'in full'}).`
        : 'Canceled the booking.';
    case 'moved':
      return `Moved it from ${departureWords(text(details.from), text(details.fromStartTime))} to ${departureWords(text(details.to), text(details.toStartTime))}.${
        details.outsideSchedule === true ? ` ${operatorBookingMessages.movedOutsideSchedule}` : ''
      }`;
    case 'note':
      return text(details.note);
    case 'refund_handed_back':
      return `Handed back the refund of ${formatRupees(amount(details.amount))}${text(details.reference) ? ` (reference ${text(details.reference)})` : ''}.`;
    case 'party_changed':
      return partyChangedWords(details);
  }
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

/** "Changed the party from 3 to 1 (total ₹15,000 → ₹5,000), refunding ₹10,000." */
function partyChangedWords(details: Record<string, unknown>): string {
  const from = record(details.from);
  const to = record(details.to);
  const refund = record(details.refund);
  const collected = record(details.collected);
  const refunded = amount(refund.online) + amount(refund.byHand);
  const money =
    refunded > 0
      ? `, refunding ${formatRupees(refunded)}${amount(refund.byHand) > 0 ? ` (${formatRupees(amount(refund.byHand))} by hand)` : ''}`
      : amount(collected.amount) > 0
        ? `, collecting ${formatRupees(amount(collected.amount))} (${paymentMethodLabels[collected.method as OfflinePaymentMethod] ?? text(collected.method)}${text(collected.reference) ? `, reference ${text(collected.reference)}` : ''})`
        : '';
  return `Changed the party from ${amount(from.numPeople)} to ${amount(to.numPeople)} (total ${formatRupees(amount(from.total))} → ${formatRupees(amount(to.total))})${money}.`;
}

/** "12 Dec 2026", with " at 15:00" when the move recorded the start time (moves from before start times did not). */
const departureWords = (date: string, startTime: string) => (startTime ? `${dayInWords(date)} at ${startTime}` : dayInWords(date));
