import { promoCodeMessages } from '@yatrika/contract/promo-code-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookingDetails, createOrder, dayFromToday, orderAndPay, payAndBook, sandboxBooksOf, verify } from '../../../test/support/payments.ts';
import { checkPromoCode, createPromoCode, listPromoCodes, promoCodeForm, promoCodeMade, usesSoFar } from '../../../test/support/promo-codes.ts';
import { aroundStart, testClock } from '../../../test/support/holds.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { GRACE_SECONDS, later, reconcileDeps, runAt } from '../../../test/support/reconciliation.ts';
import { paymentOrders } from '../../db/schema/payments.ts';
import { bookingWithRefund } from '../../../test/support/refunds.ts';

let t: TestApp;
let admin: SignedIn;
let traveller: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  traveller = await signUpTraveller(t.app);
});
afterAll(() => t.close());

let serial = 0;
/** A code name no other test uses. */
const fresh = (stem = 'CODE') => `${stem}${(serial += 1)}X${Date.now().toString(36).slice(-4)}`;
/** ₹10,000 a person, room for everyone. */
const tenThousandTour = (overrides: Parameters<typeof insertTour>[1] = {}) => insertTour(t.db, { pricePaise: 1_000_000, capacity: 500, ...overrides });
const orderRow = async (orderId: string) => (await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)))[0]!;

