import { holdMessages } from '@yatrika/contract/hold-messages';
import { and, count, desc, eq, gt, isNull, lte, ne, or, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { seatHolds } from '../../db/schema/departures.ts';
import { conflict } from '../../lib/errors.ts';

// What keeps one traveller from hoarding seats by opening checkouts and never paying (decision
// 013): a wait after a hold runs out unpaid, per account and per client address, and a limit on
// what one account holds at once. Each check runs in holdSeats' transaction, under its locks.

/** How much one account may hold, and for how long (from BookingRules). */
export interface HoldRules {
  /** HOLD_MINUTES: a hold lasts this long from the first checkout, and the wait after one that ran out unpaid as long. */
  minutes: number;
  /** MAX_HOLDS_PER_ACCOUNT: departures held at once. */
  maxDepartures: number;
  /** MAX_HELD_SEATS_PER_ACCOUNT: seats held at once, across departures. */
  maxSeats: number;
}

/** A tour on a date at a start time. */
export interface Departure {
  tourId: string;
  date: string;
  startTime: string;
}

const onDeparture = ({ tourId, date, startTime }: Departure) =>
  and(eq(seatHolds.tourId, tourId), eq(seatHolds.date, date), eq(seatHolds.startTime, startTime));

/** A hold whose wait is over (or, made before the wait existed, that ran out): it matters no more. */
export const endedBy = (now: Date) =>
  or(lte(seatHolds.cooldownEndsAt, now), and(isNull(seatHolds.cooldownEndsAt), lte(seatHolds.expiresAt, now)));

/**
 * Serialises the holds of one account until the transaction ends, so its parallel checkouts on
 * different departures are counted one after another against its limits. Taken before the
 * departure's lock, and nothing else takes it, so the two locks cannot deadlock.
 */
export async function lockHolder(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`holder:${userId}`}::text, 0))`);
}

/** Removes the departure's holds whose wait is over: they count for nothing any more. */
export async function forgetEndedHolds(tx: Executor, departure: Departure, now: Date): Promise<void> {
  await tx.delete(seatHolds).where(and(onDeparture(departure), endedBy(now)));
}

/**
 * 409 while another account from this client address waits after letting its hold on the
 * departure run out unpaid, so many accounts behind one address cannot take turns holding it.
 */
export async function refuseWhileAddressWaits(tx: Executor, clientAddress: string, departure: Departure, now: Date): Promise<void> {
  const [waiting] = await tx
    .select({ until: seatHolds.cooldownEndsAt })
    .from(seatHolds)
    .where(and(onDeparture(departure), eq(seatHolds.clientAddress, clientAddress), lte(seatHolds.expiresAt, now), gt(seatHolds.cooldownEndsAt, now)))
    .orderBy(desc(seatHolds.cooldownEndsAt))
    .limit(1);
  if (waiting?.until) throw conflict(holdMessages.addressHoldRanOut(waiting.until, now));
}

/**
 * 409 when holding `seats` on this departure would take the account past its limits. What it
 * holds on this departure already is left out: a reopened checkout replaces it, not adds to it.
 * Holds whose seats were given back (a failed payment) hold nothing and do not count, nor do the
 * holds of payment links the operator sent (decision 024).
 */
export async function refuseOverLimits(tx: Executor, userId: string, departure: Departure, seats: number, rules: HoldRules, now: Date): Promise<void> {
  const [elsewhere] = await tx
    .select({ departures: count(), seats: sum(seatHolds.seats).mapWith(Number) })
    .from(seatHolds)
    .where(
      and(
        eq(seatHolds.userId, userId),
        gt(seatHolds.expiresAt, now),
        gt(seatHolds.seats, 0),
        // A payment link's hold was made by the operator, not by this traveller's checkouts.
        eq(seatHolds.byOperator, false),
        or(ne(seatHolds.tourId, departure.tourId), ne(seatHolds.date, departure.date), ne(seatHolds.startTime, departure.startTime)),
      ),
    );
  const heldDepartures = elsewhere?.departures ?? 0;
  const heldSeats = elsewhere?.seats ?? 0;
  if (heldDepartures >= rules.maxDepartures) throw conflict(holdMessages.tooManyHolds(rules.maxDepartures));
  if (heldSeats + seats > rules.maxSeats) throw conflict(holdMessages.tooManyHeldSeats(rules.maxSeats, heldSeats));
}
