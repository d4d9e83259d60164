import type { DashboardDeparture, DashboardToday, RevenueDay, RevenueTour } from '@yatrika/contract/admin';
import { bookingReference } from '@yatrika/contract/booking-reference';
import { addDays, todayInIndia } from '@yatrika/contract/dates';
import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { departuresOfDay } from '../check-in/public.ts';
import { countNeedingAttention } from '../payments/public.ts';

/** Pending bookings listed by name on the dashboard; the count covers them all. */
const FIRST_PENDING = 5;
/** Days of revenue, today included. */
export const REVENUE_DAYS = 30;
/** India has one offset all year (no daylight saving), so its day of an instant is a fixed shift from UTC. */
const INDIA_OFFSET = sql.raw(`interval '330 minutes'`);

/** Today's and tomorrow's departures (India), each with the seats sold and who has checked in. */
async function departuresSoon(db: Database, today: string, now: Date): Promise<DashboardDeparture[]> {
  const days = [today, addDays(today, 1)];
  const perDay = await Promise.all(days.map((day) => departuresOfDay(db, day, now)));
  return perDay.flat().map((departure) => ({
    tourId: departure.tourId,
    tourTitle: departure.title,
    date: departure.date,
    startTime: departure.startTime,
    seatsSold: departure.people,
    checkedIn: departure.checkedIn,
  }));
}

/** Bookings the operator has still to accept or cancel: pending, their date not yet past; the oldest first. */
async function awaitingDecision(db: Database, today: string): Promise<DashboardToday['awaitingDecision']> {
  const waiting = and(eq(bookings.status, 'pending'), gte(bookings.bookingDate, today));
  const [[total], first] = await Promise.all([
    db.select({ value: count() }).from(bookings).where(waiting),
    db.select().from(bookings).where(waiting).orderBy(asc(bookings.createdAt), asc(bookings.id)).limit(FIRST_PENDING),
  ]);
  return {
    count: total?.value ?? 0,
    first: first.map((row) => ({
      _id: row.id,
      reference: bookingReference(row.number),
      tourTitle: row.tourTitle,
      fullName: row.fullName,
      bookingDate: row.bookingDate,
      numPeople: row.numPeople,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

interface MoneyEvent {
  day: string;
  tourId: string | null;
  tourTitle: string;
  paid: number;
  refunded: number;
}

/**
 * Revenue as decision 018 defines it: payments captured (an order's `paid_at`, whatever became
 * of it, and money collected for a larger party, decision 023) minus refunds processed (a booking's,
 * decision 042, or a paid order's that never became a booking) or handed back by
 * the operator (money paid offline), each on the India day it
 * happened, in paise. Refunds still pending, failed or owed by hand have not given money back yet
 * and do not count. The tour is the booking's, else the order's.
 */
async function moneyEvents(db: Database, from: string): Promise<MoneyEvent[]> {
  // Midnight in India on the first day, as an instant.
  const since = sql`${`${from}T00:00:00+05:30`}::timestamptz`;
  const result = (await db.execute(sql`
    with events as (
      select o.paid_at as at, coalesce(b.tour_id::text, o.booking_details ->> 'tourId') as tour_id,
             coalesce(b.tour_title, o.booking_details ->> 'tourTitle') as tour_title, o.amount_paise as paid, 0::bigint as refunded
        from payment_orders o left join bookings b on b.id = o.booking_id
       where o.paid_at is not null and o.paid_at >= ${since}
      union all
      select o.refunded_at, o.booking_details ->> 'tourId', o.booking_details ->> 'tourTitle', 0, coalesce(o.refund_amount_paise, o.amount_paise)
        from payment_orders o
       where o.refund_status = 'processed' and o.refunded_at >= ${since}
      union all
      select c.created_at, b.tour_id::text, b.tour_title, c.amount_paise, 0
        from booking_collections c join bookings b on b.id = c.booking_id
       where c.created_at >= ${since}
      union all
      select r.refunded_at, b.tour_id::text, b.tour_title, 0, r.amount_paise
        from booking_refunds r join bookings b on b.id = r.booking_id
       where r.status in ('processed', 'handed_back') and r.refunded_at >= ${since}
    )
    select to_char(((at at time zone 'UTC') + ${INDIA_OFFSET})::date, 'YYYY-MM-DD') as day, tour_id, tour_title,
           sum(paid) as paid, sum(refunded) as refunded
      from events
     group by 1, 2, 3`)) as unknown as { rows: Array<{ day: string; tour_id: string | null; tour_title: string | null; paid: string | number; refunded: string | number }> };
  return result.rows.map((row) => ({
    day: row.day,
    tourId: row.tour_id,
    tourTitle: row.tour_title ?? 'No tour chosen',
    paid: Number(row.paid),
    refunded: Number(row.refunded),
  }));
}

const rupees = (paid: number, refunded: number) => ({ paid: paiseToRupees(paid), refunded: paiseToRupees(refunded), net: paiseToRupees(paid - refunded) });

/** Revenue by India day over the window (every day present, zero when quiet) and by tour, largest net first. */
async function revenue(db: Database, today: string): Promise<DashboardToday['revenue']> {
  const from = addDays(today, -(REVENUE_DAYS - 1));
  const events = (await moneyEvents(db, from)).filter((event) => event.day >= from && event.day <= today);
  const byDay = new Map<string, { paid: number; refunded: number }>();
  for (let day = from; day <= today; day = addDays(day, 1)) byDay.set(day, { paid: 0, refunded: 0 });
  const byTour = new Map<string, { tourId: string | null; tourTitle: string; paid: number; refunded: number }>();
  for (const event of events) {
    const day = byDay.get(event.day)!;
    day.paid += event.paid;
    day.refunded += event.refunded;
    const key = event.tourId ?? `title:${event.tourTitle}`;
    const tour = byTour.get(key) ?? { tourId: event.tourId, tourTitle: event.tourTitle, paid: 0, refunded: 0 };
    tour.paid += event.paid;
    tour.refunded += event.refunded;
    byTour.set(key, tour);
  }
  const days: RevenueDay[] = [...byDay].map(([date, sums]) => ({ date, ...rupees(sums.paid, sums.refunded) }));
  const tourRows: RevenueTour[] = [...byTour.values()]
    .sort((a, b) => b.paid - b.refunded - (a.paid - a.refunded) || a.tourTitle.localeCompare(b.tourTitle))
    .map((tour) => ({ tourId: tour.tourId, tourTitle: tour.tourTitle, ...rupees(tour.paid, tour.refunded) }));
  return { from, to: today, byDay: days, byTour: tourRows };
}

/** Today at a glance: what leaves today and tomorrow, what waits for the operator, and the money of the last 30 days. */
export async function getToday(db: Database, graceSeconds: number, now: Date = new Date()): Promise<DashboardToday> {
  const today = todayInIndia(now);
  const [departures, pending, paymentsNeedingAttention, money] = await Promise.all([
    departuresSoon(db, today, now),
    awaitingDecision(db, today),
    countNeedingAttention(db, now, graceSeconds),
    revenue(db, today),
  ]);
  return { date: today, departures, awaitingDecision: pending, paymentsNeedingAttention, revenue: money };
}
