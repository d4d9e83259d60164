import { refundOnCancel } from '@yatrika/contract/cancellation-policy';
import { partPaymentMessages, topUpMessages } from '@yatrika/contract/part-payment-messages';
import { addDays } from '@yatrika/contract/dates';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { ticketOf } from '../../../test/support/check-ins.ts';
import { bookingDetails, createOrder, dayFromToday, sandboxPay, verify } from '../../../test/support/payments.ts';
import { GRACE_SECONDS, reconcileDeps, runAt, sandboxOf } from '../../../test/support/reconciliation.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookingLedger, bookings } from '../../db/schema/bookings.ts';
import { emails } from '../../db/schema/emails.ts';
import { paymentOrders } from '../../db/schema/payments.ts';
import { defaultBookingRules, lapseUnpaidBalances } from '../bookings/public.ts';
import { queueDueBalanceReminders } from '../booking-notices/public.ts';

// Paying in parts (decision 035): an advance at checkout, the balance later, reminders and the lapse.
let t: TestApp;
let traveller: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await signUpTraveller(t.app);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const policy = defaultBookingRules.cancellationPolicy;

/** A tour taking 25% now and the balance 10 days before, priced ₹1,000 a person. */
const partPaymentTour = () => insertTour(t.db, { pricePaise: 100_000, capacity: 10, advancePercent: 25, balanceDueDays: 10 });

async function payAdvance(tourId: string, who: SignedIn = traveller, bookingDate = dayFromToday(30), numPeople = 2) {
  const order = await createOrder(t.app, who, { booking: bookingDetails(tourId, { bookingDate, numPeople }), payment: 'advance' });
  expect(order.statusCode).toBe(200);
  const confirmation = (await sandboxPay(t.app, order.json().order.id)).json();
  const verified = await verify(t.app, who, confirmation);
  expect(verified.statusCode).toBe(200);
  return { order: order.json(), booking: verified.json().booking as { _id: string } };
}

const myBooking = async (id: string, who: SignedIn = traveller) => (await t.app.inject({ method: 'GET', url: `/api/user/bookings/${id}`, headers: who.headers })).json().booking;
const openBalance = (id: string, who: SignedIn = traveller) => t.app.inject({ method: 'POST', url: `/api/user/bookings/${id}/balance`, headers: who.headers });

describe('an advance at checkout', () => {
  it('charges the advance, answers the balance and its due date, and the booking holds its seats and owes the rest', async () => {
    const tour = await partPaymentTour();
    const date = dayFromToday(30);
    const { order, booking } = await payAdvance(tour.id, traveller, date);
    expect(order.order).toMatchObject({ amount: 50_000, total: 2000, payment: 'advance', balance: 1500, balanceDueOn: addDays(date, -10) });
    const answer = await myBooking(booking._id);
    expect(answer).toMatchObject({ totalPrice: 2000, paymentPlan: 'advance', balanceDueOn: addDays(date, -10), amountDue: 1500, amountPaid: 500, amountRefunded: 0 });
    expect(answer.payment.amount).toBe(500);
    expect(answer.ledger).toEqual([expect.objectContaining({ kind: 'payment', purpose: 'advance', amount: 500, channel: 'online' })]);
    // The confirmation says what was paid and what is still due.
    const [paidEmail] = await t.db.select().from(emails).where(eq(emails.eventKey, `booking-paid:${booking._id}`));
    expect(paidEmail!.data).toMatchObject({ paidPaise: 50_000, balancePaise: 150_000, balanceDueOn: addDays(date, -10) });
  });

  it('charges the advance in whole rupees, rounded up, and the balance is the rest to the paisa', async () => {
    // ₹2,999 a person for two at 30% is ₹1,799.40: the traveller pays ₹1,800 now and ₹4,198 later.
    const tour = await insertTour(t.db, { pricePaise: 299_900, capacity: 10, advancePercent: 30, balanceDueDays: 10 });
    const { order, booking } = await payAdvance(tour.id);
    expect(order.order).toMatchObject({ amount: 180_000, total: 5998, payment: 'advance', balance: 4198 });
    expect(await myBooking(booking._id)).toMatchObject({ totalPrice: 5998, amountPaid: 1800, amountDue: 4198 });
    const balance = await openBalance(booking._id);
    expect(balance.statusCode).toBe(200);
    expect(balance.json().order.amount).toBe(419_800);
  });

  it('reads the choice liberally, and refuses an advance the tour or the date does not take', async () => {
    const tour = await partPaymentTour();
    const liberal = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id), payment: ' ADVANCE ' });
    expect(liberal.json().order.amount).toBe(50_000);
    const full = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id), payment: 'full' });
    expect(full.json().order.amount).toBe(200_000);
    const odd = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id), payment: 'later' });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toBe(partPaymentMessages.paymentChoiceInvalid);
    // Inside the balance window the whole amount is taken.
    const near = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id, { bookingDate: dayFromToday(10) }), payment: 'advance' });
    expect(near.statusCode).toBe(400);
    expect(near.json().message).toBe(partPaymentMessages.advanceNotOffered);
    const plain = await insertTour(t.db, { pricePaise: 100_000 });
    const none = await createOrder(t.app, traveller, { booking: bookingDetails(plain.id), payment: 'advance' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(partPaymentMessages.advanceNotOffered);
  });
});

