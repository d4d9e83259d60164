import {
  datePriceBeyondHorizon,
  datePriceMessages,
  datePriceTypeNotOffered,
  type DatePriceRule,
  type createDatePriceRequest,
} from '@yatrika/contract/date-prices';
import { addDays, todayInIndia } from '@yatrika/contract/dates';
import { tourMessages } from '@yatrika/contract/tours';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { tourDatePrices } from '../../db/schema/date-prices.ts';
import { tours } from '../../db/schema/tours.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { paiseToRupees, rupeesToPaise } from '../../lib/money.ts';
import type { DatePriceRow } from './date-price-rules.ts';
import { recordAudit, type AuditActor } from '../audit/public.ts';

type NewDatePrice = z.output<typeof createDatePriceRequest>;

const toRule = (row: DatePriceRow): DatePriceRule => ({
  _id: row.id,
  tourId: row.tourId,
  from: row.firstDate,
  to: row.lastDate,
  weekdays: row.weekdays,
  prices: {
    adult: paiseToRupees(row.adultPricePaise),
    child: row.childPricePaise === null ? null : paiseToRupees(row.childPricePaise),
    senior: row.seniorPricePaise === null ? null : paiseToRupees(row.seniorPricePaise),
  },
  createdAt: row.createdAt.toISOString(),
});

/** Any tour, banned too (the operator may price dates before unbanning); 404 when there is none. */
async function findTour(db: Database, tourId: string) {
  const [tour] = await db.select({ id: tours.id, priceTypes: tours.priceTypes }).from(tours).where(eq(tours.id, tourId));
  if (!tour) throw notFound(tourMessages.notFound);
  return tour;
}

/** A tour's rules, newest first: those still to come, or every one with `past`. */
export async function listDatePrices(db: Database, tourId: string, { past = false, today = todayInIndia() } = {}): Promise<DatePriceRule[]> {
  await findTour(db, tourId);
  const rows = await db
    .select()
    .from(tourDatePrices)
    .where(and(eq(tourDatePrices.tourId, tourId), past ? undefined : gte(tourDatePrices.lastDate, today)))
    .orderBy(desc(tourDatePrices.createdAt), desc(tourDatePrices.id));
  return rows.map(toRule);
}

/**
 * Adds a rule. Orders and bookings already made keep their lines: an order is priced by the
 * quote when its hold is made, and nothing here touches it.
 */
export async function createDatePrice(
  db: Database,
  tourId: string,
  input: NewDatePrice,
  actor: AuditActor,
  { horizonDays, today = todayInIndia() }: { horizonDays: number; today?: string },
): Promise<DatePriceRule> {
  const tour = await findTour(db, tourId);
  if (input.from < today) throw badRequest(datePriceMessages.inPast);
  if (input.to > addDays(today, horizonDays)) throw badRequest(datePriceBeyondHorizon(horizonDays));
  for (const type of ['child', 'senior'] as const) {
    if (input.prices[type] != null && !tour.priceTypes.some((each) => each.type === type)) throw badRequest(datePriceTypeNotOffered(type));
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
    .insert(tourDatePrices)
    .values({
      tourId,
      firstDate: input.from,
      lastDate: input.to,
      weekdays: input.weekdays,
      adultPricePaise: rupeesToPaise(input.prices.adult),
      childPricePaise: input.prices.child == null ? null : rupeesToPaise(input.prices.child),
      seniorPricePaise: input.prices.senior == null ? null : rupeesToPaise(input.prices.senior),
    })
    .returning();
    const rule = toRule(row!);
    await recordAudit(tx, actor, { action: 'date-price.create', subject: { kind: 'date-price', id: rule._id }, after: rule });
    return rule;
  });
}

/** Removes a rule of this tour; 404 for an unknown tour or a rule of another tour. */
export async function deleteDatePrice(db: Database, tourId: string, ruleId: string, actor: AuditActor): Promise<void> {
  await findTour(db, tourId);
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(tourDatePrices)
      .where(and(eq(tourDatePrices.id, ruleId), eq(tourDatePrices.tourId, tourId)))
      .returning();
    if (!deleted) throw notFound(datePriceMessages.notFound);
    await recordAudit(tx, actor, { action: 'date-price.delete', subject: { kind: 'date-price', id: ruleId }, before: toRule(deleted) });
  });
}
