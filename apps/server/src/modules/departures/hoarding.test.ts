import { createHmac, randomUUID } from 'node:crypto';
import { holdMessages } from '@yatrika/contract/hold-messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app.ts';
import { seatsLeftOn } from '../../../test/support/departures.ts';
import { holdFrom, testClock } from '../../../test/support/holds.ts';
import { dayFromToday, sandboxPay, sandboxWebhookSecret, verify } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { insertTravellers } from '../../../test/support/travellers.ts';
import { seatHolds } from '../../db/schema/departures.ts';

// The outside probe's attack (decision 013): one free account, or twenty from one address, keep
// a departure sold out by opening the checkout and never paying, again and again. The clock is
// the test's: three hold lengths pass in moments. Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
const HOLD = 15;
const MINUTE = 60_000;
let t: TestApp;
let clock: ReturnType<typeof testClock>;

beforeAll(async () => {
  t = await createTestApp({ holdMinutes: HOLD });
  // One clock for the whole file, only ever moved forward: tokens issued at one step stay valid at the next.
  clock = testClock();
});
afterAll(async () => {
  clock.restore();
  await t.close();
});

const at = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);
const heldSeatsOf = async (userId: string, tourId: string) =>
  (await t.db.select().from(seatHolds).where(and(eq(seatHolds.userId, userId), eq(seatHolds.tourId, tourId))))[0];

/** Moves the clock to `minute` minutes after `start`. */
const goTo = (start: Date, minute: number) => clock.advanceMinutes((at(start, minute).getTime() - Date.now()) / MINUTE);

describe('one account keeping a date sold out', () => {
  it('holds it for HOLD_MINUTES from its first checkout however often it reopens, then waits as long', async () => {
    const tour = await insertTour(t.db, { capacity: 5 });
    const date = dayFromToday(40);
    const [mallory] = await insertTravellers(t.app, t.db, 1);
    const start = clock.now();

    // Every minute for three hold lengths Mallory opens the checkout for the whole date again.
    const soldOut: boolean[] = [];
    const expiries = new Set<string>();
    for (let minute = 0; minute < 3 * HOLD; minute++) {
      goTo(start, minute);
      const response = await holdFrom(t.app, mallory!, tour.id, date, 5);
      if (response.statusCode === 200) expiries.add(response.json().hold.expiresAt);
      else {
        expect(response.statusCode, `minute ${minute}`).toBe(409);
        expect(response.json()).toEqual({ success: false, message: holdMessages.ownHoldRanOut(at(start, 2 * HOLD), clock.now()) });
      }
      soldOut.push((await seatsLeftOn(t.app, tour.id, date)).status === 'sold_out');
    }

    const expected = Array.from({ length: 3 * HOLD }, (_, minute) => minute < HOLD || minute >= 2 * HOLD);
    expect(soldOut).toEqual(expected);
    // Two holds, each ending HOLD_MINUTES after the checkout that began it: reopening never moved them.
    expect([...expiries]).toEqual([at(start, HOLD).toISOString(), at(start, 3 * HOLD).toISOString()]);
  });

  it('leaves the date to another traveller once the hold runs out', async () => {
    const tour = await insertTour(t.db, { capacity: 2 });
    const date = dayFromToday(41);
    const [mallory, asha] = await insertTravellers(t.app, t.db, 2);
    const start = clock.now();
    expect((await holdFrom(t.app, mallory!, tour.id, date, 2)).statusCode).toBe(200);
    goTo(start, HOLD - 1);
    expect((await holdFrom(t.app, asha!, tour.id, date, 1)).json().message).toBe('This date is sold out.');
    goTo(start, HOLD);
    expect((await holdFrom(t.app, mallory!, tour.id, date, 2)).statusCode).toBe(409);
    expect((await holdFrom(t.app, asha!, tour.id, date, 2)).statusCode).toBe(200);
  });
});

