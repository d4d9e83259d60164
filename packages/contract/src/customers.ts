import { z } from './zod.ts';
import { bookingStatuses } from './booking-status.ts';
import { entityId, isoDateTime, requiredText } from './common.ts';

/** The longest note the operator may keep on a traveller's record. */
export const CUSTOMER_NOTE_MAX = 2000;

export const customerMessages = {
  notFound: 'User not found.',
  noteAdded: 'Note added.',
  mergeWithItself: 'A record cannot be merged with itself.',
  mergeAdmin: 'An administrator account cannot be merged.',
  alreadyMerged: 'This record was merged already.',
  merged: (duplicate: string) => `${duplicate}'s record was merged into this one; that account is closed.`,
} as const;

export const customerNoteRequest = z.object({ text: requiredText('Note', CUSTOMER_NOTE_MAX) });
export type CustomerNoteRequest = z.input<typeof customerNoteRequest>;

const customerNote = z.object({
  _id: entityId,
  text: z.string(),
  /** The operator who wrote it, by name (kept when their account goes). */
  author: z.string(),
  createdAt: isoDateTime,
});
export type CustomerNote = z.infer<typeof customerNote>;

export const customerNoteResponse = z.object({ message: z.string(), note: customerNote });

const customerBooking = z.object({
  _id: entityId,
  /** The booking's reference, as on its ticket and in the admin bookings search. */
  reference: z.string(),
  tourId: entityId.nullable(),
  tourTitle: z.string(),
  bookingDate: z.string(),
  numPeople: z.number().int(),
  status: z.enum(bookingStatuses),
  /** Rupees: what the booking costs, what its ledger took and what it gave back. */
  totalPrice: z.number(),
  paid: z.number(),
  refunded: z.number(),
  createdAt: isoDateTime,
});
export type CustomerBooking = z.infer<typeof customerBooking>;

const customerReview = z.object({
  _id: entityId,
  tourId: entityId,
  tourName: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: isoDateTime,
});

/**
 * One traveller's record as the operator sees it. The money is read from the bookings' ledgers:
 * `totalSpent` is every payment, `totalRefunded` every refund, in rupees.
 */
export const customerRecordResponse = z.object({
  customer: z.object({
    _id: entityId,
    firstname: z.string(),
    lastname: z.string(),
    username: z.string(),
    email: z.string(),
    phone: z.string(),
    gender: z.string().nullable(),
    createdAt: isoDateTime,
  }),
  totalSpent: z.number(),
  totalRefunded: z.number(),
  bookings: z.array(customerBooking),
  reviews: z.array(customerReview),
  notes: z.array(customerNote),
});
export type CustomerRecord = z.infer<typeof customerRecordResponse>;

/** Merging: the record kept is in the path, the duplicate in the body. */
export const customerMergeRequest = z.object({ duplicateId: entityId });
export const customerMergeQuery = z.object({ duplicateId: entityId });

/** What a merge moves from the duplicate to the kept record, counted before and done after. */
const mergeCounts = z.object({
  bookings: z.number().int(),
  reviews: z.number().int(),
  /** Reviews of a tour the kept record reviewed too: the kept record's own review stays, these go. */
  reviewsDropped: z.number().int(),
  wishlist: z.number().int(),
  moments: z.number().int(),
  notes: z.number().int(),
});
export type CustomerMergeCounts = z.infer<typeof mergeCounts>;

export const customerMergePreviewResponse = z.object({
  duplicate: z.object({ _id: entityId, firstname: z.string(), lastname: z.string(), username: z.string(), email: z.string() }),
  moves: mergeCounts,
});
export type CustomerMergePreview = z.infer<typeof customerMergePreviewResponse>;

export const customerMergeResponse = z.object({ message: z.string(), moved: mergeCounts });

/** "2 bookings, 1 review, 3 wishlist tours…": what a merge moves, in words, for the confirmation. */
export function describeMergeMoves(moves: CustomerMergeCounts): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const parts = [
    count(moves.bookings, 'booking', 'bookings'),
    count(moves.reviews, 'review', 'reviews'),
    count(moves.wishlist, 'wishlist tour', 'wishlist tours'),
    count(moves.moments, 'moment', 'moments'),
    count(moves.notes, 'note', 'notes'),
  ];
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
