import { z } from './zod.ts';
import { ledgerChannels, ledgerKinds, ledgerPaymentPurposes, ledgerRefundReasons, paymentPlans } from './booking-ledger.ts';
import { adminSearchQuery } from './admin-search-query.ts';
import { bookingChannels, bookingTableQuery } from './admin-booking-table.ts';
import { BOOKING_PHONE_PATTERN, FULL_NAME_MAX, MAX_PEOPLE, PHONE_MAX } from './booking-limits.ts';
import { bookingMessages } from './booking-messages.ts';
import { wholeNumberFromClient } from './client-numbers.ts';
import { entityId, isoDateTime, pageLimit } from './common.ts';
import { isCalendarDay } from './dates.ts';
import { bookingStatuses } from './booking-status.ts';
import { offlinePaymentMethods } from './payment-methods.ts';
import { partyTravellers, traveller } from './travellers.ts';
import { businessNameField, gstinField } from './invoices.ts';
import { startTimeField } from './tour-schedule.ts';
import { promoCodeMessages } from './promo-code-messages.ts';

/** The longest promo code the booking details take: the longest a code can be (promo-code-limits.ts). */
const PROMO_CODE_FIELD_MAX = 40;
import { partyField, partyResponse, priceLineResponse } from './person-types.ts';

export { bookingStatuses, type BookingStatus } from './booking-status.ts';

export { beyondHorizonMessage, bookingMessages, packingGuideMessages } from './booking-messages.ts';
export { DEFAULT_BOOKING_HORIZON_DAYS, FULL_NAME_MAX, MAX_PEOPLE, PHONE_MAX } from './booking-limits.ts';

/**
 * "YYYY-MM-DD", a real calendar day. Whether it is today or later is a rule of the
 * server (India's time zone), checked in the booking service.
 */
export const bookingDateField = z
  .string({ message: bookingMessages.allFieldsRequired })
  .trim()
  .min(1, bookingMessages.allFieldsRequired)
  .refine(isCalendarDay, bookingMessages.dateInvalid);

const requiredBookingText = (max: number) =>
  z
    .string({ message: bookingMessages.allFieldsRequired })
    .trim()
    .min(1, bookingMessages.allFieldsRequired)
    .max(max, `Must be at most ${max} characters.`)
    .refine((value) => !value.includes('\u0000'), 'Contains a character that is not allowed.');

/** The original client sends its number box's text ("2") as it is: read as 2 (decision 007). */
export const numPeopleField = wholeNumberFromClient(
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? bookingMessages.allFieldsRequired : bookingMessages.atLeastOnePerson,
    })
    // The range first: a huge number (1e308) is out of range, not "at least 1"; then whole people.
    .min(1, bookingMessages.atLeastOnePerson)
    .max(MAX_PEOPLE, bookingMessages.tooManyPeople)
    .int(bookingMessages.atLeastOnePerson),
);

/** A missing tour is one of "all booking fields"; a malformed one gets its own sentence. */
const bookingTourIdField = z.uuid({
  error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? bookingMessages.allFieldsRequired : bookingMessages.tourIdInvalid),
});

/**
 * What a traveller fills in to book: the spec's `{tourId, fullName, phone, bookingDate, numPeople}`,
 * and, from our web client, `travellers`: the party by name, the one booking first (at most
 * `numPeople` of them: the server checks that beside the party, see `travellersMismatch`), and
 * `startTime`: which of the date's departures ("HH:MM"; the tour's first start time when left
 * out, so clients from before start times book as they did). `gstin` and `businessName`: the
 * traveller's own registration for a tax invoice in the business's name (decision 033), both optional.
 * `party`: the party by person type (decision 030); one of `numPeople` and `party` is required (the
 * server's quote says so). `promoCode`: decision 032.
 */
export const bookingDetails = z.object({
  tourId: bookingTourIdField,
  fullName: requiredBookingText(FULL_NAME_MAX),
  phone: requiredBookingText(PHONE_MAX).refine((value) => BOOKING_PHONE_PATTERN.test(value), bookingMessages.phoneInvalid),
  bookingDate: bookingDateField,
  /** Seats the party takes. May be left out when `party` is given; if both are, they must agree. */
  numPeople: numPeopleField.optional(),
  /** The party by person type (decision 030); without it the booking is `numPeople` adults. */
  party: partyField.optional(),
  travellers: partyTravellers.optional(),
  startTime: startTimeField.optional(),
  // GST invoices (decision 033): optional, beside the others.
  gstin: gstinField.optional(),
  businessName: businessNameField.optional(),
  /** A promo code typed at checkout (decision 032); blank: none. Whether it applies is the server's to say. */
  promoCode: z
    .string({ message: promoCodeMessages.unknown })
    .trim()
    .max(PROMO_CODE_FIELD_MAX, promoCodeMessages.unknown)
    .transform((code) => code || undefined)
    .optional(),
});
export type BookingDetails = z.infer<typeof bookingDetails>;

