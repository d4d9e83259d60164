import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday } from './support/payments.ts';
import { serveOnLoopback } from './support/instances.ts';
import { createTestApp, pngImage, type TestApp } from './support/app.ts';

/**
 * The pay-and-book part of SPEC.md §7, over real HTTP with fetch, as a client
 * written only from the spec would call it: create-order with
 * {amount, currency, receipt}, the checkout dialog, verify-payment with the
 * three confirmation fields, then POST /api/user/bookings.
 */
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await serveOnLoopback(t.app);
});
afterAll(() => t.close());

async function call(method: string, path: string, options: { token?: string; json?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, { method, headers, body: options.json === undefined ? undefined : JSON.stringify(options.json) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

describe('a client written from the spec', () => {
  it('pays, books, sees the booking accepted, cancels it and sees the refund', async () => {
    await call('POST', '/api/admin/register', { json: { name: 'Operations', email: 'ops@yatrika.test', password: 'ops-password-1', confirmPassword: 'ops-password-1' } });
    const admin = (await call('POST', '/api/admin/login', { json: { email: 'ops@yatrika.test', password: 'ops-password-1' } })).body.token as string;
    const form = new FormData();
    for (const [name, value] of Object.entries({ title: 'Kaziranga Safari', description: 'Rhinos at dawn.', category: 'adventure', location: 'Assam', pricePerPerson: '8999.5' })) form.set(name, value);
    form.set('image', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'safari.png');
    const tour = (await fetch(`${base}/api/admin/tours`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form }).then((r) => r.json() as Promise<{ data: { _id: string } }>)).data;

    await call('POST', '/api/user/register', { json: { firstname: 'Dev', lastname: 'Bora', username: 'dev_bora', email: 'dev@example.in', phone: '9812345678', gender: 'Male', password: 'dev-password-1' } });
    const token = (await call('POST', '/api/user/login', { json: { email: 'dev@example.in', password: 'dev-password-1' } })).body.token as string;

    // Amount = pricePerPerson × numPeople × 100.
    const created = await call('POST', '/api/payment/create-order', { token, json: { amount: 8999.5 * 2 * 100, currency: 'INR', receipt: 'receipt_1' } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ success: true, order: { id: expect.any(String), amount: 1_799_900, currency: 'INR' }, message: expect.any(String) });

    // The checkout dialog's Pay button.
    const config = (await call('GET', '/api/payment/config')).body;
    const confirmation = (await call('POST', '/api/payment/sandbox/pay', { json: { key_id: config.keyId, order_id: created.body.order.id, outcome: 'success' } })).body;
    const verified = await call('POST', '/api/payment/verify-payment', { token, json: confirmation });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ success: true, message: expect.any(String) });

    const details = { tourId: tour._id, fullName: 'Dev Bora', phone: '9812345678', bookingDate: dayFromToday(10), numPeople: 2 };
    const booked = await call('POST', '/api/user/bookings', { token, json: details });
    expect(booked.status).toBe(201);
    expect(booked.body.message).toBe('Booking created successfully and approval is pending');
    const mine = await call('GET', '/api/user/bookings', { token });
    expect(mine.body.bookings).toEqual([
      expect.objectContaining({ _id: booked.body.booking._id, tour: expect.objectContaining({ title: 'Kaziranga Safari', location: 'Assam' }), totalPrice: 17_999, numPeople: 2, status: 'pending', packingList: null, fullName: 'Dev Bora', phone: '9812345678' }),
    ]);

    // Booking again without paying again is refused.
    expect((await call('POST', '/api/user/bookings', { token, json: { ...details, numPeople: 1 } })).status).toBe(402);

    const adminList = await call('GET', '/api/admin/bookings', { token: admin });
    expect(adminList.body).toEqual([expect.objectContaining({ _id: booked.body.booking._id, status: 'pending', totalPrice: 17_999 })]);
    expect((await call('PUT', `/api/admin/bookings/${booked.body.booking._id}/status`, { token: admin, json: { status: 'booked' } })).status).toBe(200);
    expect((await call('GET', '/api/admin/dashboard', { token: admin })).body.totalBookings).toBe(1);

    const cancelled = await call('DELETE', `/api/user/bookings/${booked.body.booking._id}`, { token });
    expect(cancelled.status).toBe(200);
    const after = (await call('GET', '/api/user/bookings', { token })).body.bookings[0];
    expect(after).toMatchObject({ status: 'canceled', refund: { status: 'processed', amount: 17_999 } });
    expect((await call('DELETE', `/api/admin/bookings/${booked.body.booking._id}`, { token: admin })).status).toBe(200);
    expect((await call('GET', '/api/user/bookings', { token })).body).toEqual({ bookings: [] });
  });
});
