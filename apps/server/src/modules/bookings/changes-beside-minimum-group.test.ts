import { defaultCancellationPolicy } from '@yatrika/contract/cancellation-policy';
import { minGroupDecisionAt } from '@yatrika/contract/tour-schedule';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookingDetails, dayFromToday, payAndBook } from '../../../test/support/payments.ts';
import { sandboxOf } from '../../../test/support/reconciliation.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { decideMinimumGroups } from './minimum-group.ts';

let t: TestApp;
let admin: SignedIn;
let traveller: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [admin, traveller] = await Promise.all([signInAdmin(t.app), signUpTraveller(t.app)]);
});
afterAll(() => t.close());

const afterDecision = (date: string) => new Date(minGroupDecisionAt(date, '09:00', 48).getTime() + 60_000);

/**
 * The minimum group's job locks a departure and then its bookings, as every sale does; an
 * operator's move or larger party now does the same (plan-changes/lock-behind-departures.ts). Run side by side
 * on PostgreSQL, neither may fail with a deadlock: each change either happens or answers 409.
 */
describe('operator changes beside the minimum group deciding the same departure', () => {
  it.each(['move', 'larger party'] as const)('a %s and the decision never deadlock', async (change) => {
    for (let round = 0; round < 6; round++) {
      const tour = await insertTour(t.db, { capacity: 10, minGroup: 4, minGroupDecisionHours: 48 });
      const date = dayFromToday(20 + round);
      const { booking } = await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: date, numPeople: 1 }));
      const deps = { db: t.db, gateway: await sandboxOf(t.db), log: t.app.log, policy: defaultCancellationPolicy };
      const request =
        change === 'move'
          ? t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${booking._id}/date`, headers: admin.headers, payload: { bookingDate: dayFromToday(40 + round) } })
          : t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${booking._id}/party`, headers: admin.headers, payload: { numPeople: 2, payment: { method: 'cash' } } });
      const [answer, decided] = await Promise.all([request, decideMinimumGroups(deps, afterDecision(date))]);
      expect([200, 409], answer.body).toContain(answer.statusCode);
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking._id));
      if (answer.statusCode === 200 && change === 'move') expect(row!.bookingDate).toBe(dayFromToday(40 + round));
      // Whichever went first, the booking was either changed and left alone, or cancelled with its refund.
      if (row!.status === 'canceled') expect(decided.canceled).toBe(1);
      else expect(answer.statusCode).toBe(200);
    }
  });
});
