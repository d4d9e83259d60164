import { bookingReference } from '@yatrika/contract/booking-reference';
import { customerMessages, type CustomerRecord } from '@yatrika/contract/customers';
import { effectiveStatus, todayInIndia } from '@yatrika/contract/dates';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { tours } from '../../db/schema/tours.ts';
import { users } from '../../db/schema/users.ts';
import { notFound } from '../../lib/errors.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { ledgerTotalsByBooking } from '../money/public.ts';
import { notesOf } from './notes.ts';

/** An open traveller account (not an administrator's, not closed by a merge), or 404. */
export async function findCustomer(db: Executor, userId: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'traveller'), isNull(users.closedAt)));
  if (!user) throw notFound(customerMessages.notFound);
  return user;
}

/**
 * One traveller's record: their bookings with what each paid and got back, read from the
 * bookings' ledgers (money's own sums, so the figures agree with every booking's page), their
 * reviews and the operator's notes.
 */
export async function customerRecord(db: Executor, userId: string): Promise<CustomerRecord> {
  const user = await findCustomer(db, userId);
  const [bookingRows, reviewRows, notes] = await Promise.all([
    // A booking that reached a merged account after its merge (a payment in flight) still shows here.
    db
      .select()
      .from(bookings)
      .where(or(eq(bookings.userId, userId), inArray(bookings.userId, db.select({ id: users.id }).from(users).where(eq(users.mergedIntoId, userId)))))
      .orderBy(desc(bookings.createdAt), desc(bookings.id)),
    db
      .select({ _id: reviews.id, tourId: reviews.tourId, tourName: tours.title, rating: reviews.rating, comment: reviews.comment, createdAt: reviews.createdAt })
      .from(reviews)
      .innerJoin(tours, eq(tours.id, reviews.tourId))
      .where(eq(reviews.userId, userId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id)),
    notesOf(db, userId),
  ]);
  const ledgers = await ledgerTotalsByBooking(
    db,
    bookingRows.map((booking) => booking.id),
  );
  const today = todayInIndia();
  let paidPaise = 0;
  let refundedPaise = 0;
  const customerBookings = bookingRows.map((booking) => {
    const money = ledgers.get(booking.id) ?? { paidPaise: 0, refundedPaise: 0 };
    paidPaise += money.paidPaise;
    refundedPaise += money.refundedPaise;
    return {
      _id: booking.id,
      reference: bookingReference(booking.number),
      tourId: booking.tourId,
      tourTitle: booking.tourTitle,
      bookingDate: booking.bookingDate,
      numPeople: booking.numPeople,
      status: effectiveStatus(booking.status, booking.bookingDate, today),
      totalPrice: paiseToRupees(booking.totalPaise),
      paid: paiseToRupees(money.paidPaise),
      refunded: paiseToRupees(money.refundedPaise),
      createdAt: booking.createdAt.toISOString(),
    };
  });
  return {
    customer: {
      _id: user.id,
      firstname: user.firstname,
      lastname: user.lastname,
      username: user.username,
      email: user.email,
      phone: user.phone,
      gender: user.gender,
      createdAt: user.createdAt.toISOString(),
    },
    totalSpent: paiseToRupees(paidPaise),
    totalRefunded: paiseToRupees(refundedPaise),
    bookings: customerBookings,
    reviews: reviewRows.map((review) => ({ ...review, createdAt: review.createdAt.toISOString() })),
    notes,
  };
}