describe('the operator manages codes at /api/admin/promo-codes', () => {
  it('creates a code kept as typed, lists it with its uses, changes its terms and switches it off and on', async () => {
    const code = fresh('Diwali');
    const created = await createPromoCode(t.app, admin, promoCodeForm(code, { validFrom: dayFromToday(0), validTo: dayFromToday(60), maxUses: 10, maxUsesPerTraveller: 1, minPeople: 2 }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: promoCodeMessages.created,
      promoCode: { code, kind: 'percent', percentOff: 10, amountOff: null, minPeople: 2, maxUses: 10, maxUsesPerTraveller: 1, active: true, usesSoFar: 0 },
    });
    const id = created.json().promoCode._id;

    const list = await listPromoCodes(t.app, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().promoCodes.find((each: { _id: string }) => each._id === id)).toMatchObject({ code, usesSoFar: 0 });

    const changed = await t.app.inject({ method: 'PUT', url: `/api/admin/promo-codes/${id}`, headers: admin.headers, payload: { kind: 'fixed', amountOff: '750.50', categories: ['religious'] } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: promoCodeMessages.updated, promoCode: { code, kind: 'fixed', percentOff: null, amountOff: 750.5, categories: ['religious'], maxUses: null } });

    const off = await t.app.inject({ method: 'PUT', url: `/api/admin/promo-codes/${id}/active`, headers: admin.headers, payload: { active: false } });
    expect(off.json()).toMatchObject({ message: promoCodeMessages.switchedOffByOperator, promoCode: { active: false } });
    const on = await t.app.inject({ method: 'PUT', url: `/api/admin/promo-codes/${id}/active`, headers: admin.headers, payload: { active: true } });
    expect(on.json()).toMatchObject({ message: promoCodeMessages.switchedOn, promoCode: { active: true } });
  });

  it('keeps codes unique whatever their capitals', async () => {
    const code = fresh('Monsoon');
    await promoCodeMade(t.app, admin, code);
    const again = await createPromoCode(t.app, admin, promoCodeForm(code.toUpperCase()));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(promoCodeMessages.codeTaken);
  });

  it('refuses bad terms with their sentences', async () => {
    const cases: [object, string][] = [
      [{ code: 'ab' }, promoCodeMessages.codeInvalid],
      [{ code: 'has space' }, promoCodeMessages.codeInvalid],
      [{ code: 'x'.repeat(41) }, promoCodeMessages.codeInvalid],
      [{ code: fresh(), percentOff: 0 }, promoCodeMessages.percentInvalid],
      [{ code: fresh(), percentOff: 101 }, promoCodeMessages.percentInvalid],
      [{ code: fresh(), percentOff: 'ten' }, promoCodeMessages.percentInvalid],
      [{ code: fresh(), kind: 'free' }, promoCodeMessages.kindInvalid],
      [{ code: fresh(), kind: 'fixed', percentOff: undefined }, promoCodeMessages.valueMissing],
      [{ code: fresh(), kind: 'fixed', percentOff: undefined, amountOff: 1e308 }, promoCodeMessages.amountInvalid],
      [{ code: fresh(), kind: 'fixed', percentOff: undefined, amountOff: 10.005 }, promoCodeMessages.amountInvalid],
      [{ code: fresh(), validFrom: '2026-02-30' }, promoCodeMessages.dateInvalid],
      [{ code: fresh(), validFrom: dayFromToday(5), validTo: dayFromToday(4) }, promoCodeMessages.datesBackwards],
      [{ code: fresh(), minPeople: 0 }, promoCodeMessages.minPeopleInvalid],
      [{ code: fresh(), maxUses: 2.5 }, promoCodeMessages.usesInvalid],
      [{ code: fresh(), maxUsesPerTraveller: -1 }, promoCodeMessages.usesInvalid],
      [{ code: fresh(), tourIds: ['not-an-id'] }, promoCodeMessages.tourUnknown],
      [{ code: fresh(), tourIds: ['00000000-0000-4000-8000-000000000000'] }, promoCodeMessages.tourUnknown],
      [{ code: fresh(), categories: ['beach'] }, promoCodeMessages.categoryInvalid],
    ];
    for (const [overrides, message] of cases) {
      const response = await createPromoCode(t.app, admin, { ...promoCodeForm('unused'), ...overrides });
      expect({ overrides, status: response.statusCode, message: response.json().message }).toEqual({ overrides, status: 400, message });
    }
  });

  it('answers 404 for an unknown or malformed code id', async () => {
    const unknown = await t.app.inject({ method: 'PUT', url: '/api/admin/promo-codes/00000000-0000-4000-8000-000000000000/active', headers: admin.headers, payload: { active: false } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(promoCodeMessages.notFound);
    const malformed = await t.app.inject({ method: 'PUT', url: '/api/admin/promo-codes/42/active', headers: admin.headers, payload: { active: false } });
    expect(malformed.statusCode).toBe(400);
  });

  it('is for administrators only: a traveller is refused 403, a visitor 401', async () => {
    expect((await listPromoCodes(t.app, traveller)).statusCode).toBe(403);
    expect((await createPromoCode(t.app, traveller, promoCodeForm(fresh()))).statusCode).toBe(403);
    expect((await listPromoCodes(t.app, undefined)).statusCode).toBe(401);
  });
});

describe('POST /api/user/promo-codes/check', () => {
  it('answers the priced lines with the discount, matching the code whatever its capitals', async () => {
    const tour = await tenThousandTour();
    const code = fresh('Holi');
    await promoCodeMade(t.app, admin, code, { percentOff: 15 });
    const response = await checkPromoCode(t.app, traveller, bookingDetails(tour.id, { numPeople: 2 }), ` ${code.toLowerCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: `Code ${code} applied.`,
      code,
      lines: [
        { kind: 'people', type: 'adult', quantity: 2, unitPrice: 10_000, amount: 20_000 },
        { kind: 'promo_code', code, percentOff: 15, amount: -3_000 },
      ],
      subtotal: 20_000,
      discount: 3_000,
      total: 17_000,
    });
  });

  it('says exactly why a code does not apply', async () => {
    const tour = await tenThousandTour({ category: 'adventure' });
    const other = await tenThousandTour();
    const booking = bookingDetails(tour.id, { numPeople: 2 });
    const made = async (overrides: Record<string, unknown>) => (await promoCodeMade(t.app, admin, fresh(), overrides)).code;
    const switchedOff = await made({ active: false });
    const cases: [string, string][] = [
      ['NOSUCHCODE', promoCodeMessages.unknown],
      [switchedOff, promoCodeMessages.switchedOff],
      [await made({ validFrom: '2099-01-15' }), 'This code starts on 15 Jan 2099.'],
      [await made({ validFrom: '2026-01-01', validTo: '2026-01-31' }), 'This code ended on 31 Jan 2026.'],
      [await made({ tourIds: [other.id] }), promoCodeMessages.notForTour],
      [await made({ categories: ['religious'] }), 'This code is only for religious tours.'],
      [await made({ minPeople: 3 }), 'This code needs a party of at least 3 people.'],
    ];
    for (const [code, message] of cases) {
      const response = await checkPromoCode(t.app, traveller, booking, code);
      expect({ code, status: response.statusCode, message: response.json().message }).toEqual({ code, status: 400, message });
    }
  });

  it('checks the booking like the checkout does, and needs a signed-in traveller', async () => {
    const tour = await tenThousandTour();
    const code = (await promoCodeMade(t.app, admin, fresh())).code;
    const past = await checkPromoCode(t.app, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(-1) }), code);
    expect(past.statusCode).toBe(400);
    const missing = await checkPromoCode(t.app, traveller, { tourId: tour.id }, code);
    expect(missing.statusCode).toBe(400);
    const noCode = await checkPromoCode(t.app, traveller, bookingDetails(tour.id), '');
    expect(noCode.json().message).toBe(promoCodeMessages.unknown);
    const huge = await checkPromoCode(t.app, traveller, bookingDetails(tour.id), 'x'.repeat(10_000));
    expect(huge.statusCode).toBe(400);
    const wrongType = await checkPromoCode(t.app, traveller, bookingDetails(tour.id), 42);
    expect(wrongType.statusCode).toBe(400);
    expect((await checkPromoCode(t.app, undefined, bookingDetails(tour.id), code)).statusCode).toBe(401);
    expect((await checkPromoCode(t.app, admin, bookingDetails(tour.id), code)).statusCode).toBe(403);
  });
});

describe('paying with a code', () => {
  it('charges the discounted total, keeps the code line on the order, and counts the use when the payment is confirmed', async () => {
    const tour = await tenThousandTour();
    const promo = await promoCodeMade(t.app, admin, fresh('Fixed'), { kind: 'fixed', percentOff: undefined, amountOff: 1_500 });
    const order = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id, { numPeople: 3, promoCode: promo.code.toLowerCase() }) });
    expect(order.statusCode).toBe(200);
    expect(order.json().order.amount).toBe(2_850_000);
    const stored = await orderRow(order.json().order.id);
    expect(stored.bookingDetails).toMatchObject({
      promoCode: promo.code,
      lines: [
        { kind: 'people', type: 'adult', quantity: 3, unitPaise: 1_000_000, amountPaise: 3_000_000 },
        { kind: 'promo_code', code: promo.code, percentOff: null, amountPaise: -150_000 },
      ],
    });
    expect(await usesSoFar(t.app, admin, promo._id)).toBe(0);

    const { booking } = await payAndBook(t.app, traveller, bookingDetails(tour.id, { numPeople: 3, promoCode: promo.code }));
    expect(booking.totalPrice).toBe(28_500);
    expect(await usesSoFar(t.app, admin, promo._id)).toBe(1);
  });

  it('refuses the order with the sentence when the code does not apply, and a client amount without the discount', async () => {
    const tour = await tenThousandTour();
    const promo = await promoCodeMade(t.app, admin, fresh(), { minPeople: 4 });
    const refused = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id, { numPeople: 2, promoCode: promo.code }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This code needs a party of at least 4 people.');
    const fullAmount = await createOrder(t.app, traveller, { amount: 4_000_000, booking: bookingDetails(tour.id, { numPeople: 4, promoCode: promo.code }) });
    expect(fullAmount.statusCode).toBe(400);
  });

  it('books without a code as before when promoCode is blank', async () => {
    const tour = await tenThousandTour();
    const order = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id, { numPeople: 2, promoCode: '  ' }) });
    expect(order.statusCode).toBe(200);
    expect(order.json().order.amount).toBe(2_000_000);
    expect((await orderRow(order.json().order.id)).bookingDetails).not.toHaveProperty('promoCode');
  });

  it("refuses a traveller past their own limit, and another traveller's use does not count against them", async () => {
    const tour = await tenThousandTour();
    const promo = await promoCodeMade(t.app, admin, fresh(), { maxUsesPerTraveller: 1 });
    const first = await signUpTraveller(t.app);
    const second = await signUpTraveller(t.app);
    await payAndBook(t.app, first, bookingDetails(tour.id, { promoCode: promo.code }));
    const again = await checkPromoCode(t.app, first, bookingDetails(tour.id), promo.code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('You have already used this code.');
    expect((await checkPromoCode(t.app, second, bookingDetails(tour.id), promo.code)).statusCode).toBe(200);
  });

  it('refuses a code used up, and a refunded booking gives its use back', async () => {
    const tour = await tenThousandTour();
    const promo = await promoCodeMade(t.app, admin, fresh(), { maxUses: 1, percentOff: 20 });
    const { booking, confirmation } = await payAndBook(t.app, traveller, bookingDetails(tour.id, { promoCode: promo.code }));
    expect(booking.totalPrice).toBe(16_000);
    const usedUp = await checkPromoCode(t.app, traveller, bookingDetails(tour.id), promo.code);
    expect(usedUp.json().message).toBe(promoCodeMessages.usedUp);

    // Cancelled well before the trip: everything paid comes back, the discounted total, never more.
    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers });
    expect(cancelled.statusCode).toBe(200);
    expect((await bookingWithRefund(t.db, booking._id)).refundAmountPaise).toBe(1_600_000);
    const books = await sandboxBooksOf(t.db, { paymentId: confirmation.razorpay_payment_id });
    expect(books.refunds.map((refund) => refund.amountPaise)).toEqual([1_600_000]);
    expect(await usesSoFar(t.app, admin, promo._id)).toBe(0);

    // Cancelling again gives nothing back twice.
    await t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers });
    expect(await usesSoFar(t.app, admin, promo._id)).toBe(0);
    expect((await checkPromoCode(t.app, traveller, bookingDetails(tour.id), promo.code)).statusCode).toBe(200);
  });

  it('keeps the use of a booking cancelled too late for any refund: the traveller kept what they paid for', async () => {
    const tour = await tenThousandTour();
    const promo = await promoCodeMade(t.app, admin, fresh(), { maxUses: 5 });
    // Tomorrow's departure, cancelled an hour before it sets off: past the free cancellation window,
    // and the default policy refunds nothing after it.
    const date = dayFromToday(1);
    const { booking } = await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: date, promoCode: promo.code }));
    const clock = testClock(aroundStart(date, '09:00', -3600));
    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers }).finally(() => clock.restore());
    expect(cancelled.statusCode).toBe(200);
    expect(await bookingWithRefund(t.db, booking._id)).toMatchObject({ status: 'canceled', refundStatus: null });
    expect(await usesSoFar(t.app, admin, promo._id)).toBe(1);
  });

  it('refuses the booking when the code was used up while paying: 409 with the sentence, and the order is refunded in full', async () => {
    const tour = await tenThousandTour();
    const promo = await promoCodeMade(t.app, admin, fresh(), { maxUses: 1 });
    const late = await orderAndPay(t.app, traveller, { booking: bookingDetails(tour.id, { promoCode: promo.code }) });
    const rival = await signUpTraveller(t.app);
    await payAndBook(t.app, rival, bookingDetails(tour.id, { promoCode: promo.code }));
    const refused = await verify(t.app, traveller, late);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(promoCodeMessages.usedUpWhilePaying);
    expect((await orderRow(late.razorpay_order_id)).bookingId).toBeNull();
    expect(await usesSoFar(t.app, admin, promo._id)).toBe(1);

    // Reconciliation settles it like any paid order that cannot become a booking: a full refund, with the reason.
    await runAt(await reconcileDeps(t.app, t.db), later(GRACE_SECONDS + 60));
    const order = await orderRow(late.razorpay_order_id);
    expect(order).toMatchObject({ bookingId: null, refundReason: 'promo_code_used_up', refundAmountPaise: order.amountPaise });
    expect(order.refundStatus).not.toBeNull();
    expect(await usesSoFar(t.app, admin, promo._id)).toBe(1);
  });
});
