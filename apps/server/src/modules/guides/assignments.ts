import { tourMessages } from '@yatrika/contract/tour-messages';
import { guideMessages, type GuideAccount } from '@yatrika/contract/guides';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { departureGuides, tourGuides } from '../../db/schema/guides.ts';
import { tours } from '../../db/schema/tours.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/public.ts';
import { guideAccountsOf, requireGuides } from './guide-accounts.ts';

export interface DepartureKey {
  tourId: string;
  date: string;
  startTime: string;
}

async function tourOf(db: Executor, tourId: string): Promise<{ id: string; startTimes: string[] }> {
  const [tour] = await db.select({ id: tours.id, startTimes: tours.startTimes }).from(tours).where(eq(tours.id, tourId));
  if (!tour) throw notFound(tourMessages.notFound);
  return tour;
}

/** The departure a date and an optional start time name: the tour's first start time when left out. */
export async function departureOf(db: Executor, tourId: string, date: string, startTime: string | undefined): Promise<DepartureKey> {
  const tour = await tourOf(db, tourId);
  const chosen = startTime ?? tour.startTimes[0]!;
  if (!tour.startTimes.includes(chosen)) throw badRequest(guideMessages.startTimeUnknown);
  return { tourId, date, startTime: chosen };
}

async function tourGuideIds(db: Executor, tourId: string): Promise<string[]> {
  const rows = await db.select({ userId: tourGuides.userId }).from(tourGuides).where(eq(tourGuides.tourId, tourId)).orderBy(asc(tourGuides.userId));
  return rows.map((row) => row.userId);
}

const onDeparture = (key: DepartureKey) =>
  and(eq(departureGuides.tourId, key.tourId), eq(departureGuides.date, key.date), eq(departureGuides.startTime, key.startTime));

async function departureGuideIds(db: Executor, key: DepartureKey): Promise<string[]> {
  const rows = await db.select({ userId: departureGuides.userId }).from(departureGuides).where(onDeparture(key)).orderBy(asc(departureGuides.userId));
  return rows.map((row) => row.userId);
}

export async function guidesOfTour(db: Executor, tourId: string): Promise<GuideAccount[]> {
  await tourOf(db, tourId);
  return guideAccountsOf(db, await tourGuideIds(db, tourId));
}

export async function guidesOfDeparture(db: Executor, key: DepartureKey): Promise<GuideAccount[]> {
  return guideAccountsOf(db, await departureGuideIds(db, key));
}

/**
 * Replaces a tour's guides with the list given, in one transaction with its audit row. The tour's
 * row is locked first, so two people saving the tour's guides at once apply one after the other.
 */
export async function setTourGuides(db: Database, tourId: string, guideIds: readonly string[], actor: AuditActor): Promise<GuideAccount[]> {
  return db.transaction(async (tx) => {
    const [tour] = await tx.select({ id: tours.id }).from(tours).where(eq(tours.id, tourId)).for('update');
    if (!tour) throw notFound(tourMessages.notFound);
    const chosen = await requireGuides(tx, guideIds);
    const before = await tourGuideIds(tx, tourId);
    await tx.delete(tourGuides).where(eq(tourGuides.tourId, tourId));
    if (chosen.length > 0) await tx.insert(tourGuides).values(chosen.map((userId) => ({ tourId, userId }))).onConflictDoNothing();
    const after = await tourGuideIds(tx, tourId);
    await recordAudit(tx, actor, { action: 'tour.guides', subject: { kind: 'tour', id: tourId }, before: { guideIds: before }, after: { guideIds: after } });
    return guideAccountsOf(tx, after);
  });
}

/** Replaces one departure's own guides (the tour's stay as they are), with its audit row. */
export async function setDepartureGuides(db: Database, key: DepartureKey, guideIds: readonly string[], actor: AuditActor): Promise<GuideAccount[]> {
  return db.transaction(async (tx) => {
    // The tour's row is the departure's lock here too: no departures row need exist.
    const [tour] = await tx.select({ id: tours.id }).from(tours).where(eq(tours.id, key.tourId)).for('update');
    if (!tour) throw notFound(tourMessages.notFound);
    const chosen = await requireGuides(tx, guideIds);
    const before = await departureGuideIds(tx, key);
    await tx.delete(departureGuides).where(onDeparture(key));
    if (chosen.length > 0) await tx.insert(departureGuides).values(chosen.map((userId) => ({ ...key, userId }))).onConflictDoNothing();
    const after = await departureGuideIds(tx, key);
    await recordAudit(tx, actor, {
      action: 'departure.guides',
      subject: { kind: 'departure', id: `${key.tourId}/${key.date}/${key.startTime}` },
      before: { guideIds: before },
      after: { guideIds: after },
    });
    return guideAccountsOf(tx, after);
  });
}
