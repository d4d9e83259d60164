import type { AdminReview, CreateReviewRequest, MyReview, TourReview } from '@yatrika/contract/reviews';
import { reviewMessages } from '@yatrika/contract/reviews';
import { tourMessages } from '@yatrika/contract/tours';
import { todayInIndia } from '@yatrika/contract/dates';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { tours } from '../../db/schema/tours.ts';
import { users } from '../../db/schema/users.ts';
import { badRequest, findDatabaseError, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { afterCursor, afterRankedCursor, type Cursor, type Page, type PageRequest, toPage } from '../../lib/pagination.ts';
import { PLACEHOLDER_PATH } from '../media/public.ts';
import { latestTravelDate } from '../check-in/public.ts';
import { latestTripTaken } from '../bookings/public.ts';
import { findVisibleTour, isVisibleTour } from '../tours/public.ts';
import type { AuditActor } from '../audit/public.ts';
import { changeReview } from './review-audit.ts';

type ReviewHidden = MyReview['hidden'];

const newestFirst = [desc(reviews.createdAt), desc(reviews.id)];
const after = (cursor: Cursor | undefined) => afterCursor(reviews.createdAt, reviews.id, cursor);

/**
 * A review is verified when its author has a booking of the tour that was accepted (booked) or
 * has taken place (completed): they travelled, or are about to. Worked out when read, so it
 * follows the booking: an accept makes it verified, a cancel takes that back. Written with table
 * names, because column references would be rendered unqualified and read as the subquery's own.
 */
const verifiedTraveller = sql<number>`(case when exists (
  select 1 from bookings as travelled
  where travelled.user_id = reviews.user_id and travelled.tour_id = reviews.tour_id and travelled.status in ('booked', 'completed')
) then 1 else 0 end)`.mapWith(Number);

/** The author's latest departure of the tour that has passed, on a booking not cancelled: they travelled. */
const tripTaken = (today: string) => latestTripTaken(sql.raw('reviews.user_id'), sql.raw('reviews.tour_id'), today);

/**
 * The tour page's order: reviews by travellers whose trip has passed first (decision 043), then
 * as before those written after being checked in on the trip, then those of travellers with an
 * accepted booking, then the rest.
 */
const reviewRank = (today: string) =>
  sql<number>`(case when ${tripTaken(today)} is not null then 3 when reviews.travelled_on is not null then 2 else ${verifiedTraveller} end)`.mapWith(Number);

/** What every review answer reads; `today` (India) decides which departures have passed. */
const reviewFields = (today: string) => ({
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  verified: verifiedTraveller,
  travelledOn: reviews.travelledOn,
  tripDate: tripTaken(today),
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  rank: reviewRank(today),
});

/** Why it was hidden, for its author and administrators; the tour's lists leave hidden reviews out. */
const hiddenFields = { at: reviews.hiddenAt, reason: reviews.hiddenReason };
const isShown = isNull(reviews.hiddenAt);
const hiddenOf = (hidden: { at: Date | null; reason: string | null }) =>
  hidden.at && hidden.reason !== null ? { at: hidden.at.toISOString(), reason: hidden.reason } : null;

/** `rankOf`: for a list ordered by a leading rank (verified first), so the cursor carries it. */
function mapPage<Row extends { id: string; createdAt: Date }, Item>(rows: Row[], limit: number, map: (row: Row) => Item, rankOf?: (row: Row) => number): Page<Item> {
  const page = toPage(
    rows.map((row) => ({ row, id: row.id, createdAt: row.createdAt, rank: rankOf?.(row) })),
    limit,
  );
  return { nextCursor: page.nextCursor, items: page.items.map(({ row }) => map(row)) };
}

interface ReviewRow {
  id: string;
  rating: number;
  comment: string;
  createdAt: Date;
  verified: number;
  travelledOn: string | null;
  tripDate: string | null;
  reply: string | null;
  repliedAt: Date | null;
}

const base = (row: ReviewRow) => ({
  _id: row.id,
  rating: row.rating,
  comment: row.comment,
  verified: row.verified === 1,
  verifiedTraveller: row.travelledOn !== null,
  travelledOn: row.travelledOn,
  createdAt: row.createdAt.toISOString(),
  reply: row.reply,
  repliedAt: row.repliedAt?.toISOString() ?? null,
  travelled: row.tripDate !== null,
  travelledIn: row.tripDate?.slice(0, 7) ?? null,
});

/** One review per traveller and tour: the unique constraint decides, also under a race. */
export async function createReview(
  db: Database,
  author: { _id: string; firstname: string; lastname: string },
  input: CreateReviewRequest,
): Promise<TourReview> {
  await findVisibleTour(db, input.tourId);
  const travelledOn = await latestTravelDate(db, author._id, input.tourId);
  try {
    const [inserted] = await db
      .insert(reviews)
      .values({ userId: author._id, tourId: input.tourId, rating: input.rating, comment: input.comment, travelledOn })
      .returning({ id: reviews.id });
    return (await findTourReview(db, inserted!.id))!;
  } catch (error) {
    if (isUniqueViolation(error, 'reviews_user_tour_key')) throw badRequest(reviewMessages.alreadyReviewed);
    // The tour was deleted between the check and the insert.
    if (findDatabaseError(error)?.code === '23503') throw notFound(tourMessages.notFound);
    throw error;
  }
}

/** One review as the tour page lists it, or undefined when there is no such review. */
export async function findTourReview(db: Database, reviewId: string, today = todayInIndia()): Promise<TourReview | undefined> {
  const [row] = await db
    .select({ ...reviewFields(today), tourId: reviews.tourId, firstname: users.firstname, lastname: users.lastname })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, reviewId));
  return row && { ...base(row), tourId: row.tourId, user: { firstname: row.firstname, lastname: row.lastname } };
}

