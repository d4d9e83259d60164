import { randomUUID } from 'node:crypto';
import { beyondHorizonMessage } from '@yatrika/contract/bookings';
import { addDays, todayInIndia } from '@yatrika/contract/dates';
import type { OfflinePaymentMethod } from '@yatrika/contract/payment-methods';
import { referenceRequired } from '@yatrika/contract/payment-methods';
import { phoneBookingMessages, type PhoneBookingRequest, type PhoneBookingResponse } from '@yatrika/contract/phone-booking';
import type { Database } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema/payments.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { findOrOpenTraveller } from '../auth/public.ts';
import { auditBookingChange, bookingFacts, bookPaidOrder, quoteBooking, toBookingResponse, type BookingRules, type Operator } from '../bookings/public.ts';
import { SeatRefusal } from '../departures/public.ts';
import { markOrderBooked } from './booked-orders.ts';
import { onceMoreForNewAccount } from './once-more-for-new-account.ts';

/** Whole days from one calendar day to another. */
const daysFrom = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A booking by phone paid there and then: any method but a payment link. */
export type OfflinePhoneBooking = PhoneBookingRequest & { payment: { method: OfflinePaymentMethod } };

/** Whether the money was taken on the phone (cash, UPI, bank transfer), rather than by a link to pay later. */
export const isPaidOffline = (input: PhoneBookingRequest): input is OfflinePhoneBooking => input.payment.method !== 'link';

/** The sentence refusing a payment recorded without the reference its method needs, or null. */
function missingReference(method: OfflinePaymentMethod, reference: string | null): string | null {
  if (reference || !referenceRequired(method)) return null;
  return method === 'upi' ? phoneBookingMessages.upiReferenceRequired : phoneBookingMessages.bankTransferReferenceRequired;
}

/**
 * A booking the operator takes over the phone, paid offline (cash, UPI, bank transfer). It is
 * priced by the same quote as checkout, and made the way a paid checkout is: a paid order of the
 * traveller, recorded with its method and reference, and its booking, in one transaction, with
 * the seats taken under the departure's lock (so it races fairly with web checkouts and their
 * holds) and the confirmation emails queued. Booked at once; the cut-off does not bind the
 * operator, the schedule and the seats left do (409). A refusal rolls everything back: no
 * payment is recorded without its booking, and no account is opened for a booking refused.
 * A date travellers cannot book (past BOOKING_HORIZON_DAYS, off the tour's weekdays, seasons and
 * closed dates) is refused with `outsideSchedule` unless the operator confirms it
 * (`input.outsideSchedule`); a confirmed one says so in the booking's history.
 *
 * `link` (a payment link emailed to the traveller) is payment-link-send.ts (decision 024).
 */
export async function takePhoneBooking(
  db: Database,
  input: OfflinePhoneBooking,
  rules: BookingRules,
  publicUrl: string,
  operator: Operator,
  now: Date = new Date(),
): Promise<PhoneBookingResponse> {
  const { method } = input.payment;
  const reference = input.payment.reference?.trim() || null;
  const refusal = missingReference(method, reference);
  if (refusal) throw badRequest(refusal);

  const { email, payment: _payment, outsideSchedule: confirmed, ...details } = input;
  const today = todayInIndia(now);
  const beyondHorizon = details.bookingDate > addDays(today, rules.horizonDays);
  if (beyondHorizon && !confirmed) throw new AppError('bad_request', beyondHorizonMessage(rules.horizonDays), { outsideSchedule: true });
  // Confirmed: the horizon is the date itself, so the quote prices it like any other.
  const quote = await quoteBooking(db, details, beyondHorizon ? { ...rules, horizonDays: daysFrom(today, details.bookingDate) } : rules, today);
  const attempt = () =>
    db.transaction(async (tx) => {
      const traveller = await findOrOpenTraveller(tx, { email, fullName: details.fullName, phone: details.phone }, publicUrl);
      // Ours, not a provider's: unique like every payment id, and never asked of the provider.
      const id = `offline_${randomUUID().replaceAll('-', '')}`;
      await tx.insert(paymentOrders).values({
        id,
        userId: traveller.userId,
        amountPaise: quote.totalPaise,
        currency: 'INR',
        bookingDetails: quote.details,
        status: 'paid',
        paymentId: id,
        paidAt: now,
        paymentMethod: method,
        paymentReference: reference,
      });
      const booking = await bookPaidOrder(
        tx,
        { id, userId: traveller.userId, paymentId: id, amountPaise: quote.totalPaise, paymentMethod: method },
        quote.details,
        { byOperator: true, markOrderBooked, outsideSchedule: confirmed ? { operator, beyondHorizon } : undefined },
        now,
      );
      await auditBookingChange(tx, operator, 'booking.create', booking, { after: { ...bookingFacts(booking), payment: { method, reference } } });
      return { traveller, booking };
    });
  const made = await onceMoreForNewAccount(attempt).catch((error: unknown) => {
    throw error instanceof SeatRefusal && error.reason === 'off_schedule' ? new AppError('conflict', error.message, { outsideSchedule: true }) : error;
  });
  return {
    message: phoneBookingMessages.booked,
    booking: toBookingResponse(made.booking),
    traveller: { email: made.traveller.email, created: made.traveller.created },
    payment: { method, reference },
  };
}
