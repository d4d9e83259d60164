import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { seatsTakenOn } from '../../../test/support/departures.ts';
import { propertyRuns } from '../../../test/support/hostile.ts';
import { changeParty } from '../../../test/support/party-changes.ts';
import { bookingDetails, createOrder, dayFromToday, sandboxPay, verify } from '../../../test/support/payments.ts';
import { sandboxOf } from '../../../test/support/reconciliation.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookingLedger, bookings } from '../../db/schema/bookings.ts';
import { defaultBookingRules, lapseUnpaidBalances } from './public.ts';

// Paying in parts (decision 035), as a property: whatever sequence of balance payments, party changes,
// cancels and lapses a booking paid by advance goes through, after every step its ledger's
// paid − refunded is what its state says it keeps (its total less what it owes while it runs; never
// more than was paid once cancelled), and its departure's seats never exceed the capacity.
// `npm run test:properties` runs it at full size.
let t: TestApp;
let traveller: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await signUpTraveller(t.app);
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const CAPACITY = 5;
const DAY = 86_400_000;
type Step = 'balance' | 'cancel' | 'lapse' | 'grow' | 'shrink';

async function step(kind: Step, bookingId: string, people: number) {
  if (kind === 'balance') {
    const opened = await t.app.inject({ method: 'POST', url: `/api/user/bookings/${bookingId}/balance`, headers: traveller.headers });
    if (opened.statusCode !== 200) return opened.statusCode;
    return (await verify(t.app, traveller, (await sandboxPay(t.app, opened.json().order.id)).json())).statusCode;
  }
  if (kind === 'cancel') return (await t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${bookingId}`, headers: traveller.headers })).statusCode;
  if (kind === 'lapse') {
    await lapseUnpaidBalances({ db: t.db, gateway: await sandboxOf(t.db), log: t.app.log, policy: defaultBookingRules.cancellationPolicy }, new Date(Date.now() + 21 * DAY));
    return 200;
  }
  const numPeople = kind === 'grow' ? people + 1 : people - 1;
  return (await changeParty(t.app, admin, bookingId, { numPeople, payment: { method: 'cash' } })).statusCode;
}

async function checkInvariants(tourId: string, date: string, bookingId: string) {
  const [row] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
  const ledger = await t.db.select().from(bookingLedger).where(eq(bookingLedger.bookingId, bookingId));
  const paid = ledger.filter((entry) => entry.kind === 'payment').reduce((sum, entry) => sum + entry.amountPaise, 0);
  const refunded = ledger.filter((entry) => entry.kind === 'refund').reduce((sum, entry) => sum + entry.amountPaise, 0);
  const answer = (await t.app.inject({ method: 'GET', url: `/api/user/bookings/${bookingId}`, headers: traveller.headers })).json().booking;
  expect(answer.amountPaid * 100).toBe(paid);
  expect(answer.amountRefunded * 100).toBe(refunded);
  expect(refunded).toBeLessThanOrEqual(paid);
  if (row!.status === 'canceled') {
    expect(answer.amountDue).toBe(0);
    expect(row!.balanceDueOn).toBeNull();
  } else {
    // Running: kept + owed = total; nothing owed once the due date is gone.
    expect(paid - refunded + answer.amountDue * 100).toBe(row!.totalPaise);
    if (row!.balanceDueOn === null) expect(answer.amountDue).toBe(0);
    else expect(answer.amountDue).toBeGreaterThan(0);
  }
  expect(await seatsTakenOn(t.db, tourId, date)).toBeLessThanOrEqual(CAPACITY);
  return row!;
}

it('paid − refunded always matches what the booking keeps, and seats never exceed the capacity', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(fc.constantFrom<Step>('balance', 'cancel', 'lapse', 'grow', 'shrink'), { minLength: 1, maxLength: 6 }), async (steps) => {
      const tour = await insertTour(t.db, { pricePaise: 100_000, capacity: CAPACITY, advancePercent: 30, balanceDueDays: 10 });
      const date = dayFromToday(30);
      const order = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 2 }), payment: 'advance' });
      const booking = (await verify(t.app, traveller, (await sandboxPay(t.app, order.json().order.id)).json())).json().booking;
      let row = await checkInvariants(tour.id, date, booking._id);
      for (const kind of steps) {
        const status = await step(kind, booking._id, row.numPeople);
        // Refusals are answers (a balance already paid, a party at its limits, a cancelled booking), never failures.
        expect(status).toBeLessThan(500);
        row = await checkInvariants(tour.id, date, booking._id);
      }
    }),
    { numRuns: Math.max(4, Math.round(propertyRuns('operation') / 3)) },
  );
});