describe('what is still owed, where the party shows its booking', () => {
  it('the ticket and the check-in card say the balance and its due date, until the balance is paid', async () => {
    const tour = await partPaymentTour();
    const date = dayFromToday(30);
    const { booking } = await payAdvance(tour.id, traveller, date);
    const ticket = (await ticketOf(t.app, traveller, booking._id)).json();
    expect(ticket).toMatchObject({ paymentState: 'balance_due', balanceDue: 1500, balanceDueOn: addDays(date, -10) });
    const admin = await signInAdmin(t.app);
    const lookUp = async () =>
      (await t.app.inject({ method: 'POST', url: '/api/admin/check-ins/lookup', headers: admin.headers, payload: { code: ticket.code } })).json();
    // Looked up before its day the card still says what the party owes.
    expect((await lookUp()).booking).toMatchObject({ paymentState: 'balance_due', paidInFull: false, balanceDue: 1500, balanceDueOn: addDays(date, -10) });
    await verify(t.app, traveller, (await sandboxPay(t.app, (await openBalance(booking._id)).json().order.id)).json());
    const paid = (await lookUp()).booking;
    expect(paid).toMatchObject({ paymentState: 'paid_in_full', paidInFull: true });
    expect(paid).not.toHaveProperty('balanceDue');
    expect((await ticketOf(t.app, traveller, booking._id)).json()).not.toHaveProperty('balanceDue');
  });
});

describe('POST /api/user/bookings/{id}/balance', () => {
  it('opens the order for what is due; paid, the booking owes nothing and a second order is refused', async () => {
    const tour = await partPaymentTour();
    const { booking } = await payAdvance(tour.id);
    const opened = await openBalance(booking._id);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ success: true, balance: 1500, order: { amount: 150_000 } });
    const verified = await verify(t.app, traveller, (await sandboxPay(t.app, opened.json().order.id)).json());
    expect(verified.statusCode).toBe(200);
    const answer = await myBooking(booking._id);
    expect(answer).toMatchObject({ balanceDueOn: null, amountDue: 0, amountPaid: 2000 });
    expect(answer.ledger.map((row: { purpose: string }) => row.purpose)).toEqual(['advance', 'balance']);
    const again = await openBalance(booking._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(partPaymentMessages.noBalanceDue);
  });

  it("answers 404 for another traveller's booking, 400 for a malformed id, 401 signed out", async () => {
    const tour = await partPaymentTour();
    const { booking } = await payAdvance(tour.id);
    const other = await signUpTraveller(t.app);
    expect((await openBalance(booking._id, other)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/bookings/not-an-id/balance', headers: traveller.headers })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/api/user/bookings/${booking._id}/balance` })).statusCode).toBe(401);
  });

  it('a booking paid in full has no balance (409)', async () => {
    const tour = await partPaymentTour();
    const order = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id) });
    const booked = (await verify(t.app, traveller, (await sandboxPay(t.app, order.json().order.id)).json())).json().booking;
    expect((await openBalance(booked._id)).statusCode).toBe(409);
  });
});