/**
 * `POST /api/user/bookings`. The booking is made against a paid, unused order of the
 * traveller whose amount matches; `orderId` names it, otherwise the server finds it.
 */
export const createBookingRequest = bookingDetails.extend({ orderId: z.string().max(100).optional() });
export type CreateBookingRequest = z.infer<typeof createBookingRequest>;

export const refundStatuses = ['pending', 'processed', 'failed'] as const;

export const bookingRefund = z.object({
  /** The provider's refund id; null while the refund has not been accepted by the provider. */
  id: z.string().nullable(),
  /** Rupees. */
  amount: z.number(),
  /** `pending` until the money is back (for a refund by hand: until the operator hands it back), then `processed`. */
  status: z.enum(refundStatuses),
  createdAt: isoDateTime,
  /** Paid offline (cash, UPI, bank transfer): the operator hands the refund back, no provider is asked. */
  byHand: z.boolean(),
  /** How a refund by hand was handed back (e.g. a UPI transaction id), once it is; otherwise null. */
  reference: z.string().nullable(),
});

/** Why a booking refunds part of what it holds while it runs on, or beside its cancel's own refund. */
export const partyRefundReasons = ['party_reduced', 'cancel_by_hand', 'cancel_balance', 'rescheduled'] as const;

/**
 * A refund of part of a booking (decision 023): the difference of a smaller party, or the part of a
 * cancel's refund that was collected offline and so goes back by hand. Each has its own progress.
 */
export const partyRefund = z.object({
  _id: entityId,
  /** The provider's refund id; null until the provider accepts it, and always for a refund by hand. */
  id: z.string().nullable(),
  /** Rupees. */
  amount: z.number(),
  status: z.enum(refundStatuses),
  byHand: z.boolean(),
  /** How a refund by hand went back, once it did; otherwise null. */
  reference: z.string().nullable(),
  reason: z.enum(partyRefundReasons),
  createdAt: isoDateTime,
});
export type PartyRefund = z.infer<typeof partyRefund>;

/** Money the operator collected offline for a larger party (decision 023). */
export const extraPayment = z.object({
  _id: entityId,
  /** Rupees. */
  amount: z.number(),
  method: z.enum(offlinePaymentMethods),
  reference: z.string().nullable(),
  createdAt: isoDateTime,
});
export type ExtraPayment = z.infer<typeof extraPayment>;

export const bookingPayment = z.object({
  orderId: z.string(),
  paymentId: z.string(),
  /** Rupees. */
  amount: z.number(),
  currency: z.literal('INR'),
});

