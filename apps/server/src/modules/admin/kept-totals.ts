import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { keptTotals } from '../../db/schema/kept-totals.ts';

export interface KeptTotals {
  tours: number;
  bookings: number;
  reviews: number;
  travellers: number;
}

/**
 * The dashboard's totals as the database keeps them (migration 0028): one read of a few dozen
 * rows, whatever the size of the tables counted.
 */
export async function readKeptTotals(db: Database): Promise<KeptTotals> {
  const rows = await db
    .select({ name: keptTotals.name, value: sql<string>`sum(${keptTotals.value})` })
    .from(keptTotals)
    .groupBy(keptTotals.name);
  const totals: KeptTotals = { tours: 0, bookings: 0, reviews: 0, travellers: 0 };
  for (const row of rows) totals[row.name as keyof KeptTotals] = Number(row.value);
  return totals;
}
