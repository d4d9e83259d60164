import { minGroupDecisionAt, tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookingDetails, createOrder, dayFromToday, payAndBook, sandboxPay, verify } from '../../../test/support/payments.ts';
import { sandboxOf } from '../../../test/support/reconciliation.ts';
import { createTour, putTourForm, textParts, multipartParts } from '../../../test/support/tour-forms.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { tours } from '../../db/schema/tours.ts';
import { departures } from '../../db/schema/departures.ts';
import { emails } from '../../db/schema/emails.ts';
import { sandboxPayments } from '../../db/schema/payments.ts';
import { defaultCancellationPolicy } from '@yatrika/contract/cancellation-policy';
import { decideMinimumGroups, type MinimumGroupDeps } from './minimum-group.ts';
import { bookingWithRefund } from '../../../test/support/refunds.ts';

let t: TestApp;
let asha: SignedIn;
let rahul: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [asha, rahul] = await Promise.all([signUpTraveller(t.app), signUpTraveller(t.app)]);
});
afterAll(() => t.close());
let signedInAdmin: SignedIn | undefined;
const admin = async () => (signedInAdmin ??= await signInAdmin(t.app));

const deps = async (): Promise<MinimumGroupDeps> => ({ db: t.db, gateway: await sandboxOf(t.db), log: t.app.log, policy: defaultCancellationPolicy });

/** A moment just after the departure on `date` is decided (a tour setting off at 09:00, decided 48 hours before). */
const afterDecision = (date: string) => new Date(minGroupDecisionAt(date, '09:00', 48).getTime() + 60_000);
const beforeDecision = (date: string) => new Date(minGroupDecisionAt(date, '09:00', 48).getTime() - 60_000);

async function book(who: SignedIn, tourId: string, date: string, numPeople: number) {
  return (await payAndBook(t.app, who, bookingDetails(tourId, { bookingDate: date, numPeople }))).booking;
}

const bookingsOn = async (tourId: string, date: string) => {
  const rows = await t.db.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.tourId, tourId), eq(bookings.bookingDate, date)));
  return Promise.all(rows.map((row) => bookingWithRefund(t.db, row.id)));
};
const departureOf = async (tourId: string, date: string) =>
  (await t.db.select().from(departures).where(and(eq(departures.tourId, tourId), eq(departures.date, date))))[0];
const emailsOf = (kind: string, bookingIds: string[]) =>
  t.db.select().from(emails).where(and(eq(emails.kind, kind), inArray(emails.eventKey, bookingIds.map((id) => `${kind}:${id}`))));

