// The operator's changes to any booking: cancel with a refund choice (and its quote), move to
// another date, notes and the history of each change. Sentences: operator-booking-messages.ts.
import { z } from './zod.ts';
import { adminBooking, bookingDateField, refundStatuses, updateBookingStatusRequest, updateBookingStatusResponse } from './bookings.ts';
import { entityId, isoDateTime } from './common.ts';
import { NOTE_MAX, operatorBookingMessages, refundChoices } from './operator-booking-messages.ts';
import { HANDED_BACK_REFERENCE_MAX, refundByHandMessages } from './refund-by-hand-messages.ts';
import { startTimeField } from './tour-schedule.ts';

export { NOTE_MAX, operatorBookingMessages, refundChoices, type RefundChoice } from './operator-booking-messages.ts';
export { HANDED_BACK_REFERENCE_MAX, refundByHandMessages } from './refund-by-hand-messages.ts';

/** `PUT /api/admin/bookings/{id}/status`: the spec's `{status}`, and for a cancel, how to refund (full by default). */
export const updateBookingStatusWithRefundRequest = updateBookingStatusRequest.extend({
  refund: z.enum(refundChoices, { message: operatorBookingMessages.refundChoiceInvalid }).optional(),
});

/** What the change refunds, in rupees, and where that refund stands; null when nothing is refunded. */
export const operatorRefund = z.object({ amount: z.number(), status: z.enum(refundStatuses), byHand: z.boolean() }).nullable();

/** Every field the status answer had, and the refund of this change. */
export const updateBookingStatusWithRefundResponse = updateBookingStatusResponse.extend({ refund: operatorRefund });
export type UpdateBookingStatusWithRefundResponse = z.infer<typeof updateBookingStatusWithRefundResponse>;

/** `GET /api/admin/bookings/{id}/cancellation`: what each refund choice would give back now, in rupees. */
export const operatorCancellationQuoteResponse = z.object({
  paidAmount: z.number(),
  refunds: z.object({ full: z.number(), policy: z.number() }),
  /** The policy in one line, as the cancel dialog states it. */
  policy: z.string(),
});
export type OperatorCancellationQuote = z.infer<typeof operatorCancellationQuoteResponse>;

/** `PUT /api/admin/bookings/{id}/date` */
/** `startTime` picks the departure of that date; the tour's first start time when left out. */
export const moveBookingRequest = z.object({
  bookingDate: bookingDateField,
  startTime: startTimeField.optional(),
  /**
   * The operator confirms a date outside what travellers can book: past the booking horizon or off
   * the tour's schedule (weekdays, seasons, closed dates). Without it such a date is refused (409,
   * `outsideSchedule: true`); with it the move is made and its history says so.
   */
  outsideSchedule: z.boolean().optional(),
});
/** A refused move: `outsideSchedule` when the operator may confirm the date and move it anyway. */
export const moveBookingRefusal = z.object({ message: z.string(), outsideSchedule: z.literal(true).optional() });
export type MoveBookingRefusal = z.infer<typeof moveBookingRefusal>;
export const moveBookingResponse = z.object({ message: z.string(), booking: adminBooking });
export type MoveBookingResponse = z.infer<typeof moveBookingResponse>;

export const bookingEventKinds = ['accepted', 'canceled', 'moved', 'note', 'refund_handed_back', 'party_changed'] as const;
export type BookingEventKind = (typeof bookingEventKinds)[number];

export const bookingEvent = z.object({
  _id: entityId,
  kind: z.enum(bookingEventKinds),
  admin: z.object({ _id: entityId.nullable(), name: z.string() }),
  details: z.record(z.string(), z.unknown()),
  createdAt: isoDateTime,
});
export type BookingEvent = z.infer<typeof bookingEvent>;

/** `POST /api/admin/bookings/{id}/notes` */
export const addBookingNoteRequest = z.object({
  note: z
    .string({ message: operatorBookingMessages.noteRequired })
    .trim()
    .min(1, operatorBookingMessages.noteRequired)
    .max(NOTE_MAX, operatorBookingMessages.noteTooLong),
});
export const addBookingNoteResponse = z.object({ message: z.string(), event: bookingEvent });

/** `GET /api/admin/bookings/{id}/history`: oldest first. */
export const bookingHistoryResponse = z.object({ events: z.array(bookingEvent) });
export type BookingHistoryResponse = z.infer<typeof bookingHistoryResponse>;

/** `PUT /api/admin/bookings/{id}/refund/handed-back`: how the refund by hand went back, if the operator says. */
export const refundHandedBackRequest = z.object({
  reference: z
    .string()
    .trim()
    .max(HANDED_BACK_REFERENCE_MAX, refundByHandMessages.referenceTooLong)
    .optional()
    .transform((value) => value || undefined),
});
export const refundHandedBackResponse = z.object({ message: z.string(), booking: adminBooking, event: bookingEvent });
export type RefundHandedBackResponse = z.infer<typeof refundHandedBackResponse>;

/** `PUT /api/admin/bookings/{id}/balance-due` (decision 035): a new last day to pay the balance ("YYYY-MM-DD", India). */
export const extendBalanceDueRequest = z.object({ balanceDueOn: bookingDateField });
export const extendBalanceDueResponse = z.object({ message: z.string(), booking: adminBooking });
export type ExtendBalanceDueResponse = z.infer<typeof extendBalanceDueResponse>;
