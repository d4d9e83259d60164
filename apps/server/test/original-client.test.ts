import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema/bookings.ts';
import { paymentOrders, sandboxOrders } from '../src/db/schema/payments.ts';
import { serveOnLoopback } from './support/instances.ts';
import { createTestApp, pngImage, type TestApp } from './support/app.ts';
import { dayFromToday } from './support/payments.ts';

/**
 * The original React client SPEC.md was written from (github.com/Surajadde07/Travelopia,
 * frontend/src/components/), over real HTTP with the bodies and headers its code sends, as
 * axios sends them: JSON for objects, multipart for FormData. File and line are named at each
 * call; decision 007 lists what we accept from it and why.
 */
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await serveOnLoopback(t.app);
});
afterAll(() => t.close());

type Body = object | FormData;

/** axios: a plain object is sent as JSON, FormData as multipart; the token only where the client adds it. */
async function call(method: string, path: string, body?: Body, token?: string) {
  const headers: Record<string, string> = {};
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const payload = body === undefined || body instanceof FormData ? body : JSON.stringify(body);
  const response = await fetch(`${base}${path}`, { method, headers, body: payload });
  const text = await response.text();
  return { status: response.status, data: text ? JSON.parse(text) : undefined };
}

const picture = async () => new Blob([new Uint8Array(await pngImage(120, 80))], { type: 'image/png' });

/** FormData built the client's way: every key of its form state appended in order. */
function formOf(state: Record<string, string | number | Blob | null>) {
  const form = new FormData();
  for (const key in state) {
    const value = state[key];
    if (value instanceof Blob) form.append(key, value, 'picked.png');
    else form.append(key, String(value));
  }
  return form;
}

async function adminToken() {
  // AdminRegister.js never calls the API; our first-run endpoint stands in for it.
  await call('POST', '/api/admin/register', { name: 'Operations', email: 'ops@yatrika.test', password: 'ops-password-1' });
  // AdminLogin.js:16
  return (await call('POST', '/api/admin/login', { email: 'ops@yatrika.test', password: 'ops-password-1' })).data.token as string;
}

async function travellerToken(username: string) {
  // Signup.js:30: the whole form state, gender from the select.
  const signup = await call('POST', '/api/user/register', {
    firstname: 'Meera',
    lastname: 'Iyer',
    username,
    email: `${username}@example.in`,
    phone: '9812345678',
    gender: 'Female',
    password: 'meera-password-1',
  });
  expect(signup.status).toBe(201);
  // Login_page.js:20
  return (await call('POST', '/api/user/login', { email: `${username}@example.in`, password: 'meera-password-1' })).data.token as string;
}

