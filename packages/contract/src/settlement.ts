// What an operator's action does to the bookings it touches, said before it is done: deleting or
// banning a tour, or deleting a traveller, cancels their bookings still to come and refunds every
// rupee paid for them (the operator's cancel gives everything back, cancellation-policy.ts).
import { z } from './zod.ts';
import { formatRupees } from './money.ts';

export const settlementResponse = z.object({
  /** Pending or booked bookings dated today or later. */
  bookings: z.number().int(),
  /** Of those, the ones paid for. */
  paidBookings: z.number().int(),
  /** Rupees the cancels give back: everything paid for them. */
  refundAmount: z.number(),
  message: z.string(),
});
export type Settlement = z.infer<typeof settlementResponse>;

/**
 * `?confirm=true` (or 1, yes): the operator has read what the action settles and goes ahead.
 * Anything else, or nothing, is no.
 */
export const confirmQuery = z.object({
  confirm: z
    .string()
    .optional()
    .transform((value) => value !== undefined && ['true', '1', 'yes'].includes(value.trim().toLowerCase())),
});

const bookingsPhrase = (count: number) => `${count} ${count === 1 ? 'booking' : 'bookings'} still to come`;

/** "2 bookings still to come: they will be cancelled, ₹15,000 refunded in full, and the travellers told." */
export function settlementSummary(bookings: number, refundAmount: number): string {
  if (bookings === 0) return 'No bookings still to come: nothing to cancel or refund.';
  const they = bookings === 1 ? 'it will be cancelled' : 'they will be cancelled';
  const refund = refundAmount > 0 ? `, ${formatRupees(refundAmount)} refunded in full` : '';
  const told = bookings === 1 ? 'the traveller told' : 'the travellers told';
  return `${bookingsPhrase(bookings)}: ${they}${refund}, and ${told}.`;
}

export const settlementMessages = {
  /** The 409 of an action asked without `confirm` while bookings are still to come. */
  confirmationNeeded: (bookings: number, refundAmount: number) => `${settlementSummary(bookings, refundAmount)} Confirm to go ahead.`,
  /** New bookings kept arriving while the action settled the others: nothing more was deleted. */
  bookingsChangedMeanwhile: 'New bookings arrived while these were being cancelled. Look again at what will happen and confirm once more.',
} as const;
