import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { taxDocumentCounters, type taxDocumentSeries } from '../../db/schema/invoices.ts';

/**
 * The next number of a series in a financial year, in the caller's transaction. The upsert locks the
 * year's counter row until that transaction ends: a parallel payment on any instance waits here, and
 * one that rolls back gives its number back, so the numbers issued are consecutive with no gaps.
 * Callers take it last, after their other locks (departure, booking, order), so it never waits
 * while holding the counter on something else's lock.
 */
export async function nextDocumentNumber(tx: Executor, series: (typeof taxDocumentSeries)[number], financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(taxDocumentCounters)
    .values({ series, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [taxDocumentCounters.series, taxDocumentCounters.financialYear],
      set: { lastNumber: sql`${taxDocumentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: taxDocumentCounters.lastNumber });
  return row!.lastNumber;
}
