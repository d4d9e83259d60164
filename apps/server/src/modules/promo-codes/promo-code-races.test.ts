import { promoCodeMessages } from '@yatrika/contract/promo-code-messages';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookingDetails, dayFromToday, orderAndPay, verify } from '../../../test/support/payments.ts';
import { promoCodeMade, usesSoFar } from '../../../test/support/promo-codes.ts';
import { GRACE_SECONDS, later, reconcileDeps, runAt } from '../../../test/support/reconciliation.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { paymentOrders } from '../../db/schema/payments.ts';

// Runs on embedded PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the confirmations
// really overlap on several pooled connections: the lock on the code's row is what keeps count.
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const PAYERS = 50;
const USES = 10;

it('50 payments confirmed at once on a 10-use code: exactly 10 bookings at the discount, the other 40 refused and refunded in full', async () => {
  const tour = await insertTour(t.db, { pricePaise: 1_000_000, capacity: 500 });
  const promo = await promoCodeMade(t.app, admin, 'TENONLY', { maxUses: USES, percentOff: 25 });
  const payers = await Promise.all(Array.from({ length: PAYERS }, () => signUpTraveller(t.app)));
  // Every order is priced while the code still has all its uses: each is charged the discount. Each
  // is on a date of its own, so no departure's lock lines the confirmations up: only the code's does.
  const paid = await Promise.all(
    payers.map((who, n) =>
      orderAndPay(t.app, who, { booking: bookingDetails(tour.id, { bookingDate: dayFromToday(10 + n), numPeople: 1, fullName: `Payer ${n}`, promoCode: 'tenonly' }) }),
    ),
  );

  const responses = await Promise.all(paid.map((confirmation, n) => verify(t.app, payers[n], confirmation)));
  const statuses = responses.map((response) => response.statusCode);
  expect({ booked: statuses.filter((status) => status === 200).length, refused: statuses.filter((status) => status === 409).length }).toEqual({ booked: USES, refused: PAYERS - USES });
  for (const response of responses.filter((each) => each.statusCode === 409)) expect(response.json().message).toBe(promoCodeMessages.usedUpWhilePaying);

  const orderIds = paid.map((confirmation) => confirmation.razorpay_order_id);
  const booked = await t.db.select().from(bookings).where(inArray(bookings.orderId, orderIds));
  expect(booked).toHaveLength(USES);
  for (const booking of booked) expect(booking.totalPaise).toBe(750_000);
  expect(await usesSoFar(t.app, admin, promo._id)).toBe(USES);

  // Reconciliation refunds every paid order that did not become a booking, the whole amount paid.
  await runAt(await reconcileDeps(t.app, t.db), later(GRACE_SECONDS + 60));
  const orders = await t.db.select().from(paymentOrders).where(inArray(paymentOrders.id, orderIds));
  const refunded = orders.filter((order) => order.refundStatus !== null);
  expect(refunded).toHaveLength(PAYERS - USES);
  for (const order of refunded) expect(order).toMatchObject({ bookingId: null, refundReason: 'promo_code_used_up', refundAmountPaise: 750_000 });
  expect(await usesSoFar(t.app, admin, promo._id)).toBe(USES);
});

it("one traveller's parallel payments on a once-per-traveller code: one booking, the rest refused with their sentence", async () => {
  const tour = await insertTour(t.db, { pricePaise: 1_000_000, capacity: 500 });
  const promo = await promoCodeMade(t.app, admin, 'ONCEEACH', { maxUsesPerTraveller: 1 });
  const traveller = await signUpTraveller(t.app);
  // Five checkouts on five dates, each priced before any use was counted.
  const paid = [];
  for (let n = 0; n < 5; n += 1) {
    paid.push(await orderAndPay(t.app, traveller, { booking: bookingDetails(tour.id, { bookingDate: dayFromToday(30 + n), numPeople: 1, promoCode: promo.code }) }));
  }
  const responses = await Promise.all(paid.map((confirmation) => verify(t.app, traveller, confirmation)));
  expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
  const refused = responses.filter((response) => response.statusCode === 409);
  expect(refused).toHaveLength(4);
  for (const response of refused) expect(response.json().message).toBe(promoCodeMessages.travellerLimitWhilePaying);
  expect(await t.db.select().from(bookings).where(eq(bookings.userId, traveller.userId))).toHaveLength(1);
  expect(await usesSoFar(t.app, admin, promo._id)).toBe(1);
});
