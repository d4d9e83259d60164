import { topUpMessages } from '@yatrika/contract/part-payment-messages';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookingDetails, dayFromToday, payAndBook, sandboxPay, verify } from '../../../test/support/payments.ts';
import { later, reconcileDeps, runAt, sandboxOf, GRACE_SECONDS } from '../../../test/support/reconciliation.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookingLedger, bookings } from '../../db/schema/bookings.ts';
import { paymentOrders } from '../../db/schema/payments.ts';
import { openTopUpOrder } from '../checkout/public.ts';

let t: TestApp;
let traveller: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  traveller = await signUpTraveller(t.app);
});
afterAll(() => t.close());

const ledgerOf = (bookingId: string) =>
  t.db
    .select({ kind: bookingLedger.kind, purpose: bookingLedger.purpose, reason: bookingLedger.reason, amountPaise: bookingLedger.amountPaise, channel: bookingLedger.channel, source: bookingLedger.source, sourceId: bookingLedger.sourceId })
    .from(bookingLedger)
    .where(eq(bookingLedger.bookingId, bookingId))
    .orderBy(asc(bookingLedger.createdAt), asc(bookingLedger.kind));

/** A paid booking made to owe `balancePaise` more by advance, as an advance checkout leaves it. */
async function bookingOwing(balancePaise: number) {
  const tour = await insertTour(t.db, { pricePaise: 200_000 });
  const { booking } = await payAndBook(t.app, traveller, bookingDetails(tour.id, { numPeople: 1, bookingDate: dayFromToday(40) }));
  const [row] = await t.db
    .update(bookings)
    .set({ paymentPlan: 'advance', balanceDueOn: dayFromToday(30), totalPaise: 200_000 + balancePaise })
    .where(eq(bookings.id, booking._id))
    .returning();
  return row!;
}

async function openBalanceOrder(bookingId: string, amountPaise: number) {
  return openTopUpOrder(t.db, await sandboxOf(t.db), t.app.log, {
    userId: traveller.userId,
    bookingId,
    purpose: 'balance',
    amountPaise,
    topUp: { kind: 'balance', amountDuePaise: amountPaise },
  });
}

describe('the booking ledger', () => {
  it('a paid booking has its payment on the ledger, and a cancel its refund', async () => {
    const tour = await insertTour(t.db, { pricePaise: 150_000 });
    const { booking, confirmation } = await payAndBook(t.app, traveller, bookingDetails(tour.id, { numPeople: 2, bookingDate: dayFromToday(40) }));
    expect(await ledgerOf(booking._id)).toEqual([
      { kind: 'payment', purpose: 'full', reason: null, amountPaise: 300_000, channel: 'online', source: 'order', sourceId: confirmation.razorpay_order_id },
    ]);
    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers });
    expect(cancelled.statusCode).toBe(200);
    const rows = await ledgerOf(booking._id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual({ kind: 'refund', purpose: null, reason: 'cancel', amountPaise: 300_000, channel: 'online', source: 'refund', sourceId: booking._id });
  });

  it('a paid balance order is applied to its booking: on the ledger, the order used by it, nothing more due', async () => {
    const owing = await bookingOwing(80_000);
    const order = await openBalanceOrder(owing.id, 80_000);
    const confirmation = (await sandboxPay(t.app, order.id)).json();
    const verified = await verify(t.app, traveller, confirmation);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().booking._id).toBe(owing.id);
    const rows = await ledgerOf(owing.id);
    expect(rows.map((row) => [row.purpose, row.amountPaise])).toEqual([
      ['full', 200_000],
      ['balance', 80_000],
    ]);
    const [saved] = await t.db.select().from(bookings).where(eq(bookings.id, owing.id));
    expect(saved!.balanceDueOn).toBeNull();
    const [paidOrder] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    expect(paidOrder).toMatchObject({ status: 'paid', purpose: 'balance', forBookingId: owing.id, bookingId: owing.id, refundStatus: null });

    // The same confirmation again changes nothing.
    expect((await verify(t.app, traveller, confirmation)).statusCode).toBe(200);
    expect(await ledgerOf(owing.id)).toHaveLength(2);
  });

  it('a balance paid for a booking cancelled meanwhile is not applied, and reconciliation refunds it in full', async () => {
    const owing = await bookingOwing(50_000);
    const order = await openBalanceOrder(owing.id, 50_000);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${owing.id}`, headers: traveller.headers })).statusCode).toBe(200);
    const confirmation = (await sandboxPay(t.app, order.id)).json();
    const verified = await verify(t.app, traveller, confirmation);
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe(topUpMessages.bookingCancelled);
    expect((await ledgerOf(owing.id)).filter((row) => row.sourceId === order.id)).toEqual([]);

    await runAt(await reconcileDeps(t.app, t.db), later(GRACE_SECONDS + 1));
    const [refunded] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    expect(refunded).toMatchObject({ bookingId: null, refundReason: 'not_owed', refundAmountPaise: 50_000 });
    expect(refunded!.refundStatus).not.toBeNull();
  });

  it('a balance that changed since the order was opened is refused, never applied for the wrong amount', async () => {
    const owing = await bookingOwing(60_000);
    const order = await openBalanceOrder(owing.id, 60_000);
    await t.db.update(bookings).set({ totalPaise: 200_000 + 30_000 }).where(eq(bookings.id, owing.id));
    const verified = await verify(t.app, traveller, (await sandboxPay(t.app, order.id)).json());
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe(topUpMessages.balanceChanged);
    const [saved] = await t.db.select().from(bookings).where(eq(bookings.id, owing.id));
    expect(saved!.balanceDueOn).not.toBeNull();
  });
});