describe('the original client', () => {
  let admin: string;
  let tourId: string;

  beforeAll(async () => {
    admin = await adminToken();
    // CreateTour.js:33-49: the form state as FormData; the price is the number box's text.
    const created = await call(
      'POST',
      '/api/admin/tours',
      formOf({ title: 'Periyar Spice Trail', description: 'Cardamom hills and a bamboo raft.', category: 'adventure', location: 'Thekkady, Kerala', pricePerPerson: '1025.16', image: await picture() }),
      admin,
    );
    expect(created.status).toBe(201);
    tourId = created.data.data._id;
  });

  it('updates a tour with the form it loaded, the current picture path sent back as text', async () => {
    // UpdateTour.js:26-32 loads these five fields; :58-74 sends them all back, `image` still the
    // path string when no new file was picked.
    const { tour } = (await call('GET', `/api/admin/tours/${tourId}`, undefined, admin)).data;
    const { title, description, category, pricePerPerson, image } = tour;
    const updated = await call('PUT', `/api/admin/tours/${tourId}`, formOf({ title, description, category, pricePerPerson, image }), admin);
    expect(updated.status).toBe(200);
    expect(updated.data.data).toMatchObject({ title: 'Periyar Spice Trail', pricePerPerson: 1025.16, image });

    // TourCard.js:31 and :45: ban and unban with an empty JSON object.
    expect((await call('PUT', `/api/admin/tour/${tourId}/ban`, {}, admin)).status).toBe(200);
    expect((await call('PUT', `/api/admin/tour/${tourId}/unban`, {}, admin)).status).toBe(200);
  });

  it('pays and books 2 people the way TourDetails.js does, and ends with one booking for price × 2', async () => {
    const token = await travellerToken('meera_iyer');
    // TourDetails.js:60
    const tour = (await call('GET', `/api/user/tours/${tourId}`, undefined, token)).data;
    // TourDetails.js:29-34, 132-134: the number box replaces numPeople with its text.
    const form = { fullName: 'Meera Iyer', phone: '9812345678', bookingDate: dayFromToday(10), numPeople: '2' };

    // TourDetails.js:197-215: paise computed in floating point (205032.00000000003 here), a
    // 63-character receipt, and no booking details.
    // (JavaScript's `*` reads the text "2" as Number() does.)
    const amountInPaise = tour.pricePerPerson * Number(form.numPeople) * 100;
    expect(Number.isInteger(amountInPaise)).toBe(false);
    const receipt = `receipt_tour_${tour._id}_${new Date().getTime()}`;
    expect(receipt).toHaveLength(63);
    const orderResponse = await call('POST', '/api/payment/create-order', { amount: amountInPaise, currency: 'INR', receipt }, token);
    expect(orderResponse.status).toBe(200);
    expect(orderResponse.data).toMatchObject({ success: true, order: { id: expect.any(String), amount: 205_032, currency: 'INR', receipt } });
    const razorpayOrder = orderResponse.data.order;
    const [stored] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, razorpayOrder.id));
    expect(stored).toMatchObject({ amountPaise: 205_032, receipt });
    const [atProvider] = await t.db.select().from(sandboxOrders).where(eq(sandboxOrders.id, razorpayOrder.id));
    expect(atProvider!.receipt!.length).toBeLessThanOrEqual(40);

    // The checkout dialog (TourDetails.js:228-281), its handler handing over three fields.
    const { keyId } = (await call('GET', '/api/payment/config')).data;
    const response = (await call('POST', '/api/payment/sandbox/pay', { key_id: keyId, order_id: razorpayOrder.id, outcome: 'success' })).data;
    const paymentData = {
      razorpay_payment_id: response.razorpay_payment_id,
      razorpay_order_id: response.razorpay_order_id,
      razorpay_signature: response.razorpay_signature,
    };

    // TourDetails.js:145-151
    const verifyResponse = await call('POST', '/api/payment/verify-payment', paymentData, token);
    expect(verifyResponse.status).toBe(200);
    expect(verifyResponse.data.success).toBe(true);

    // TourDetails.js:155-159: the tour id and the form state as it is, numPeople still text.
    const booked = await call('POST', '/api/user/bookings', { tourId: tour._id, ...form }, token);
    expect(booked.status).toBe(201);
    expect(booked.data.message).toBe('Booking created successfully and approval is pending');

    // MyBooking.js:76
    const mine = (await call('GET', '/api/user/bookings', undefined, token)).data.bookings;
    expect(mine).toEqual([expect.objectContaining({ numPeople: 2, totalPrice: 2050.32, status: 'pending', fullName: 'Meera Iyer', bookingDate: form.bookingDate })]);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, mine[0]._id));
    expect(row).toMatchObject({ numPeople: 2, pricePaise: 102_516, totalPaise: 205_032, orderId: razorpayOrder.id });
    // Person types (decision 030): a client that sends only numPeople books that many adults, priced as before.
    expect(row).toMatchObject({ party: { adult: 2 }, priceLines: [{ kind: 'people', type: 'adult', quantity: 2, unitPaise: 102_516, amountPaise: 205_032 }] });
    expect(mine[0]).toMatchObject({ lines: [{ kind: 'people', type: 'adult', quantity: 2, unitPrice: 1025.16, amount: 2050.32 }], total: 2050.32 });

    // AdminBooking.js:40-43 accepts it; MyBooking.js:123-127 asks for the packing guide with {}.
    expect((await call('PUT', `/api/admin/bookings/${mine[0]._id}/status`, { status: 'booked' }, admin)).status).toBe(200);
    const guide = await call('POST', `/api/user/bookings/${mine[0]._id}/generate-packing-guide`, {}, token);
    expect(guide.status).toBe(200);
    expect(guide.data.packingList).toEqual(expect.any(String));
  });

  it('pays its own product on a tour with a group rule, is not booked for it, and the paid order is left for the refund', async () => {
    const token = await travellerToken('meera_group');
    // An operator sets "2 or more people: 10% off" (decision 030): the server's price is no longer the client's product.
    const form = formOf({ groupDiscount: JSON.stringify({ minPeople: 2, percentOff: 10 }) });
    expect((await call('PUT', `/api/admin/tours/${tourId}`, form, admin)).status).toBe(200);
    const tour = (await call('GET', `/api/user/tours/${tourId}`, undefined, token)).data;
    const details = { fullName: 'Meera Iyer', phone: '9812345678', bookingDate: dayFromToday(12), numPeople: '2' };
    const amountInPaise = tour.pricePerPerson * Number(details.numPeople) * 100;
    const orderResponse = await call('POST', '/api/payment/create-order', { amount: amountInPaise, currency: 'INR', receipt: `receipt_tour_${tour._id}_1` }, token);
    expect(orderResponse.status).toBe(200);
    const { keyId } = (await call('GET', '/api/payment/config')).data;
    const paid = (await call('POST', '/api/payment/sandbox/pay', { key_id: keyId, order_id: orderResponse.data.order.id, outcome: 'success' })).data;
    expect((await call('POST', '/api/payment/verify-payment', paid, token)).status).toBe(200);

    // No paid order of the server's price (₹1,845.29): refused as any booking without its payment is.
    const booked = await call('POST', '/api/user/bookings', { tourId, ...details }, token);
    expect(booked.status).toBe(402);
    expect(booked.data.message).toBe('Please complete the payment before booking.');
    const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderResponse.data.order.id));
    // Paid, with no booking: reconciliation refunds it (decision 004).
    expect(order).toMatchObject({ status: 'paid', bookingId: null, amountPaise: 205_032 });
    expect((await call('PUT', `/api/admin/tours/${tourId}`, formOf({ groupDiscount: 'null' }), admin)).status).toBe(200);
  });

  it('reviews with the star it clicked and a comment as typed', async () => {
    const token = await travellerToken('meera_reviews');
    // TourDetails.js:113-117, the rating set by a star's onClick (:421).
    const review = await call('POST', '/api/user/reviews', { tourId, rating: 4, comment: ' Lovely raft ride. ' }, token);
    expect(review.status).toBe(201);
    // TourDetails.js:84
    const { reviews } = (await call('GET', `/api/user/tours/${tourId}/reviews`, undefined, token)).data;
    expect(reviews).toEqual([expect.objectContaining({ rating: 4, comment: 'Lovely raft ride.' })]);
  });

  it('reads moments without a token, and likes and comments with one; the comment page without one is refused', async () => {
    const token = await travellerToken('meera_moments');
    // CreateMoment.js:18-25
    const moment = new FormData();
    moment.append('image', await picture(), 'deck.png');
    moment.append('description', 'Morning mist over the lake.');
    expect((await call('POST', '/api/moments/create', moment, token)).status).toBe(201);

    // AllMoment.js:34: no Authorization header.
    const feed = await call('GET', '/api/moments/all');
    expect(feed.status).toBe(200);
    const [shown] = feed.data.moments;
    expect(shown).toMatchObject({ description: 'Morning mist over the lake.', user: { username: 'meera_moments' }, likes: [], comments: [] });

    // AllMoment.js:46-47 and :58-62
    expect((await call('PUT', `/api/moments/like/${shown._id}`, {}, token)).status).toBe(200);
    expect((await call('POST', `/api/moments/comment/${shown._id}`, { text: 'So calm!' }, token)).status).toBe(201);
    expect((await call('GET', '/api/moments/all')).data.moments[0]).toMatchObject({ likes: [expect.any(String)], comments: [expect.objectContaining({ text: 'So calm!' })] });

    // CommentMoment.js:11 sends no token: a comment needs an author, so it stays 401.
    const anonymous = await call('POST', `/api/moments/comment/${shown._id}`, { text: 'Who am I?' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.data.message).toBe('Please log in to continue.');

    // Slidebar.js:12-20: logout with an empty JSON object.
    expect((await call('POST', '/api/user/logout', {}, token)).status).toBe(200);
  });
});
