import { bookingReference } from '@yatrika/contract/booking-reference';
import { tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import { zAvailability, zAvailabilityCalendar, zBooking, zCapability, zErrorBadRequest, zProduct, zSupplier } from '@octocloud/types';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { aroundStart, testClock } from '../../../test/support/holds.ts';
import { createTestApp, liftedLimits, signInAdmin, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { loadConfig } from '../../config.ts';
import { seatsLeftOn } from '../../../test/support/departures.ts';
import { ALL_CAPABILITIES, availabilityId, confirmedBooking, guest, octo, reservationOf, reserved } from '../../../test/support/octo.ts';
import { dayFromToday } from '../../../test/support/payments.ts';
import { resellerMade } from '../../../test/support/resellers.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { departures, seatHolds } from '../../db/schema/departures.ts';
import { emails } from '../../db/schema/emails.ts';
import { octoBookings } from '../../db/schema/octo.ts';
import type { tours } from '../../db/schema/tours.ts';
import { bookingWithRefund } from '../../../test/support/refunds.ts';

// Runs on embedded PGlite and, with TEST_DATABASE_URL, on PostgreSQL. Every answer is parsed with
// the OCTO specification's published schemas (@octocloud/types), and errors are checked against its
// codes, bodies and status.

let t: TestApp;
let admin: SignedIn;
let key: string;
let resellerId: string;
let otherKey: string;

const personTypes = [
  { type: 'child' as const, pricePaise: 900_000, minAge: 5, maxAge: 11, takesSeat: true },
  { type: 'infant' as const, pricePaise: 0, minAge: 0, maxAge: 1, takesSeat: false },
  { type: 'senior' as const, pricePaise: 1_500_000, minAge: 60, maxAge: null, takesSeat: true },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  ({ apiKey: key, id: resellerId } = await resellerMade(t.app, admin, { name: 'Ghumakkad Travels' }));
  ({ apiKey: otherKey } = await resellerMade(t.app, admin, { name: 'Safar Online', email: 'api@safar.example' }));
});
afterAll(() => t.close());

const tourWithTypes = (overrides: Partial<typeof tours.$inferInsert> = {}) =>
  insertTour(t.db, { pricePaise: 2_000_000, priceTypes: personTypes, capacity: 10, startTimes: ['09:00', '16:00'], ...overrides });

describe('keys', () => {
  it('answers UNAUTHORIZED without a key and FORBIDDEN with an unknown one, in OCTO’s body and status', async () => {
    const none = await octo(t.app, undefined, '/supplier');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: 'UNAUTHORIZED', errorMessage: expect.any(String) });
    const unknown = await octo(t.app, 'yk_not-a-key', '/products');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'FORBIDDEN', errorMessage: expect.any(String) });
  });

  it('refuses a revoked key at once, on every endpoint', async () => {
    const { id, apiKey } = await resellerMade(t.app, admin, { name: 'Soon Revoked', email: 'gone@revoked.example' });
    expect((await octo(t.app, apiKey, '/supplier')).statusCode).toBe(200);
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/admin/resellers/${id}/key`, headers: admin.headers });
    expect(revoked.statusCode).toBe(200);
    for (const [url, method] of [['/supplier', 'GET'], ['/products', 'GET'], ['/bookings', 'POST'], ['/availability', 'POST']] as const) {
      const response = await octo(t.app, apiKey, url, { method, payload: method === 'POST' ? {} : undefined });
      expect({ url, status: response.statusCode, error: response.json().error }).toEqual({ url, status: 400, error: 'FORBIDDEN' });
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists every OCTO endpoint under the octo tag', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = Object.entries(document.paths as Record<string, Record<string, { tags?: string[] }>>)
      .filter(([path]) => path.startsWith('/octo/'))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => `${method.toUpperCase()} ${path} ${operation.tags?.join()}`));
    expect(operations.sort()).toEqual(
      [
        'DELETE /octo/bookings/{uuid} octo',
        'GET /octo/bookings octo',
        'GET /octo/bookings/{uuid} octo',
        'GET /octo/capabilities octo',
        'GET /octo/products octo',
        'GET /octo/products/{id} octo',
        'GET /octo/supplier octo',
        'PATCH /octo/bookings/{uuid} octo',
        'POST /octo/availability octo',
        'POST /octo/availability/calendar octo',
        'POST /octo/bookings octo',
        'POST /octo/bookings/{uuid}/cancel octo',
        'POST /octo/bookings/{uuid}/confirm octo',
        'POST /octo/bookings/{uuid}/extend octo',
      ].sort(),
    );
  });
});

describe('the rate limit', () => {
  it('answers a key past its limit 429 with Retry-After in OCTO’s body', async () => {
    const limited = await createTestApp({ rateLimits: { ...loadConfig({ ...liftedLimits }).rateLimits, resellerRequestsPerMinute: 2 } });
    try {
      const { apiKey } = await resellerMade(limited.app, await signInAdmin(limited.app));
      expect((await octo(limited.app, apiKey, '/supplier')).statusCode).toBe(200);
      expect((await octo(limited.app, apiKey, '/products')).statusCode).toBe(200);
      const third = await octo(limited.app, apiKey, '/supplier');
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(third.json()).toEqual({ error: 'TOO_MANY_REQUESTS', errorMessage: expect.any(String) });
    } finally {
      await limited.close();
    }
  });
});

describe('supplier, capabilities and products', () => {
  it('answers the supplier and the capabilities in the specification’s shapes', async () => {
    const supplier = await octo(t.app, key, '/supplier', { capabilities: ALL_CAPABILITIES });
    expect(supplier.statusCode).toBe(200);
    expect(zSupplier.safeParse(supplier.json()).error).toBeUndefined();
    expect(supplier.json().endpoint).toMatch(/\/octo$/);
    expect(supplier.headers['octo-capabilities']).toBe('octo/content, octo/pricing');
    const capabilities = await octo(t.app, key, '/capabilities');
    expect(capabilities.json().map((each: unknown) => zCapability.parse(each).id)).toEqual(['octo/content', 'octo/pricing']);
  });

  it('lists each active tour as a product: one option with its start times, a unit per person type priced in paise', async () => {
    const tour = await tourWithTypes();
    const banned = await insertTour(t.db, { status: 'banned' });
    const response = await octo(t.app, key, '/products', { capabilities: 'octo/pricing, octo/content, octo/pickups' });
    expect(response.statusCode).toBe(200);
    // Only what we offer is initialised.
    expect(response.headers['octo-capabilities']).toBe('octo/content, octo/pricing');
    const products = response.json() as { id: string }[];
    for (const product of products) expect(zProduct.safeParse(product).error).toBeUndefined();
    expect(products.map((each) => each.id)).toContain(tour.id);
    expect(products.map((each) => each.id)).not.toContain(banned.id);
    const product = zProduct.parse(products.find((each) => each.id === tour.id));
    expect(product).toMatchObject({ availabilityType: 'START_TIME', timeZone: 'Asia/Kolkata', defaultCurrency: 'INR', pricingPer: 'UNIT', title: tour.title });
    const [option] = product.options;
    expect(option).toMatchObject({ id: 'DEFAULT', default: true, availabilityLocalStartTimes: ['09:00', '16:00'] });
    expect(option!.units.map((unit) => [unit.id, unit.type, unit.pricingFrom?.[0]?.retail, unit.restrictions.minAge, unit.restrictions.maxAge])).toEqual([
      ['adult', 'ADULT', 2_000_000, 0, 120],
      ['child', 'CHILD', 900_000, 5, 11],
      ['infant', 'INFANT', 0, 0, 1],
      ['senior', 'SENIOR', 1_500_000, 60, 120],
    ]);
  });

  it('answers one product, and INVALID_PRODUCT_ID with the id for a banned, unknown or malformed one', async () => {
    const tour = await tourWithTypes();
    const one = await octo(t.app, key, `/products/${tour.id}`);
    expect(one.statusCode).toBe(200);
    // Without capabilities: no prices, no content.
    expect(zProduct.parse(one.json()).options[0]!.units[0]!.pricingFrom).toBeUndefined();
    expect(one.json().title).toBeUndefined();
    const banned = await insertTour(t.db, { status: 'banned' });
    for (const id of [banned.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await octo(t.app, key, `/products/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'INVALID_PRODUCT_ID', errorMessage: 'The productId was missing or invalid', productId: id });
    }
  });
});

