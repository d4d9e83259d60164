import { randomUUID } from 'node:crypto';
import type { Executor } from '../../src/db/client.ts';
import { tours } from '../../src/db/schema/tours.ts';

/**
 * A tour row written straight to the database, for tests of features that
 * only need a tour to exist (the admin tours API has its own tests).
 */
export async function insertTour(db: Executor, overrides: Partial<typeof tours.$inferInsert> = {}) {
  const [tour] = await db
    .insert(tours)
    .values({
      title: `Spiti Valley Trek ${randomUUID().slice(0, 6)}`,
      description: 'High desert monasteries and passes.',
      category: 'adventure',
      location: 'Spiti, Himachal Pradesh',
      pricePaise: 1_899_950,
      ...overrides,
      // The stored rule: the first of the start times is the tour's start time.
      ...(overrides.startTime !== undefined && overrides.startTimes === undefined ? { startTimes: [overrides.startTime as string] } : {}),
      ...(overrides.startTimes !== undefined && overrides.startTime === undefined ? { startTime: (overrides.startTimes as string[])[0] } : {}),
    })
    .returning();
  return tour!;
}