describe('a departure below its minimum group at the decision time', () => {
  it('is cancelled: every booking refunded in full once, each traveller emailed with the reason, the date closed', async () => {
    const tour = await insertTour(t.db, { capacity: 10, minGroup: 4, minGroupDecisionHours: 48 });
    const date = dayFromToday(12);
    const first = await book(asha, tour.id, date, 1);
    const second = await book(rahul, tour.id, date, 2);

    // Before the decision time nothing happens, below the minimum or not.
    expect(await decideMinimumGroups(await deps(), beforeDecision(date))).toMatchObject({ canceled: 0 });
    expect((await bookingsOn(tour.id, date)).every((row) => row.status === 'pending')).toBe(true);

    const done = await decideMinimumGroups(await deps(), afterDecision(date));
    expect(done).toMatchObject({ departures: 1, canceled: 2, refundPaise: 3 * tour.pricePaise });

    const rows = await bookingsOn(tour.id, date);
    expect(rows.map((row) => [row.status, row.refundAmountPaise, row.refundStatus])).toEqual(
      expect.arrayContaining([
        ['canceled', tour.pricePaise, 'processed'],
        ['canceled', 2 * tour.pricePaise, 'processed'],
      ]),
    );
    const sent = await emailsOf('booking-cancelled', [first._id, second._id]);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.data).toMatchObject({ cancelledBy: 'operator', reason: tourScheduleMessages.minGroupCancelReason(4) });
    expect(await departureOf(tour.id, date)).toMatchObject({ closed: true, minGroupOutcome: 'canceled' });
    // Each booking's history names the rule and its reason, as the operator's own cancel is recorded.
    const history = await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${second._id}/history`, headers: (await admin()).headers });
    expect(history.json().events).toEqual([
      expect.objectContaining({
        kind: 'canceled',
        admin: { _id: null, name: tourScheduleMessages.minGroupHistoryActor },
        details: { refund: 'full', refundAmount: (2 * tour.pricePaise) / 100, reason: tourScheduleMessages.minGroupCancelReason(4) },
      }),
    ]);

    // Running again decides nothing twice.
    expect(await decideMinimumGroups(await deps(), afterDecision(date))).toMatchObject({ departures: 0, canceled: 0 });
    const refunds = await t.db.select().from(sandboxPayments).where(inArray(sandboxPayments.orderId, rows.map((row) => row.orderId!)));
    expect(refunds.map((payment) => payment.status)).toEqual(['refunded', 'refunded']);
    expect(await emailsOf('booking-cancelled', [first._id, second._id])).toHaveLength(2);
  });

  it('takes no new booking once decided: the date is closed to checkout, and a payment under a hold taken before is refused', async () => {
    const tour = await insertTour(t.db, { capacity: 10, minGroup: 3 });
    const date = dayFromToday(13);
    await book(asha, tour.id, date, 1);
    // Rahul's checkout holds a seat before the decision; he pays after it.
    const held = await createOrder(t.app, rahul, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 1 }) });
    expect(held.statusCode).toBe(200);
    await decideMinimumGroups(await deps(), afterDecision(date));

    const order = await createOrder(t.app, asha, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 1 }) });
    expect(order.statusCode).toBe(409);
    const paid = await sandboxPay(t.app, held.json().order.id);
    const verified = await verify(t.app, rahul, paid.json());
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe(tourScheduleMessages.minGroupCancelledAfterPayment);
    expect((await bookingsOn(tour.id, date)).map((row) => row.status)).toEqual(['canceled']);
  });
});

it('a departure at its minimum at the decision time runs untouched', async () => {
  const tour = await insertTour(t.db, { capacity: 10, minGroup: 3 });
  const date = dayFromToday(14);
  await book(asha, tour.id, date, 1);
  await book(rahul, tour.id, date, 2);
  expect(await decideMinimumGroups(await deps(), afterDecision(date))).toMatchObject({ canceled: 0, accepted: 0 });
  expect((await bookingsOn(tour.id, date)).map((row) => row.status)).toEqual(['pending', 'pending']);
  expect(await departureOf(tour.id, date)).toMatchObject({ closed: false, minGroupOutcome: 'runs' });
});

it('a tour without a minimum is never decided: its bookings stay pending for the operator', async () => {
  const tour = await insertTour(t.db, { capacity: 10 });
  const date = dayFromToday(15);
  await book(asha, tour.id, date, 1);
  expect(await decideMinimumGroups(await deps(), afterDecision(date))).toMatchObject({ departures: 0 });
  expect((await bookingsOn(tour.id, date)).map((row) => row.status)).toEqual(['pending']);
  expect(await departureOf(tour.id, date)).toBeUndefined();
});

describe("'confirm'", () => {
  it('accepts the pending bookings when a payment brings the departure to the minimum, and those arriving after', async () => {
    const tour = await insertTour(t.db, { capacity: 10, minGroup: 3, minGroupAction: 'confirm' });
    const date = dayFromToday(16);
    const first = await book(asha, tour.id, date, 1);
    expect(first.status).toBe('pending');
    const second = await book(rahul, tour.id, date, 2);
    expect(second.status).toBe('booked');
    expect((await bookingsOn(tour.id, date)).map((row) => row.status)).toEqual(['booked', 'booked']);
    expect(await emailsOf('booking-accepted', [first._id])).toHaveLength(1);
    const history = await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${first._id}/history`, headers: (await admin()).headers });
    expect(history.json().events).toEqual([
      expect.objectContaining({ kind: 'accepted', admin: { _id: null, name: tourScheduleMessages.minGroupHistoryActor }, details: { reason: tourScheduleMessages.minGroupReachedReason(3) } }),
    ]);
    const third = await book(asha, tour.id, date, 1);
    expect(third.status).toBe('booked');
  });

  it('the job accepts what is pending at the minimum (the safety net), and cancels below it at the decision time', async () => {
    const tour = await insertTour(t.db, { capacity: 10 });
    const date = dayFromToday(17);
    const thin = dayFromToday(18);
    await book(asha, tour.id, date, 1);
    await book(rahul, tour.id, date, 1);
    await book(asha, tour.id, thin, 1);
    // The minimum set after the bookings were paid: no payment saw it reached.
    await t.db.update(tours).set({ minGroup: 2, minGroupAction: 'confirm' }).where(eq(tours.id, tour.id));
    expect(await decideMinimumGroups(await deps(), beforeDecision(date))).toMatchObject({ accepted: 2, canceled: 0 });
    expect((await bookingsOn(tour.id, date)).every((row) => row.status === 'booked')).toBe(true);
    expect(await decideMinimumGroups(await deps(), afterDecision(thin))).toMatchObject({ canceled: 1 });
    expect((await bookingsOn(tour.id, thin)).map((row) => row.status)).toEqual(['canceled']);
  });
});

