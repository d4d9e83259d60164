import type { AdminDashboard } from '@yatrika/contract/admin';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { tours } from '../../db/schema/tours.ts';
import { users } from '../../db/schema/users.ts';
import { toAdminUserSummary } from '../auth/public.ts';
import { toTourResponse } from '../tours/public.ts';
import { getToday } from './today.ts';

const RECENT = 5;

/** The spec's totals and newest lists, exactly as before, and today at a glance beside them. */
export async function getDashboard(db: Database, graceSeconds: number): Promise<AdminDashboard> {
  const [[travellerCount], [tourCount], [bookingCount], [reviewCount], recentTours, recentUsers, today] = await Promise.all([
    db.select({ value: count() }).from(users).where(eq(users.role, 'traveller')),
    db.select({ value: count() }).from(tours),
    db.select({ value: count() }).from(bookings),
    db.select({ value: count() }).from(reviews),
    db.select().from(tours).orderBy(desc(tours.createdAt), desc(tours.id)).limit(RECENT),
    db.select().from(users).where(eq(users.role, 'traveller')).orderBy(desc(users.createdAt), desc(users.id)).limit(RECENT),
    getToday(db, graceSeconds),
  ]);
  return {
    totalUsers: travellerCount?.value ?? 0,
    totalTours: tourCount?.value ?? 0,
    totalBookings: bookingCount?.value ?? 0,
    totalReviews: reviewCount?.value ?? 0,
    recentTours: recentTours.map(toTourResponse),
    recentUsers: recentUsers.map(toAdminUserSummary),
    today,
  };
}
