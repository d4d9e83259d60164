import { todayInIndia } from '@yatrika/contract/dates';
import { minGroupDecisionAt, type MinimumGroup } from '@yatrika/contract/tour-schedule';
import { and, eq, gte, inArray, isNotNull, isNull, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { departures } from '../../db/schema/departures.ts';
import { tours } from '../../db/schema/tours.ts';
import { lockDeparture, seatTakingStatuses, type DepartureOf } from './seats.ts';

/** The columns of a tour that make its minimum group. */
type MinGroupColumns = Pick<typeof tours.$inferSelect, 'minGroup' | 'minGroupDecisionHours' | 'minGroupAction'>;

/** A tour's minimum group, or null when it has none. */
export function minimumGroupOf(tour: MinGroupColumns): MinimumGroup | null {
  return tour.minGroup === null ? null : { minGroup: tour.minGroup, decisionHours: tour.minGroupDecisionHours, action: tour.minGroupAction };
}

/** A departure (a tour on a date at a start time) with bookings whose minimum group asks something of the job now. */
export interface MinGroupDue {
  tourId: string;
  date: string;
  startTime: string;
}

/**
 * Departures still to come, not decided yet, with pending or booked bookings on a tour with a
 * minimum group, that are past their decision time, or (for 'confirm') at the minimum with
 * bookings still pending. Read without a lock: each is decided again under its lock.
 */
export async function findMinGroupDepartures(executor: Executor, now: Date): Promise<MinGroupDue[]> {
  const rows = await executor
    .select({
      tourId: bookings.tourId,
      date: bookings.bookingDate,
      startTime: bookings.startTime,
      minGroup: tours.minGroup,
      minGroupDecisionHours: tours.minGroupDecisionHours,
      minGroupAction: tours.minGroupAction,
      booked: sum(bookings.numPeople).mapWith(Number),
      pending: sql<boolean>`bool_or(${bookings.status} = 'pending')`,
    })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(
      departures,
      and(eq(departures.tourId, bookings.tourId), eq(departures.date, bookings.bookingDate), eq(departures.startTime, bookings.startTime)),
    )
    .where(
      and(
        isNotNull(tours.minGroup),
        inArray(bookings.status, seatTakingStatuses),
        gte(bookings.bookingDate, todayInIndia(now)),
        isNull(departures.minGroupDecidedAt),
      ),
    )
    .groupBy(bookings.tourId, bookings.bookingDate, bookings.startTime, tours.minGroup, tours.minGroupDecisionHours, tours.minGroupAction);
  return rows
    .filter((row) => {
      const rule = minimumGroupOf(row)!;
      const pastDecision = minGroupDecisionAt(row.date, row.startTime, rule.decisionHours).getTime() <= now.getTime();
      return pastDecision || (rule.action === 'confirm' && row.pending && row.booked >= rule.minGroup);
    })
    .map((row) => ({ tourId: row.tourId!, date: row.date, startTime: row.startTime }));
}

/** One departure as its minimum group sees it, under the departure's lock. */
export interface LockedMinGroupDeparture {
  rule: MinimumGroup;
  decisionAt: Date;
  /** People on pending and booked bookings. */
  booked: number;
  /** Already decided (by another run, or another instance): nothing more to do. */
  decided: boolean;
}

/**
 * Takes the departure's lock (the one every sale takes, so no booking lands while it is decided)
 * and reads what its minimum group needs. Undefined when the tour is gone or has no minimum.
 */
export async function lockMinGroupDeparture(tx: Executor, departure: DepartureOf): Promise<LockedMinGroupDeparture | undefined> {
  const { tourId, date, startTime } = departure;
  const locked = await lockDeparture(tx, tourId, date, startTime);
  if (!locked) return undefined;
  const [tour] = await tx
    .select({ minGroup: tours.minGroup, minGroupDecisionHours: tours.minGroupDecisionHours, minGroupAction: tours.minGroupAction })
    .from(tours)
    .where(eq(tours.id, tourId));
  const rule = tour ? minimumGroupOf(tour) : null;
  if (!rule) return undefined;
  const [seats] = await tx
    .select({ people: sum(bookings.numPeople).mapWith(Number) })
    .from(bookings)
    .where(and(onBookingsOf(departure), inArray(bookings.status, seatTakingStatuses)));
  const [change] = await tx.select({ decidedAt: departures.minGroupDecidedAt }).from(departures).where(onChangeOf(departure));
  return {
    rule,
    decisionAt: minGroupDecisionAt(date, startTime, rule.decisionHours),
    booked: seats?.people ?? 0,
    decided: change?.decidedAt != null,
  };
}

/**
 * Records the decision on the departure, in the transaction of what it did: a cancelled
 * departure is also closed, so nothing more is sold on it.
 */
export async function recordMinGroupDecision(tx: Executor, departure: DepartureOf, outcome: 'canceled' | 'runs', now: Date): Promise<void> {
  const set = { minGroupDecidedAt: now, minGroupOutcome: outcome, updatedAt: now, ...(outcome === 'canceled' ? { closed: true } : {}) };
  await tx
    .insert(departures)
    .values({ ...departure, ...set })
    .onConflictDoUpdate({ target: [departures.tourId, departures.date, departures.startTime], set });
}

/** Whether the departure was cancelled for its minimum group: even a live hold's payment is refused then. */
export async function cancelledForMinGroup(tx: Executor, departure: DepartureOf): Promise<boolean> {
  const [row] = await tx.select({ outcome: departures.minGroupOutcome }).from(departures).where(onChangeOf(departure));
  return row?.outcome === 'canceled';
}

/** The bookings sitting on one departure. */
export const onBookingsOf = ({ tourId, date, startTime }: DepartureOf) =>
  and(eq(bookings.tourId, tourId), eq(bookings.bookingDate, date), eq(bookings.startTime, startTime));

/** The operator's change row of one departure. */
const onChangeOf = ({ tourId, date, startTime }: DepartureOf) =>
  and(eq(departures.tourId, tourId), eq(departures.date, date), eq(departures.startTime, startTime));