it('two instances deciding the same departures at once decide each once: one refund per booking, one email per traveller', async () => {
  const date = dayFromToday(20);
  const tourIds: string[] = [];
  for (let n = 0; n < 4; n++) {
    const tour = await insertTour(t.db, { capacity: 10, minGroup: 5 });
    tourIds.push(tour.id);
    await book(asha, tour.id, date, 1);
    await book(rahul, tour.id, date, 2);
  }
  const [one, two] = [await deps(), await deps()];
  const now = afterDecision(date);
  const [first, second] = await Promise.all([decideMinimumGroups(one, now), decideMinimumGroups(two, now)]);
  expect(first.canceled + second.canceled).toBe(8);

  const ids = await t.db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.tourId, tourIds));
  const rows = await Promise.all(ids.map((row) => bookingWithRefund(t.db, row.id)));
  expect(rows.every((row) => row.status === 'canceled' && row.refundStatus === 'processed')).toBe(true);
  const atProvider = await t.db.select().from(sandboxPayments).where(inArray(sandboxPayments.orderId, rows.map((row) => row.orderId!)));
  expect(atProvider).toHaveLength(8);
  expect(atProvider.every((payment) => payment.status === 'refunded')).toBe(true);
  expect(await emailsOf('booking-cancelled', rows.map((row) => row.id))).toHaveLength(8);
  const decided = await t.db.select().from(departures).where(inArray(departures.tourId, tourIds));
  expect(decided.map((row) => row.minGroupOutcome)).toEqual(['canceled', 'canceled', 'canceled', 'canceled']);
});

it('is decided per departure on a tour with two start times: each at its own decision time, the full one runs, the other is cancelled', async () => {
  const tour = await insertTour(t.db, { capacity: 8, startTimes: ['10:00', '15:00'], minGroup: 3, minGroupDecisionHours: 48 });
  const date = dayFromToday(14);
  const full = await payAndBook(t.app, asha, bookingDetails(tour.id, { bookingDate: date, numPeople: 3, startTime: '10:00' }));
  const short = await payAndBook(t.app, rahul, bookingDetails(tour.id, { bookingDate: date, numPeople: 1, startTime: '15:00' }));

  // Between the two decision times only the 10:00 departure is due; it has its minimum and runs.
  const between = new Date(minGroupDecisionAt(date, '10:00', 48).getTime() + 60_000);
  expect(await decideMinimumGroups(await deps(), between)).toMatchObject({ departures: 1, canceled: 0 });
  const after = new Date(minGroupDecisionAt(date, '15:00', 48).getTime() + 60_000);
  expect(await decideMinimumGroups(await deps(), after)).toMatchObject({ departures: 1, canceled: 1 });

  const rows = await bookingsOn(tour.id, date);
  expect(rows.map((row) => [row.id, row.startTime, row.status]).toSorted()).toEqual(
    [
      [full.booking._id, '10:00', 'pending'],
      [short.booking._id, '15:00', 'canceled'],
    ].toSorted(),
  );
  const decided = await t.db.select().from(departures).where(eq(departures.tourId, tour.id));
  expect(decided.map((row) => [row.startTime, row.minGroupOutcome, row.closed]).toSorted()).toEqual([
    ['10:00', 'runs', false],
    ['15:00', 'canceled', true],
  ]);
});

describe('the tour form', () => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await signInAdmin(t.app);
  });

  it('takes and answers the minimum group', async () => {
    const tour = await createTour(t.app, admin, { capacity: '12', minGroup: '4', minGroupDecisionHours: '72', minGroupAction: 'confirm' });
    expect(tour).toMatchObject({ minGroup: 4, minGroupDecisionHours: 72, minGroupAction: 'confirm' });
    const cleared = await putTourForm(t.app, admin, tour._id, multipartParts(textParts({ minGroup: '' })));
    expect(cleared.json().data).toMatchObject({ minGroup: null, minGroupDecisionHours: 72 });
  });

  it('refuses a minimum above the group size, with the sentence', async () => {
    const tour = await createTour(t.app, admin, { capacity: '6' });
    expect(tour).toMatchObject({ minGroup: null, minGroupDecisionHours: 48, minGroupAction: 'cancel' });
    const refused = await putTourForm(t.app, admin, tour._id, multipartParts(textParts({ minGroup: '7' })));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(tourScheduleMessages.minGroupAboveCapacity(6));
    const lowered = await putTourForm(t.app, admin, tour._id, multipartParts(textParts({ minGroup: '5' })));
    expect(lowered.statusCode).toBe(200);
    const shrunk = await putTourForm(t.app, admin, tour._id, multipartParts(textParts({ capacity: '4' })));
    expect(shrunk.statusCode).toBe(400);
    expect(shrunk.json().message).toBe(tourScheduleMessages.minGroupAboveCapacity(4));
  });
});