describe('twenty accounts from one address keeping a date sold out', () => {
  it('cannot take turns: once one hold runs out unpaid, the address waits before any of its accounts holds the date again', async () => {
    const tour = await insertTour(t.db, { capacity: 250 });
    const date = dayFromToday(42);
    const attackers = await insertTravellers(t.app, t.db, 20);
    const address = '198.51.100.20';
    const start = clock.now();

    // Ten accounts' parties fill the date; the other ten wait to take over the moment theirs run out.
    const held: Record<number, number> = {};
    const minutes = [0, 5, 10, 14, 15, 20, 25, 29, 30, 35, 40, 44];
    for (const minute of minutes) {
      goTo(start, minute);
      const answers = await Promise.all(attackers.map((who) => holdFrom(t.app, who, tour.id, date, 25, address)));
      for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
      held[minute] = answers.filter((answer) => answer.statusCode === 200).length;
      const { seatsLeft } = await seatsLeftOn(t.app, tour.id, date);
      expect(seatsLeft, `minute ${minute}`).toBe(250 - 25 * held[minute]!);
    }
    expect(held).toEqual({ 0: 10, 5: 10, 10: 10, 14: 10, 15: 0, 20: 0, 25: 0, 29: 0, 30: 10, 35: 10, 40: 10, 44: 10 });

    // While the address waits, another address is sold what is free, and a new account from the address is not.
    goTo(start, 3 * HOLD);
    const [fresh, honest] = await insertTravellers(t.app, t.db, 2);
    const refused = await holdFrom(t.app, fresh!, tour.id, date, 1, address);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(holdMessages.addressHoldRanOut(at(start, 4 * HOLD), clock.now()));
    expect((await holdFrom(t.app, honest!, tour.id, date, 1, '203.0.113.99')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, so a new address from the same network changes nothing', async () => {
    const tour = await insertTour(t.db, { capacity: 4 });
    const date = dayFromToday(43);
    const [first, second] = await insertTravellers(t.app, t.db, 2);
    const start = clock.now();
    expect((await holdFrom(t.app, first!, tour.id, date, 4, '2001:db8:5:6::1')).statusCode).toBe(200);
    goTo(start, HOLD);
    expect((await holdFrom(t.app, second!, tour.id, date, 4, '2001:db8:5:6:ffff::2')).statusCode).toBe(409);
    expect((await holdFrom(t.app, second!, tour.id, date, 4, '2001:db8:5:7::1')).statusCode).toBe(200);
  });
});

describe('reopening the checkout', () => {
  it('replaces the party and the order but keeps the expiry of the first checkout', async () => {
    const tour = await insertTour(t.db, { capacity: 8 });
    const date = dayFromToday(44);
    const [asha] = await insertTravellers(t.app, t.db, 1);
    const start = clock.now();
    const first = (await holdFrom(t.app, asha!, tour.id, date, 3)).json();
    goTo(start, 10);
    const second = (await holdFrom(t.app, asha!, tour.id, date, 5)).json();
    expect(second.hold).toEqual({ seats: 5, expiresAt: first.hold.expiresAt });
    expect(second.order.id).not.toBe(first.order.id);
    expect(await seatsLeftOn(t.app, tour.id, date)).toEqual({ seatsLeft: 3, status: 'few_left' });
    expect(await heldSeatsOf(asha!.userId, tour.id)).toMatchObject({ seats: 5, orderId: second.order.id, expiresAt: at(start, HOLD) });
  });

  it('answers a paid order of the window as usual: the hold is spent, and no wait follows', async () => {
    const tour = await insertTour(t.db, { capacity: 8 });
    const date = dayFromToday(45);
    const [asha] = await insertTravellers(t.app, t.db, 1);
    const start = clock.now();
    const { order } = (await holdFrom(t.app, asha!, tour.id, date, 2)).json();
    const confirmation = (await sandboxPay(t.app, order.id)).json();
    expect((await verify(t.app, asha, confirmation)).statusCode).toBe(200);
    expect(await heldSeatsOf(asha!.userId, tour.id)).toBeUndefined();
    goTo(start, HOLD + 1);
    const again = await holdFrom(t.app, asha!, tour.id, date, 2);
    expect(again.statusCode).toBe(200);
    expect(again.json().hold.expiresAt).toBe(at(start, 2 * HOLD + 1).toISOString());
  });
});

describe('a declined payment', () => {
  const declined = async (orderId: string) => {
    const secret = await sandboxWebhookSecret(t.db);
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_SandboxAccount1',
      event: 'payment.failed',
      contains: ['payment'],
      payload: { payment: { entity: { id: `pay_${randomUUID().replaceAll('-', '').slice(0, 14)}`, amount: 1, currency: 'INR', status: 'failed', order_id: orderId } } },
      created_at: Math.floor(Date.now() / 1000),
    });
    const signature = createHmac('sha256', secret).update(body).digest('hex');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': `evt_${randomUUID()}` },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
  };

  it('gives the seats back at once, and the traveller may try again within the same window', async () => {
    const tour = await insertTour(t.db, { capacity: 2 });
    const date = dayFromToday(46);
    const [asha, ravi] = await insertTravellers(t.app, t.db, 2);
    const start = clock.now();
    const first = (await holdFrom(t.app, asha!, tour.id, date, 2)).json();
    await declined(first.order.id);
    expect(await seatsLeftOn(t.app, tour.id, date)).toEqual({ seatsLeft: 2, status: 'few_left' });
    expect(await heldSeatsOf(asha!.userId, tour.id)).toMatchObject({ seats: 0, expiresAt: at(start, HOLD) });

    goTo(start, 5);
    const retry = await holdFrom(t.app, asha!, tour.id, date, 2);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().hold).toEqual({ seats: 2, expiresAt: first.hold.expiresAt });
    expect((await holdFrom(t.app, ravi!, tour.id, date, 1)).statusCode).toBe(409);
    const confirmation = (await sandboxPay(t.app, retry.json().order.id)).json();
    expect((await verify(t.app, asha, confirmation)).statusCode).toBe(200);
  });

  it('does not start a new window: after it, the hold ends when the first would have, and the wait follows', async () => {
    const tour = await insertTour(t.db, { capacity: 2 });
    const date = dayFromToday(47);
    const [asha] = await insertTravellers(t.app, t.db, 1);
    const start = clock.now();
    const first = (await holdFrom(t.app, asha!, tour.id, date, 2)).json();
    await declined(first.order.id);
    goTo(start, HOLD);
    const refused = await holdFrom(t.app, asha!, tour.id, date, 2);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(holdMessages.ownHoldRanOut(at(start, 2 * HOLD), clock.now()));
    goTo(start, 2 * HOLD);
    expect((await holdFrom(t.app, asha!, tour.id, date, 2)).json().hold.expiresAt).toBe(at(start, 3 * HOLD).toISOString());
  });
});