/** One payment toward a booking or one refund of it, as its ledger keeps it (decision 035). */
export const ledgerEntry = z.object({
  _id: entityId,
  kind: z.enum(ledgerKinds),
  /** A payment's purpose; null on refunds. */
  purpose: z.enum(ledgerPaymentPurposes).nullable(),
  /** A refund's reason; null on payments. */
  reason: z.enum(ledgerRefundReasons).nullable(),
  /** Rupees, always positive: `kind` says which way. */
  amount: z.number(),
  channel: z.enum(ledgerChannels),
  createdAt: isoDateTime,
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

/** A booking as the traveller's list and the admin list answer it. */
export const bookingResponse = z.object({
  _id: entityId,
  /** A short code to quote to the operator, e.g. "YT-7K3M-Q9TD"; never changes. */
  reference: z.string(),
  tourId: entityId.nullable(),
  tour: z.object({ title: z.string(), location: z.string(), image: z.string() }),
  /** Rupees per person, as booked. */
  pricePerPerson: z.number(),
  /** Rupees: what the booking was priced at, computed by the server (the sum of `lines`). */
  totalPrice: z.number(),
  /** The price's lines as charged: people by type, then the group discount, then the code (decision 029). */
  lines: z.array(priceLineResponse),
  /** Rupees: the sum of `lines`, the same figure as `totalPrice`. */
  total: z.number(),
  /** The party by person type; `numPeople` adults for bookings made before person types. */
  party: partyResponse,
  /** "YYYY-MM-DD". */
  bookingDate: z.string(),
  /** "HH:MM", India time: the departure of that date the party travels on. */
  startTime: z.string(),
  numPeople: z.number().int(),
  /** A booked booking whose date has passed reads `completed`. */
  status: z.enum(bookingStatuses),
  packingList: z.string().nullable(),
  fullName: z.string(),
  phone: z.string(),
  /** The party by name, the one booking first; only that one when the client sent no names. */
  travellers: z.array(traveller),
  /** People of the party nobody has named yet. */
  unnamedTravellers: z.number().int(),
  payment: bookingPayment.nullable(),
  refund: bookingRefund.nullable(),
  /** Refunds of part of the booking after a smaller party (or a cancel's part paid offline); answered by the booking's own lists. */
  partialRefunds: z.array(partyRefund).optional(),
  /** What was collected offline for a larger party; answered by the booking's own lists. */
  extraPayments: z.array(extraPayment).optional(),
  /**
   * Sold by a reseller through their API (decision 039), with their own reference; absent on
   * Yatrika's own bookings. `paidToReseller`: the reseller collected the money, so `payment` is null
   * although it is paid, and nothing is refunded through Yatrika. `name`: the reseller's name, on
   * the operator's answers (the admin booking list and its changes).
   */
  reseller: z.object({ _id: entityId, name: z.string().optional(), reference: z.string().nullable(), paidToReseller: z.boolean() }).nullable().optional(),
  /**
   * The reseller's name, on the traveller's own answers of a booking a reseller sold: it changes only
   * through them (decision 040), so the traveller is told whom to ask. Absent on Yatrika's own bookings.
   */
  soldBy: z.string().optional(),
  /** How it is being paid (decision 035): `full`, or `advance` with the balance due by `balanceDueOn`. */
  paymentPlan: z.enum(paymentPlans).optional(),
  /** "YYYY-MM-DD", India: the last day to pay the balance; null when nothing is due. */
  balanceDueOn: z.string().nullable().optional(),
  /** Every payment and refund, oldest first; answered by the booking's own lists and pages. */
  ledger: z.array(ledgerEntry).optional(),
  /** Rupees, from the ledger: still owed, paid, and refunded (decided; see `refund` for its progress). */
  amountDue: z.number().optional(),
  amountPaid: z.number().optional(),
  amountRefunded: z.number().optional(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Booking = z.infer<typeof bookingResponse>;

export const createBookingResponse = z.object({ message: z.string(), booking: bookingResponse });
export type CreateBookingResponse = z.infer<typeof createBookingResponse>;
export const myBookingsResponse = z.object({ bookings: z.array(bookingResponse) });
export type MyBookingsResponse = z.infer<typeof myBookingsResponse>;
export const myBookingResponse = z.object({ booking: bookingResponse });
export type MyBookingResponse = z.infer<typeof myBookingResponse>;
export const cancelBookingResponse = z.object({ message: z.string(), booking: bookingResponse });
export type CancelBookingResponse = z.infer<typeof cancelBookingResponse>;

/** A row of the admin bookings grid: the booking plus who made it (null once the account is gone). */
export const adminBooking = bookingResponse.extend({
  user: z.object({ _id: entityId, username: z.string(), email: z.string() }).nullable(),
  /** How it came in (the website, the phone, a reseller); answered by the admin list. */
  channel: z.enum(bookingChannels).optional(),
});
export type AdminBooking = z.infer<typeof adminBooking>;
export const adminBookingsResponse = z.array(adminBooking);
export type AdminBookingsResponse = z.infer<typeof adminBookingsResponse>;

export const adminBookingsQuery = bookingTableQuery.extend({
  status: z.enum(bookingStatuses).optional(),
  /** A reference (any case, dashes optional, any part of four or more), or the traveller's name, email or phone (admin-search.ts). */
  query: adminSearchQuery,
  limit: pageLimit,
  cursor: z.string().max(200).optional(),
});
/** `GET /api/admin/bookings.csv`: the list's filters and order, every row at once. */
export const adminBookingsCsvQuery = adminBookingsQuery.omit({ limit: true, cursor: true });

export const updateBookingStatusRequest = z.object({
  status: z.enum(['booked', 'canceled'], { message: 'Status must be booked or canceled.' }),
});
export const updateBookingStatusResponse = z.object({ message: z.string(), booking: adminBooking });

/** `POST /api/user/bookings/{id}/generate-packing-guide` */
export const packingGuideResponse = z.object({ packingList: z.string(), message: z.string() });
export type PackingGuideResponse = z.infer<typeof packingGuideResponse>;

