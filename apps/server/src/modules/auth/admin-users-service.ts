import type { AdminUser } from '@yatrika/contract/admin';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { moments } from '../../db/schema/moments.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { tours } from '../../db/schema/tours.ts';
import { users } from '../../db/schema/users.ts';
import { notFound } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { toProfile } from './service.ts';
import { effectiveStatus, todayInIndia } from '@yatrika/contract/dates';
import { deleteImageIfUnused } from '../media/public.ts';
import { afterCursor, toPage, type Page, type PageRequest } from '../../lib/pagination.ts';
import { recordAudit, type AuditActor } from '../audit/public.ts';

type UserRow = typeof users.$inferSelect;

export function toAdminUserSummary(user: UserRow) {
  const { photo: _photo, role: _role, ...summary } = toProfile(user);
  return summary;
}


/** Travellers, newest first, each with their bookings and reviews (two queries for the whole page). */
export async function listUsers(db: Database, search: string | undefined, { limit, cursor }: PageRequest): Promise<Page<AdminUser>> {
  const term = search?.trim();
  const pattern = term ? containsPattern(term) : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.role, 'traveller'),
        // A record merged into another is closed: its bookings and reviews show on the kept one.
        isNull(users.closedAt),
        pattern
          ? or(
              sql`(${users.firstname} || ' ' || ${users.lastname}) ilike ${pattern}`,
              sql`${users.username} ilike ${pattern}`,
              sql`${users.email} ilike ${pattern}`,
            )
          : undefined,
        afterCursor(users.createdAt, users.id, cursor),
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit + 1);
  const page = toPage(rows, limit);
  const ids = page.items.map((user) => user.id);

  const [userBookings, userReviews] = ids.length
    ? await Promise.all([
        db
          .select({ id: bookings.id, userId: bookings.userId, tourTitle: bookings.tourTitle, status: bookings.status, bookingDate: bookings.bookingDate, createdAt: bookings.createdAt })
          .from(bookings)
          .where(inArray(bookings.userId, ids))
          .orderBy(desc(bookings.createdAt)),
        db
          .select({ id: reviews.id, userId: reviews.userId, tourName: tours.title, rating: reviews.rating, createdAt: reviews.createdAt })
          .from(reviews)
          .innerJoin(tours, eq(tours.id, reviews.tourId))
          .where(inArray(reviews.userId, ids))
          .orderBy(desc(reviews.createdAt)),
      ])
    : [[], []];

  const today = todayInIndia();
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((user) => ({
      ...toAdminUserSummary(user),
      bookings: userBookings
        .filter((booking) => booking.userId === user.id)
        .map(({ id, tourTitle, status, bookingDate, createdAt }) => ({ _id: id, tourTitle, status: effectiveStatus(status, bookingDate, today), bookingDate, createdAt: createdAt.toISOString() })),
      reviews: userReviews
        .filter((review) => review.userId === user.id)
        .map(({ id, tourName, rating, createdAt }) => ({ _id: id, tourName, rating, createdAt: createdAt.toISOString() })),
    })),
  };
}

/**
 * Deletes a traveller. Their wishlist, reviews, moments, likes and comments go
 * with them (foreign keys cascade), and so do their pictures; their bookings
 * stay, detached, because they are a record of money paid (decision 002).
 * `beforeDelete` runs in the transaction once the account's row is locked, so a
 * check it makes cannot be undone by a booking made meanwhile.
 */
export async function deleteTraveller(
  db: Database,
  userId: string,
  beforeDelete?: (tx: Transaction) => Promise<void>,
  /** The staff account deleting it, for the audit log; none when travellers close their own account. */
  actor?: AuditActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (beforeDelete) {
      // A new booking takes a key-share lock on its traveller's row, so this waits for any in flight.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      await beforeDelete(tx);
    }
    const momentImages = await tx.select({ image: moments.image }).from(moments).where(eq(moments.userId, userId));
    const [deleted] = await tx
      .delete(users)
      .where(and(eq(users.id, userId), eq(users.role, 'traveller')))
      .returning({ photo: users.photo, username: users.username, firstname: users.firstname, lastname: users.lastname, email: users.email, createdAt: users.createdAt });
    if (!deleted) throw notFound('User not found.');
    if (actor) {
      const { photo: _photo, ...before } = deleted;
      await recordAudit(tx, actor, { action: 'user.delete', subject: { kind: 'user', id: userId }, before });
    }
    for (const image of [deleted.photo, ...momentImages.map((moment) => moment.image)]) await deleteImageIfUnused(tx, image);
  });
}
