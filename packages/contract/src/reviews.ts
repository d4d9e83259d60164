import { z } from './zod.ts';
import { reviewMessages } from './review-messages.ts';
import { wholeNumberFromClient } from './client-numbers.ts';
import { entityId, isoDateTime, requiredText } from './common.ts';
import { tourResponse } from './tours.ts';
import { tourIdField } from './wishlist.ts';

const REVIEW_COMMENT_MAX = 2000;
const REVIEW_REPLY_MAX = 2000;
const HIDE_REASON_MAX = 500;

const ratingOutOfRange = 'Rating must be a whole number from 1 to 5.';

/** A star count, 1 to 5; whole-number text ("5") is read as the number (decision 007), anything else keeps its message. */
const rating = wholeNumberFromClient(
  z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? reviewMessages.ratingRequired : ratingOutOfRange),
    })
    .int(ratingOutOfRange)
    .min(1, ratingOutOfRange)
    .max(5, ratingOutOfRange),
);

const reviewComment = requiredText('Comment', REVIEW_COMMENT_MAX);

export const createReviewRequest = z.object({ tourId: tourIdField, rating, comment: reviewComment });
export type CreateReviewRequest = z.infer<typeof createReviewRequest>;

/** A traveller's change to their own review: the stars and the words, as when writing it. */
export const updateReviewRequest = z.object({ rating, comment: reviewComment });
export type UpdateReviewRequest = z.infer<typeof updateReviewRequest>;

/** The operator's public answer to a review; posting again replaces it. */
export const reviewReplyRequest = z.object({ reply: requiredText('Reply', REVIEW_REPLY_MAX) });
export type ReviewReplyRequest = z.infer<typeof reviewReplyRequest>;

/** An administrator hides a review from the tour's lists and rating; the reason is shown to its author. */
export const hideReviewRequest = z.object({ reason: requiredText('Reason', HIDE_REASON_MAX) });
export type HideReviewRequest = z.infer<typeof hideReviewRequest>;

const reviewBase = z.object({
  _id: entityId,
  rating: z.number().int(),
  comment: z.string(),
  /** Its author has an accepted (booked) or completed booking of the tour. */
  verified: z.boolean(),
  /** Its author was checked in on a departure of the tour before writing it: the review follows the trip. */
  verifiedTraveller: z.boolean(),
  /** The departure ("YYYY-MM-DD") its author was checked in on, the latest before writing it; null if none. */
  travelledOn: z.string().nullable(),
  createdAt: isoDateTime,
  /** The operator's public answer, or null before one. */
  reply: z.string().nullable(),
  /** When the operator last posted the answer; null without one. */
  repliedAt: isoDateTime.nullable(),
  /**
   * Its author has a booking of the tour whose departure date has passed and that was not
   * cancelled: they travelled. Such reviews come first on the tour page.
   */
  travelled: z.boolean(),
  /** The month ("YYYY-MM") of the author's latest such departure, for "Travelled in March 2026"; null when none. */
  travelledIn: z.string().nullable(),
});

/** Why and when an administrator hid the review, shown to its author and administrators only; null while shown. */
const reviewHidden = z.object({ at: isoDateTime, reason: z.string() });

/** A review as the tour page lists it: who wrote it, by name. */
const tourReview = reviewBase.extend({
  tourId: entityId,
  user: z.object({ firstname: z.string(), lastname: z.string() }),
});
export type TourReview = z.infer<typeof tourReview>;

export const createReviewResponse = z.object({ message: z.string(), review: tourReview });
export type CreateReviewResponse = z.infer<typeof createReviewResponse>;

export const tourReviewsResponse = z.object({ reviews: z.array(tourReview) });
export type TourReviewsResponse = z.infer<typeof tourReviewsResponse>;

/** The signed-in traveller's own review of one tour, or null when they have not written one. */
export const myTourReviewResponse = z.object({ review: tourReview.extend({ hidden: reviewHidden.nullable() }).nullable() });
export type MyTourReviewResponse = z.infer<typeof myTourReviewResponse>;

/** The answer to an edit or a reply: the review as the tour page shows it now. */
export const reviewChangeResponse = z.object({ message: z.string(), review: tourReview });
export type ReviewChangeResponse = z.infer<typeof reviewChangeResponse>;

/** One of your own reviews, with the tour it is about. */
const myReview = reviewBase.extend({
  hidden: reviewHidden.nullable(),
  tour: tourResponse.pick({ _id: true, image: true, title: true, location: true, description: true }),
});
export type MyReview = z.infer<typeof myReview>;

export const myReviewsResponse = z.array(myReview);
export type MyReviewsResponse = z.infer<typeof myReviewsResponse>;

/** A row of the admin reviews table. */
const adminReview = reviewBase.extend({
  username: z.string(),
  tourName: z.string(),
  userId: entityId,
  tourId: entityId,
  /** As its author sees it, and which administrator hid it (null once their account is gone). */
  hidden: reviewHidden.extend({ by: z.string().nullable() }).nullable(),
});
export type AdminReview = z.infer<typeof adminReview>;

export const adminReviewsResponse = z.array(adminReview);
export type AdminReviewsResponse = z.infer<typeof adminReviewsResponse>;

export { reviewMessages } from './review-messages.ts';
