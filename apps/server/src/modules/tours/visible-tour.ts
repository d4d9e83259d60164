import { tourMessages } from '@yatrika/contract/tours';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { tours } from '../../db/schema/tours.ts';
import { notFound } from '../../lib/errors.ts';
import type { TourRow } from './tour-response.ts';

/** Visitors and travellers see active tours only; use this in any query that lists tours for them. */
export const isVisibleTour = eq(tours.status, 'active');

/**
 * The tour a visitor or traveller may see, wish for, review or book: active
 * ones only. A banned, missing or malformed id is the same 404 for them.
 */
export async function findVisibleTour(db: Executor, id: string): Promise<TourRow> {
  if (!z.uuid().safeParse(id).success) throw notFound(tourMessages.notFound);
  const [row] = await db.select().from(tours).where(and(eq(tours.id, id), isVisibleTour));
  if (!row) throw notFound(tourMessages.notFound);
  return row;
}