describe('availability', () => {
  it('answers the calendar per date, closed off the schedule, sold out when full', async () => {
    const date = dayFromToday(20);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const tour = await tourWithTypes({ runWeekdays: [0, 1, 2, 3, 4, 5, 6].filter((day) => day !== (weekday + 1) % 7) });
    await t.db.insert(departures).values({ tourId: tour.id, date, startTime: '09:00', capacity: 0 });
    await t.db.insert(departures).values({ tourId: tour.id, date, startTime: '16:00', capacity: 0 });
    const response = await octo(t.app, key, '/availability/calendar', {
      method: 'POST',
      payload: { productId: tour.id, optionId: 'DEFAULT', localDateStart: dayFromToday(19), localDateEnd: dayFromToday(21) },
      capabilities: 'octo/pricing',
    });
    expect(response.statusCode).toBe(200);
    const days = response.json() as unknown[];
    for (const day of days) expect(zAvailabilityCalendar.safeParse(day).error).toBeUndefined();
    expect(days.map((day) => zAvailabilityCalendar.parse(day)).map(({ localDate, status, available, vacancies }) => ({ localDate, status, available, vacancies }))).toEqual([
      { localDate: dayFromToday(19), status: 'AVAILABLE', available: true, vacancies: 10 },
      { localDate: date, status: 'SOLD_OUT', available: false, vacancies: 0 },
      { localDate: dayFromToday(21), status: 'CLOSED', available: false, vacancies: 0 },
    ]);
    expect(zAvailabilityCalendar.parse(days[0]).unitPricingFrom?.map((each) => [each.unitId, each.retail, each.currency])).toEqual([
      ['adult', 2_000_000, 'INR'],
      ['child', 900_000, 'INR'],
      ['infant', 0, 'INR'],
      ['senior', 1_500_000, 'INR'],
    ]);
  });

  it('refuses a calendar of more than a year, a backwards range and a wrong option with OCTO’s errors', async () => {
    const tour = await tourWithTypes();
    const body = { productId: tour.id, optionId: 'DEFAULT' };
    const long = await octo(t.app, key, '/availability/calendar', { method: 'POST', payload: { ...body, localDateStart: dayFromToday(0), localDateEnd: dayFromToday(400) } });
    expect(long.statusCode).toBe(400);
    expect(zErrorBadRequest.parse(long.json()).error).toBe('BAD_REQUEST');
    const backwards = await octo(t.app, key, '/availability/calendar', { method: 'POST', payload: { ...body, localDateStart: dayFromToday(5), localDateEnd: dayFromToday(1) } });
    expect(backwards.json().error).toBe('BAD_REQUEST');
    const option = await octo(t.app, key, '/availability/calendar', { method: 'POST', payload: { ...body, optionId: 'SUNSET', localDateStart: dayFromToday(1), localDateEnd: dayFromToday(2) } });
    expect(option.statusCode).toBe(400);
    expect(option.json()).toEqual({ error: 'INVALID_OPTION_ID', errorMessage: 'The optionId was missing or invalid', optionId: 'SUNSET' });
    const product = await octo(t.app, key, '/availability/calendar', { method: 'POST', payload: { optionId: 'DEFAULT', localDateStart: dayFromToday(1), localDateEnd: dayFromToday(2) } });
    expect(product.json()).toMatchObject({ error: 'INVALID_PRODUCT_ID' });
  });

  it('answers each start time of a date as its own availability, the party priced by the one price calculation', async () => {
    const tour = await tourWithTypes({ groupDiscount: { minPeople: 3, percentOff: 10 } });
    const date = dayFromToday(15);
    const response = await octo(t.app, key, '/availability', {
      method: 'POST',
      payload: { productId: tour.id, optionId: 'DEFAULT', localDate: date, units: [{ id: 'adult', quantity: 2 }, { id: 'child', quantity: '1' }, { id: 'infant', quantity: 1 }] },
      capabilities: ALL_CAPABILITIES,
    });
    expect(response.statusCode).toBe(200);
    const availabilities = (response.json() as unknown[]).map((each) => zAvailability.parse(each));
    expect(availabilities.map((each) => each.id)).toEqual([availabilityId(date, '09:00'), availabilityId(date, '16:00')]);
    const [morning] = availabilities;
    expect(morning).toMatchObject({ localDateTimeStart: availabilityId(date, '09:00'), allDay: false, available: true, status: 'AVAILABLE', vacancies: 10, capacity: 10 });
    // 2 × 20,000 + 9,000 + 0 = 49,000 rupees; three seats reach the group rule: 10% off, 44,100 rupees.
    expect(morning!.pricing).toMatchObject({ retail: 4_410_000, currency: 'INR', currencyPrecision: 2 });
    expect(morning!.utcCutoffAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

    const byId = await octo(t.app, key, '/availability', { method: 'POST', payload: { productId: tour.id, optionId: 'DEFAULT', availabilityIds: [availabilityId(date, '16:00')] } });
    expect(byId.json().map((each: { id: string }) => each.id)).toEqual([availabilityId(date, '16:00')]);
  });

  it('offers and reserves a departure until it sets off, India time, and closes it after: utcCutoffAt is the start without a cut-off', async () => {
    // The day of the departure is tomorrow, so the clock only moves forward.
    const date = dayFromToday(1);
    const tour = await tourWithTypes();
    const clock = testClock(aroundStart(date, '09:00', -1));
    onTestFinished(() => void clock.restore());
    const slots = async () =>
      ((await octo(t.app, key, '/availability', { method: 'POST', payload: { productId: tour.id, optionId: 'DEFAULT', localDate: date } })).json() as { id: string; status: string; utcCutoffAt: string }[]).map(
        ({ id, status, utcCutoffAt }) => ({ id, status, utcCutoffAt }),
      );
    expect(await slots()).toEqual([
      { id: availabilityId(date, '09:00'), status: 'AVAILABLE', utcCutoffAt: `${date}T03:30:00Z` },
      { id: availabilityId(date, '16:00'), status: 'AVAILABLE', utcCutoffAt: `${date}T10:30:00Z` },
    ]);
    expect((await reserved(t.app, key, reservationOf(tour.id, date, ['adult']))).status).toBe('ON_HOLD');

    vi.setSystemTime(aroundStart(date, '09:00', 1));
    expect((await slots()).map((slot) => slot.status)).toEqual(['CLOSED', 'AVAILABLE']);
    const late = await octo(t.app, key, '/bookings', { method: 'POST', payload: reservationOf(tour.id, date, ['adult']), capabilities: ALL_CAPABILITIES });
    expect(late.statusCode).toBe(400);
    expect(late.json().errorMessage).toBe(tourScheduleMessages.departed);
    expect((await reserved(t.app, key, reservationOf(tour.id, date, ['adult'], { availabilityId: availabilityId(date, '16:00') }))).status).toBe('ON_HOLD');
  });

  it('refuses unknown availability ids and units, and a request naming both a date range and ids', async () => {
    const tour = await tourWithTypes();
    const body = { productId: tour.id, optionId: 'DEFAULT' };
    const id = await octo(t.app, key, '/availability', { method: 'POST', payload: { ...body, availabilityIds: [availabilityId(dayFromToday(3), '12:00')] } });
    expect(id.statusCode).toBe(400);
    expect(id.json()).toEqual({ error: 'INVALID_AVAILABILITY_ID', errorMessage: 'The availabilityId was missing or invalid', availabilityId: availabilityId(dayFromToday(3), '12:00') });
    const unit = await octo(t.app, key, '/availability', { method: 'POST', payload: { ...body, localDate: dayFromToday(3), units: [{ id: 'student', quantity: 1 }] } });
    expect(unit.json()).toEqual({ error: 'INVALID_UNIT_ID', errorMessage: 'The unitId was missing or invalid', unitId: 'student' });
    const both = await octo(t.app, key, '/availability', {
      method: 'POST',
      payload: { ...body, localDateStart: dayFromToday(3), localDateEnd: dayFromToday(4), availabilityIds: [availabilityId(dayFromToday(3), '09:00')] },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().error).toBe('BAD_REQUEST');
    const neither = await octo(t.app, key, '/availability', { method: 'POST', payload: body });
    expect(neither.json().error).toBe('BAD_REQUEST');
    const notJson = await t.app.inject({ method: 'POST', url: '/octo/availability', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, payload: '{"productId":' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error).toBe('BAD_REQUEST');
  });
});

describe('bookings', () => {
  it('reserve → confirm → cancel: seats held, then a booking like any other paid to the reseller, then back on sale with nothing refunded', async () => {
    const tour = await tourWithTypes();
    const date = dayFromToday(12);
    const seatsBefore = (await seatsLeftOn(t.app, tour.id, date)).seatsLeft;
    const reservation = await reserved(t.app, key, reservationOf(tour.id, date, ['adult', 'adult', 'child', 'infant'], { availabilityId: availabilityId(date, '16:00'), resellerReference: 'GT-1001' }));
    expect(zBooking.safeParse(reservation).error).toBeUndefined();
    expect(reservation).toMatchObject({ status: 'ON_HOLD', resellerReference: 'GT-1001', supplierReference: null, utcConfirmedAt: null, cancellation: null, voucher: null });
    // 2 × 20,000 + 9,000 + 0 rupees, in paise; three seats (the lap infant takes none).
    expect(reservation.pricing).toMatchObject({ retail: 4_900_000, currency: 'INR' });
    expect(reservation.unitItems.map((item: { unitId: string; pricing: { retail: number } }) => [item.unitId, item.pricing.retail])).toEqual([
      ['adult', 2_000_000],
      ['adult', 2_000_000],
      ['child', 900_000],
      ['infant', 0],
    ]);
    expect(new Date(reservation.utcExpiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await seatsLeftOn(t.app, tour.id, date)).seatsLeft).toBe(seatsBefore - 3);

    const confirmation = await octo(t.app, key, `/bookings/${reservation.uuid}/confirm`, {
      method: 'POST',
      payload: { contact: guest(), resellerReference: 'GT-1001-V', emailReceipt: false },
      capabilities: ALL_CAPABILITIES,
    });
    expect(confirmation.statusCode).toBe(200);
    const confirmed = zBooking.parse(confirmation.json());
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', resellerReference: 'GT-1001-V', utcExpiresAt: null, deliveryMethods: ['VOUCHER'] });
    expect(confirmed.voucher?.deliveryOptions[0]).toMatchObject({ deliveryFormat: 'QRCODE', deliveryValue: expect.stringMatching(/^YTK1\./) });

    const [booking] = await t.db.select().from(bookings).where(and(eq(bookings.resellerId, resellerId), eq(bookings.resellerReference, 'GT-1001-V')));
    expect(booking).toMatchObject({ status: 'booked', collectedBy: 'reseller', orderId: null, paymentId: null, numPeople: 3, totalPaise: 4_900_000, fullName: 'Kavya Menon', startTime: '16:00' });
    expect(confirmed.supplierReference).toBe(bookingReference(booking!.number));
    // The hold became the booking: the seats are taken once, not twice.
    expect((await seatsLeftOn(t.app, tour.id, date)).seatsLeft).toBe(seatsBefore - 3);
    expect(await t.db.select().from(seatHolds).where(eq(seatHolds.tourId, tour.id))).toEqual([]);

    const got = await octo(t.app, key, `/bookings/${reservation.uuid}`);
    expect(zBooking.parse(got.json()).status).toBe('CONFIRMED');
    const listed = await octo(t.app, key, '/bookings?resellerReference=GT-1001-V');
    expect(listed.json().map((each: { uuid: string }) => each.uuid)).toEqual([reservation.uuid]);
    const bySupplier = await octo(t.app, key, `/bookings?supplierReference=${encodeURIComponent(confirmed.supplierReference!.toLowerCase())}`);
    expect(bySupplier.json().map((each: { uuid: string }) => each.uuid)).toEqual([reservation.uuid]);
    // Another reseller sees none of it.
    expect((await octo(t.app, otherKey, '/bookings?resellerReference=GT-1001-V')).json()).toEqual([]);
    expect((await octo(t.app, otherKey, `/bookings/${reservation.uuid}`)).json()).toMatchObject({ error: 'INVALID_BOOKING_UUID', uuid: reservation.uuid });

    const cancellation = await octo(t.app, key, `/bookings/${reservation.uuid}/cancel`, { method: 'POST', payload: { reason: 'Guest changed plans' } });
    expect(cancellation.statusCode).toBe(200);
    const cancelled = zBooking.parse(cancellation.json());
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancellable: false, cancellation: { refund: 'NONE', reason: 'Guest changed plans' } });
    const after = await bookingWithRefund(t.db, booking!.id);
    expect(after).toMatchObject({ status: 'canceled', refundStatus: null, refundAmountPaise: null });
    expect((await seatsLeftOn(t.app, tour.id, date)).seatsLeft).toBe(seatsBefore);
    const again = await octo(t.app, key, `/bookings/${reservation.uuid}/cancel`, { method: 'POST', payload: {} });
    expect(again.json()).toMatchObject({ error: 'UNPROCESSABLE_ENTITY' });
  });

  it('cancels a reservation before confirmation: its seats go back at once, and it can no longer be confirmed', async () => {
    const tour = await tourWithTypes();
    const date = dayFromToday(13);
    const reservation = await reserved(t.app, key, reservationOf(tour.id, date, ['adult', 'adult', 'adult']));
    expect((await seatsLeftOn(t.app, tour.id, date)).seatsLeft).toBe(17);
    const cancelled = await octo(t.app, key, `/bookings/${reservation.uuid}`, { method: 'DELETE', payload: {} });
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', cancellation: { refund: 'NONE', reason: null } });
    expect((await seatsLeftOn(t.app, tour.id, date)).seatsLeft).toBe(20);
    const confirm = await octo(t.app, key, `/bookings/${reservation.uuid}/confirm`, { method: 'POST', payload: { contact: guest() } });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().error).toBe('UNPROCESSABLE_ENTITY');
  });

  it('a reservation that ran out reads EXPIRED, its seats are back on sale and it cannot be confirmed or extended', async () => {
    const tour = await tourWithTypes({ capacity: 4, startTimes: ['09:00'] });
    const date = dayFromToday(14);
    const reservation = await reserved(t.app, key, reservationOf(tour.id, date, ['adult', 'adult', 'adult', 'adult'], { expirationMinutes: '5' }));
    expect(new Date(reservation.utcExpiresAt).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000 + 1000);
    expect((await seatsLeftOn(t.app, tour.id, date)).status).toBe('sold_out');
    // Five minutes later (the hold and the reservation both say when).
    const past = new Date(Date.now() - 1000);
    await t.db.update(seatHolds).set({ expiresAt: past, cooldownEndsAt: past }).where(eq(seatHolds.tourId, tour.id));
    await t.db.update(octoBookings).set({ expiresAt: past }).where(eq(octoBookings.uuid, reservation.uuid));
    expect(zBooking.parse((await octo(t.app, key, `/bookings/${reservation.uuid}`)).json()).status).toBe('EXPIRED');
    expect((await seatsLeftOn(t.app, tour.id, date)).seatsLeft).toBe(4);
    const confirm = await octo(t.app, key, `/bookings/${reservation.uuid}/confirm`, { method: 'POST', payload: { contact: guest() } });
    expect(confirm.json()).toMatchObject({ error: 'UNPROCESSABLE_ENTITY', errorMessage: expect.stringContaining('expired') });
    const extend = await octo(t.app, key, `/bookings/${reservation.uuid}/extend`, { method: 'POST', payload: { expirationMinutes: 10 } });
    expect(extend.json().error).toBe('UNPROCESSABLE_ENTITY');
    expect(await t.db.select().from(bookings).where(and(eq(bookings.tourId, tour.id)))).toEqual([]);
  });

  it('extends a reservation, never past two hold lengths from when it was made', async () => {
    const tour = await tourWithTypes();
    const reservation = await reserved(t.app, key, reservationOf(tour.id, dayFromToday(16), ['adult'], { expirationMinutes: 2 }));
    const extended = await octo(t.app, key, `/bookings/${reservation.uuid}/extend`, { method: 'POST', payload: { expirationMinutes: 600 } });
    expect(extended.statusCode).toBe(200);
    const expiresAt = new Date(zBooking.parse(extended.json()).utcExpiresAt!).getTime();
    const madeAt = new Date(reservation.utcCreatedAt).getTime();
    expect(expiresAt - madeAt).toBeLessThanOrEqual(30 * 60_000);
    expect(expiresAt - madeAt).toBeGreaterThan(29 * 60_000);
    const [hold] = await t.db.select().from(seatHolds).where(eq(seatHolds.tourId, tour.id));
    expect(Math.abs(hold!.expiresAt.getTime() - expiresAt)).toBeLessThan(1000);
  });

  it('updates a reservation’s units (the new party held in place of the old) and confirms with more unit items', async () => {
    const tour = await tourWithTypes({ capacity: 5, startTimes: ['09:00'] });
    const date = dayFromToday(17);
    const reservation = await reserved(t.app, key, reservationOf(tour.id, date, ['adult', 'adult', 'adult', 'adult']));
    // Four of five held by this reservation: it may still grow to five, as it does not compete with itself.
    const update = await octo(t.app, key, `/bookings/${reservation.uuid}`, {
      method: 'PATCH',
      payload: { unitItems: [{ unitId: 'adult' }, { unitId: 'senior' }], notes: 'Vegetarian meals' },
      capabilities: 'octo/pricing',
    });
    expect(update.statusCode).toBe(200);
    expect(zBooking.parse(update.json())).toMatchObject({ status: 'ON_HOLD', notes: 'Vegetarian meals', pricing: { retail: 3_500_000 } });
    expect((await seatsLeftOn(t.app, tour.id, date)).seatsLeft).toBe(3);
    const confirm = await octo(t.app, key, `/bookings/${reservation.uuid}/confirm`, {
      method: 'POST',
      payload: { contact: guest(), unitItems: ['adult', 'adult', 'adult', 'adult', 'adult'].map((unitId) => ({ unitId })) },
      capabilities: 'octo/pricing',
    });
    expect(confirm.statusCode).toBe(200);
    expect(zBooking.parse(confirm.json())).toMatchObject({ status: 'CONFIRMED', pricing: { retail: 10_000_000 } });
    expect((await seatsLeftOn(t.app, tour.id, date)).status).toBe('sold_out');
    const late = await octo(t.app, key, `/bookings/${reservation.uuid}`, { method: 'PATCH', payload: { unitItems: [{ unitId: 'adult' }] } });
    expect(late.json().error).toBe('UNPROCESSABLE_ENTITY');
    const reference = await octo(t.app, key, `/bookings/${reservation.uuid}`, { method: 'PATCH', payload: { resellerReference: 'GT-2002' } });
    expect(reference.json()).toMatchObject({ status: 'CONFIRMED', resellerReference: 'GT-2002' });
  });

  it('refuses reservations with OCTO’s errors, in the order the specification names them, and keeps nothing', async () => {
    const tour = await tourWithTypes({ capacity: 2, priceTypes: [], startTimes: ['09:00'] });
    const date = dayFromToday(18);
    const post = (payload: unknown) => octo(t.app, key, '/bookings', { method: 'POST', payload });
    const body = reservationOf(tour.id, date);
    expect((await post({ ...body, productId: 'nope' })).json()).toEqual({ error: 'INVALID_PRODUCT_ID', errorMessage: 'The productId was missing or invalid', productId: 'nope' });
    expect((await post({ ...body, productId: undefined })).json()).toMatchObject({ error: 'INVALID_PRODUCT_ID', productId: '' });
    expect((await post({ ...body, optionId: 'VIP' })).json()).toMatchObject({ error: 'INVALID_OPTION_ID', optionId: 'VIP' });
    expect((await post({ ...body, availabilityId: '2026-01-01' })).json()).toMatchObject({ error: 'INVALID_AVAILABILITY_ID', availabilityId: '2026-01-01' });
    expect((await post({ ...body, availabilityId: availabilityId(date, '07:00') })).json()).toMatchObject({ error: 'INVALID_AVAILABILITY_ID' });
    // The tour offers adults only.
    expect((await post({ ...body, unitItems: [{ unitId: 'adult' }, { unitId: 'child' }] })).json()).toEqual({ error: 'INVALID_UNIT_ID', errorMessage: 'The unitId was missing or invalid', unitId: 'child' });
    for (const unitItems of [[], undefined]) {
      const response = await post({ ...body, unitItems });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('UNPROCESSABLE_ENTITY');
    }
    const soldOut = await post({ ...body, unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }, { unitId: 'adult' }] });
    expect(soldOut.statusCode).toBe(400);
    expect(soldOut.json()).toMatchObject({ error: 'UNPROCESSABLE_ENTITY', errorMessage: expect.stringMatching(/seat/i) });
    expect((await post({ ...body, expirationMinutes: 'soon' })).json().error).toBe('BAD_REQUEST');
    expect((await post({ ...body, currency: 'EUR' })).json().error).toBe('UNPROCESSABLE_ENTITY');
    expect(await t.db.select().from(octoBookings).where(eq(octoBookings.tourId, tour.id))).toEqual([]);
    expect(await t.db.select().from(seatHolds).where(eq(seatHolds.tourId, tour.id))).toEqual([]);

    await reserved(t.app, key, body);
    const reused = await post({ ...body, unitItems: [{ unitId: 'adult' }] });
    expect(reused.json()).toMatchObject({ error: 'INVALID_BOOKING_UUID', uuid: body.uuid });
  });

  it('answers INVALID_BOOKING_UUID for an unknown booking on every endpoint, and BAD_REQUEST for a list without a reference', async () => {
    const uuid = '5b2c3d4e-0000-4000-8000-000000000001';
    for (const [url, method] of [
      [`/bookings/${uuid}`, 'GET'],
      [`/bookings/${uuid}`, 'PATCH'],
      [`/bookings/${uuid}/confirm`, 'POST'],
      [`/bookings/${uuid}/extend`, 'POST'],
      [`/bookings/${uuid}/cancel`, 'POST'],
    ] as const) {
      const response = await octo(t.app, key, url, { method, payload: method === 'GET' ? undefined : { contact: guest() } });
      expect({ url, method, status: response.statusCode, body: response.json() }).toEqual({
        url,
        method,
        status: 400,
        body: { error: 'INVALID_BOOKING_UUID', errorMessage: 'The uuid was already used, missing or invalid', uuid },
      });
    }
    const list = await octo(t.app, key, '/bookings');
    expect(list.statusCode).toBe(400);
    expect(zErrorBadRequest.parse(list.json()).error).toBe('BAD_REQUEST');
    const nowhere = await octo(t.app, key, '/nowhere');
    expect(nowhere.json()).toEqual({ error: 'NOT_FOUND', errorMessage: 'Resource not found' });
  });

  it('opens the guest’s account when the reseller passes an email, so the confirmation reaches them; none without one', async () => {
    const tour = await tourWithTypes();
    const email = `guest.${Date.now()}@mail.example`;
    const withEmail = await confirmedBooking(t.app, key, reservationOf(tour.id, dayFromToday(22)), guest({ emailAddress: email }));
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.resellerReference, withEmail.resellerReference));
    expect(booking!.userId).not.toBeNull();
    const sent = await t.db.select({ kind: emails.kind }).from(emails).where(eq(emails.toAddress, email));
    expect(sent.map((each) => each.kind)).toEqual(expect.arrayContaining(['booking-paid']));
    const withoutEmail = await confirmedBooking(t.app, key, reservationOf(tour.id, dayFromToday(22)));
    const [other] = await t.db.select().from(bookings).where(eq(bookings.resellerReference, withoutEmail.resellerReference));
    expect(other!.userId).toBeNull();
    // A confirmation must name the lead.
    const reservation = await reserved(t.app, key, reservationOf(tour.id, dayFromToday(22)));
    const nameless = await octo(t.app, key, `/bookings/${reservation.uuid}/confirm`, { method: 'POST', payload: { contact: { emailAddress: null } } });
    expect(nameless.json()).toMatchObject({ error: 'UNPROCESSABLE_ENTITY' });
  });

  it('shows a booking the operator cancelled as CANCELLED', async () => {
    const tour = await tourWithTypes();
    const confirmed = await confirmedBooking(t.app, key, reservationOf(tour.id, dayFromToday(23)));
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.resellerReference, confirmed.resellerReference));
    const cancel = await t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${booking!.id}/status`, headers: admin.headers, payload: { status: 'canceled' } });
    expect(cancel.statusCode).toBeLessThan(300);
    const got = zBooking.parse((await octo(t.app, key, `/bookings/${confirmed.uuid}`)).json());
    expect(got.status).toBe('CANCELLED');
    expect(got.cancellation?.refund).toBe('NONE');
  });

  it('a confirmed booking is checked in with its voucher at the meeting point, as paid to the reseller, who is named', async () => {
    // The day of the 23:59 departure (tomorrow, so the clock only moves forward), at noon: it is still on sale and checks in today.
    const day = dayFromToday(1);
    const tour = await tourWithTypes({ startTimes: ['23:59'] });
    const clock = testClock(aroundStart(day, '23:59', -12 * 3600));
    onTestFinished(() => void clock.restore());
    const confirmed = zBooking.parse(await confirmedBooking(t.app, key, reservationOf(tour.id, day, ['adult', 'child'], { availabilityId: availabilityId(day, '23:59') })));
    const code = confirmed.voucher!.deliveryOptions[0]!.deliveryValue;
    const lookup = await t.app.inject({ method: 'POST', url: '/api/admin/check-ins/lookup', headers: admin.headers, payload: { code } });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().booking).toMatchObject({ reference: confirmed.supplierReference, paymentState: 'paid_to_reseller', paidInFull: true, numPeople: 2, soldBy: 'Ghumakkad Travels' });
    const checkIn = await t.app.inject({ method: 'POST', url: '/api/admin/check-ins', headers: admin.headers, payload: { code } });
    expect(checkIn.statusCode).toBeLessThan(300);
    expect(checkIn.json().booking.soldBy).toBe('Ghumakkad Travels');
    const manifest = await t.app.inject({ method: 'GET', url: `/api/admin/departures?tourId=${tour.id}&from=${day}&days=1`, headers: admin.headers });
    expect(JSON.stringify(manifest.json())).toContain('paid_to_reseller');
  });

  it('keeps the guests the reseller names on unit items as the party’s names, the lead first', async () => {
    const tour = await tourWithTypes();
    const body = reservationOf(tour.id, dayFromToday(24), [], {
      unitItems: [
        { unitId: 'adult', contact: { fullName: 'Kavya Menon' } },
        { unitId: 'adult', contact: { firstName: 'Arjun', lastName: 'Menon' } },
        { unitId: 'child' },
      ],
    });
    const confirmed = await confirmedBooking(t.app, key, body);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.resellerReference, confirmed.resellerReference));
    expect(booking!.travellers).toEqual([
      { name: 'Kavya Menon', age: null },
      { name: 'Arjun Menon', age: null },
    ]);
    expect(confirmed.unitItems.map((item: { contact: { fullName: string | null } }) => item.contact.fullName)).toEqual(['Kavya Menon', 'Arjun Menon', null]);
  });
});