/**
 * The traveller's own review of a visible tour, or null: the tour page shows it with Edit and
 * Delete, and, once an administrator hid it, why.
 */
export async function findMyTourReview(db: Database, userId: string, tourId: string): Promise<(TourReview & { hidden: ReviewHidden }) | null> {
  await findVisibleTour(db, tourId);
  const [mine] = await db
    .select({ id: reviews.id, hidden: hiddenFields })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.tourId, tourId)));
  const review = mine && (await findTourReview(db, mine.id));
  return review ? { ...review, hidden: hiddenOf(mine.hidden) } : null;
}

/**
 * A tour's shown reviews: those of travellers whose trip has passed first, then those written after
 * being checked in, then those of travellers who booked it, each group newest first.
 */
export async function listTourReviews(db: Database, tourId: string, { limit, cursor }: PageRequest, today = todayInIndia()): Promise<Page<TourReview>> {
  await findVisibleTour(db, tourId);
  const rank = reviewRank(today);
  const rows = await db
    .select({ ...reviewFields(today), firstname: users.firstname, lastname: users.lastname })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.tourId, tourId), isShown, afterRankedCursor(rank, reviews.createdAt, reviews.id, cursor)))
    .orderBy(desc(rank), ...newestFirst)
    .limit(limit + 1);
  return mapPage(
    rows,
    limit,
    (row) => ({ ...base(row), tourId, user: { firstname: row.firstname, lastname: row.lastname } }),
    (row) => row.rank,
  );
}

/** Your own reviews, hidden ones with why; those of banned tours are left out, as the tours themselves are. */
export async function listMyReviews(db: Database, userId: string, { limit, cursor }: PageRequest, today = todayInIndia()): Promise<Page<MyReview>> {
  const rows = await db
    .select({
      ...reviewFields(today),
      hidden: hiddenFields,
      tour: { id: tours.id, image: tours.image, title: tours.title, location: tours.location, description: tours.description },
    })
    .from(reviews)
    .innerJoin(tours, eq(tours.id, reviews.tourId))
    .where(and(eq(reviews.userId, userId), isVisibleTour, after(cursor)))
    .orderBy(...newestFirst)
    .limit(limit + 1);
  return mapPage(rows, limit, (row) => ({
    ...base(row),
    hidden: hiddenOf(row.hidden),
    tour: {
      _id: row.tour.id,
      image: row.tour.image ?? PLACEHOLDER_PATH,
      title: row.tour.title,
      location: row.tour.location,
      description: row.tour.description,
    },
  }));
}

/** Who hid a review, joined beside its author. */
const hider = alias(users, 'hider');

/** Every review, banned tours and hidden reviews included: administrators see everything. */
export async function listAllReviews(db: Database, { limit, cursor }: PageRequest, today = todayInIndia()): Promise<Page<AdminReview>> {
  const rows = await db
    .select({
      ...reviewFields(today),
      hidden: hiddenFields,
      hiddenBy: sql<string | null>`nullif(trim(concat_ws(' ', ${hider.firstname}, ${hider.lastname})), '')`,
      userId: reviews.userId,
      tourId: reviews.tourId,
      username: users.username,
      tourName: tours.title,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(tours, eq(tours.id, reviews.tourId))
    .leftJoin(hider, eq(hider.id, reviews.hiddenBy))
    .where(after(cursor))
    .orderBy(...newestFirst)
    .limit(limit + 1);
  return mapPage(rows, limit, (row) => ({
    ...base(row),
    username: row.username,
    tourName: row.tourName,
    userId: row.userId,
    tourId: row.tourId,
    hidden: row.hidden.at ? { ...hiddenOf(row.hidden)!, by: row.hiddenBy } : null,
  }));
}

export async function deleteReview(db: Database, reviewId: string, actor: AuditActor): Promise<void> {
  await changeReview(db, reviewId, actor, 'review.delete', async (tx) => {
    await tx.delete(reviews).where(eq(reviews.id, reviewId));
    return null;
  });
}
