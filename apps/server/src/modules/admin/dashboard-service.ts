import type { AdminDashboard } from '@yatrika/contract/admin';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tours } from '../../db/schema/tours.ts';
import { users } from '../../db/schema/users.ts';
import { toAdminUserSummary } from '../auth/public.ts';
import { toTourResponse } from '../tours/public.ts';
import { readKeptTotals } from './kept-totals.ts';
import { getToday } from './today.ts';

const RECENT = 5;

/** The spec's totals (kept by the database, not counted here) and newest lists, exactly as before, and today at a glance beside them. */
export async function getDashboard(db: Database, graceSeconds: number): Promise<AdminDashboard> {
  const [totals, recentTours, recentUsers, today] = await Promise.all([
    readKeptTotals(db),
    db.select().from(tours).orderBy(desc(tours.createdAt), desc(tours.id)).limit(RECENT),
    db.select().from(users).where(and(eq(users.role, 'traveller'), isNull(users.closedAt))).orderBy(desc(users.createdAt), desc(users.id)).limit(RECENT),
    getToday(db, graceSeconds),
  ]);
  return {
    totalUsers: totals.travellers,
    totalTours: totals.tours,
    totalBookings: totals.bookings,
    totalReviews: totals.reviews,
    recentTours: recentTours.map(toTourResponse),
    recentUsers: recentUsers.map(toAdminUserSummary),
    today,
  };
}