describe('reminders and the lapse', () => {
  it('reminds 3 days before the due date and on it, once each however often the job runs', async () => {
    const tour = await partPaymentTour();
    const { booking } = await payAdvance(tour.id, traveller, dayFromToday(30));
    const dueOn = addDays(dayFromToday(30), -10);
    const keys = async () => (await t.db.select({ key: emails.eventKey }).from(emails).where(like(emails.eventKey, `balance-reminder:${booking._id}:%`))).map((row) => row.key).sort();
    await queueDueBalanceReminders(t.db, new Date(Date.now() + 5 * DAY));
    expect(await keys()).toEqual([]);
    for (let run = 0; run < 2; run += 1) await queueDueBalanceReminders(t.db, new Date(Date.now() + 17 * DAY));
    expect(await keys()).toEqual([`balance-reminder:${booking._id}:${dueOn}:before`]);
    await queueDueBalanceReminders(t.db, new Date(Date.now() + 20 * DAY));
    expect(await keys()).toEqual([`balance-reminder:${booking._id}:${dueOn}:before`, `balance-reminder:${booking._id}:${dueOn}:due`]);
  });

  it('a balance unpaid past its due date cancels the booking, refunds the advance by the policy, frees the seats; a balance paid afterwards is refunded in full', async () => {
    const tour = await partPaymentTour();
    const { booking } = await payAdvance(tour.id);
    const opened = await openBalance(booking._id);
    const lapseAt = new Date(Date.now() + 21 * DAY);
    const deps = { db: t.db, gateway: await sandboxOf(t.db), log: t.app.log, policy };
    expect((await lapseUnpaidBalances(deps, new Date(Date.now() + 20 * DAY))).canceled).toBe(0);
    // Other tests' bookings share the due date: this one is among those cancelled.
    expect((await lapseUnpaidBalances(deps, lapseAt)).canceled).toBeGreaterThanOrEqual(1);
    const answer = await myBooking(booking._id);
    const refund = refundOnCancel(50_000, answer.bookingDate, lapseAt, policy, 'traveller');
    expect(answer).toMatchObject({ status: 'canceled', balanceDueOn: null, amountDue: 0, amountRefunded: refund / 100 });
    expect(answer.ledger.at(-1)).toMatchObject({ kind: 'refund', reason: 'lapsed', amount: refund / 100 });
    const [cancelled] = await t.db.select().from(emails).where(eq(emails.eventKey, `booking-cancelled:${booking._id}`));
    expect(cancelled!.data).toMatchObject({ reason: partPaymentMessages.lapsedReason });

    const late = await verify(t.app, traveller, (await sandboxPay(t.app, opened.json().order.id)).json());
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(topUpMessages.bookingCancelled);
    await runAt(await reconcileDeps(t.app, t.db), new Date(Date.now() + (GRACE_SECONDS + 1) * 1000));
    const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, opened.json().order.id));
    expect(order).toMatchObject({ refundReason: 'not_owed', refundAmountPaise: 150_000, bookingId: null });
  });

  it('the operator extends a due date: the lapse waits for the new one', async () => {
    const tour = await partPaymentTour();
    const { booking } = await payAdvance(tour.id);
    const { signInAdmin } = await import('../../../test/support/app.ts');
    const admin = await signInAdmin(t.app);
    const later = dayFromToday(25);
    const bad = await t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${booking._id}/balance-due`, headers: admin.headers, payload: { balanceDueOn: dayFromToday(31) } });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${booking._id}/balance-due`, headers: traveller.headers, payload: { balanceDueOn: later } })).statusCode).toBe(403);
    const ok = await t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${booking._id}/balance-due`, headers: admin.headers, payload: { balanceDueOn: later } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().booking.balanceDueOn).toBe(later);
    const deps = { db: t.db, gateway: await sandboxOf(t.db), log: t.app.log, policy };
    expect((await lapseUnpaidBalances(deps, new Date(Date.now() + 21 * DAY))).canceled).toBe(0);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row!.status).not.toBe('canceled');
  });
});

describe('the balance paid racing the lapse at the due time', () => {
  it('each booking ends either paid in full or cancelled with its balance refunded, never both, and its ledger agrees', async () => {
    const tour = await insertTour(t.db, { pricePaise: 100_000, capacity: 40, advancePercent: 25, balanceDueDays: 10 });
    const racers = await Promise.all(Array.from({ length: 6 }, () => signUpTraveller(t.app)));
    const made = [];
    for (const who of racers) {
      const { booking } = await payAdvance(tour.id, who, dayFromToday(30), 1);
      const opened = await openBalance(booking._id, who);
      const confirmation = (await sandboxPay(t.app, opened.json().order.id)).json();
      made.push({ who, id: booking._id, orderId: opened.json().order.id as string, confirmation });
    }
    const deps = { db: t.db, gateway: await sandboxOf(t.db), log: t.app.log, policy };
    const lapseAt = new Date(Date.now() + 21 * DAY);
    const [, ...verified] = await Promise.all([lapseUnpaidBalances(deps, lapseAt), ...made.map((one) => verify(t.app, one.who, one.confirmation))]);
    expect(verified.map((response) => response.statusCode).every((status) => status === 200 || status === 409)).toBe(true);
    await runAt(await reconcileDeps(t.app, t.db), new Date(Date.now() + (GRACE_SECONDS + 1) * 1000));
    for (const one of made) {
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, one.id));
      const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, one.orderId));
      const ledger = await t.db.select().from(bookingLedger).where(and(eq(bookingLedger.bookingId, one.id)));
      const paid = ledger.filter((entry) => entry.kind === 'payment').reduce((sum, entry) => sum + entry.amountPaise, 0);
      const refunded = ledger.filter((entry) => entry.kind === 'refund').reduce((sum, entry) => sum + entry.amountPaise, 0);
      if (row!.status === 'canceled') {
        // Cancelled first: the balance never reached the booking and goes back whole.
        expect(order).toMatchObject({ bookingId: null, refundReason: 'not_owed' });
        expect(paid).toBe(25_000);
      } else {
        expect(order!.bookingId).toBe(one.id);
        expect(order!.refundStatus).toBeNull();
        expect(row!.balanceDueOn).toBeNull();
        expect(paid - refunded).toBe(row!.totalPaise);
      }
    }
  });
});
