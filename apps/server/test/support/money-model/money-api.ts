import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SignedIn } from '../app.ts';
import { bookingDetails, createOrder, sandboxPay, sandboxWebhookSecret, verify } from '../payments.ts';
import type { Database } from '../../../src/db/client.ts';

// Every money operation of the issue "One money model" as the web app and the operator's screens call it:
// through the HTTP API only, each quote beside the action it announces. Shared by the model
// (money-model.test.ts) and the fixed examples of its known defects (money-defects.test.ts).

type Who = Pick<SignedIn, 'headers' | 'remoteAddress'>;

const get = (app: FastifyInstance, who: Who, url: string) => app.inject({ method: 'GET', url, headers: who.headers });

function expectStatus(response: LightMyRequestResponse, what: string, status = 200) {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response;
}

/** Pays an order in the sandbox and verifies it as the browser does; answers the verification. */
export async function payOrder(app: FastifyInstance, who: Who, orderId: string) {
  const paid = expectStatus(await sandboxPay(app, orderId), 'sandbox pay');
  return verify(app, who, paid.json());
}

/** Pays at the sandbox only: the browser never comes back (a payment captured, never verified). */
export async function payWithoutVerifying(app: FastifyInstance, orderId: string) {
  return expectStatus(await sandboxPay(app, orderId), 'sandbox pay').json() as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
}

export interface BookingRequest {
  tourId: string;
  date: string;
  people: number;
  advance?: boolean;
  promoCode?: string;
}

/** Opens the checkout for a booking, in full or by advance, with a promo code or none. */
export function openBookingOrder(app: FastifyInstance, who: Who, booking: BookingRequest) {
  const details = bookingDetails(booking.tourId, { bookingDate: booking.date, numPeople: booking.people, ...(booking.promoCode ? { promoCode: booking.promoCode } : {}) });
  return createOrder(app, who, { booking: details, ...(booking.advance ? { payment: 'advance' } : {}) });
}

/** Books and pays (the advance, when asked): answers the booking as the verification does. */
export async function book(app: FastifyInstance, who: Who, booking: BookingRequest) {
  const order = expectStatus(await openBookingOrder(app, who, booking), 'create-order');
  const verified = expectStatus(await payOrder(app, who, order.json().order.id), 'verify');
  return verified.json().booking as { _id: string; reference: string; totalPrice: number };
}

/** The traveller's receipt: `amountPaid`, `amountRefunded`, `amountDue` in rupees, beside the booking. */
export async function receipt(app: FastifyInstance, who: Who, bookingId: string) {
  return expectStatus(await get(app, who, `/api/user/bookings/${bookingId}`), 'receipt').json().booking as {
    status: string;
    numPeople: number;
    totalPrice: number;
    amountPaid: number;
    amountRefunded: number;
    amountDue: number;
  };
}

export const openBalance = (app: FastifyInstance, who: Who, bookingId: string) =>
  app.inject({ method: 'POST', url: `/api/user/bookings/${bookingId}/balance`, headers: who.headers, remoteAddress: who.remoteAddress });

export const travellerPartyQuote = (app: FastifyInstance, who: Who, bookingId: string, numPeople: number) => get(app, who, `/api/user/bookings/${bookingId}/party?numPeople=${numPeople}`);
export const travellerParty = (app: FastifyInstance, who: Who, bookingId: string, numPeople: number) =>
  app.inject({ method: 'POST', url: `/api/user/bookings/${bookingId}/party`, headers: who.headers, payload: { numPeople }, remoteAddress: who.remoteAddress });

export const rescheduleQuote = (app: FastifyInstance, who: Who, bookingId: string, date: string) => get(app, who, `/api/user/bookings/${bookingId}/reschedule?bookingDate=${date}`);
export const reschedule = (app: FastifyInstance, who: Who, bookingId: string, date: string) =>
  app.inject({ method: 'POST', url: `/api/user/bookings/${bookingId}/reschedule`, headers: who.headers, payload: { bookingDate: date }, remoteAddress: who.remoteAddress });

export const travellerCancelQuote = (app: FastifyInstance, who: Who, bookingId: string) => get(app, who, `/api/user/bookings/${bookingId}/cancellation`);
export const travellerCancel = (app: FastifyInstance, who: Who, bookingId: string) => app.inject({ method: 'DELETE', url: `/api/user/bookings/${bookingId}`, headers: who.headers });

export const operatorCancelQuote = (app: FastifyInstance, admin: Who, bookingId: string) => get(app, admin, `/api/admin/bookings/${bookingId}/cancellation`);
export const operatorCancel = (app: FastifyInstance, admin: Who, bookingId: string, refund: 'full' | 'policy') =>
  app.inject({ method: 'PUT', url: `/api/admin/bookings/${bookingId}/status`, headers: admin.headers, payload: { status: 'canceled', refund } });

export const operatorMove = (app: FastifyInstance, admin: Who, bookingId: string, date: string) =>
  app.inject({ method: 'PUT', url: `/api/admin/bookings/${bookingId}/date`, headers: admin.headers, payload: { bookingDate: date } });

export const operatorPartyQuote = (app: FastifyInstance, admin: Who, bookingId: string, numPeople: number) => get(app, admin, `/api/admin/bookings/${bookingId}/party?numPeople=${numPeople}`);
/** A larger party is collected in cash at the meeting point, as the operator's dialog offers. */
export const operatorParty = (app: FastifyInstance, admin: Who, bookingId: string, numPeople: number) =>
  app.inject({ method: 'PUT', url: `/api/admin/bookings/${bookingId}/party`, headers: admin.headers, payload: { numPeople, payment: { method: 'cash' } } });

export const bookingHistory = (app: FastifyInstance, admin: Who, bookingId: string) => get(app, admin, `/api/admin/bookings/${bookingId}/history`);

export const tourSettlement = (app: FastifyInstance, admin: Who, tourId: string) => get(app, admin, `/api/admin/tours/${tourId}/settlement`);
export const banTour = (app: FastifyInstance, admin: Who, tourId: string) => app.inject({ method: 'PUT', url: `/api/admin/tour/${tourId}/ban?confirm=true`, headers: admin.headers });

export const accountClosingQuote = (app: FastifyInstance, who: Who) => get(app, who, '/api/user/account/closing');
/** Every traveller of these tests signs up with the password travellerDetails gives. */
export const closeAccount = (app: FastifyInstance, who: Who) =>
  app.inject({ method: 'DELETE', url: '/api/user/account', headers: who.headers, payload: { password: 'correct-horse-42' } });

/** The operator's promo code: `amountOff` rupees off, for parties of `minPeople` or more, `maxUses` in all. */
export async function fixedPromoCode(app: FastifyInstance, admin: Who, terms: { amountOff: number; minPeople?: number; maxUses?: number }) {
  const code = `MODEL${randomUUID().slice(0, 8).toUpperCase()}`;
  const response = expectStatus(await app.inject({ method: 'POST', url: '/api/admin/promo-codes', headers: admin.headers, payload: { code, kind: 'fixed', ...terms } }), 'promo code', 201);
  return response.json().promoCode as { _id: string; code: string };
}

/**
 * The provider's webhook telling of a captured payment, signed with the sandbox's secret. Each
 * delivery has its own event id unless `eventId` repeats one: the provider sends an event again
 * under the same id, and sends `payment.captured` and `order.paid` for one payment.
 */
export async function deliverCaptured(app: FastifyInstance, db: Database, payment: { orderId: string; paymentId: string; amountPaise: number }, eventId = `evt_${randomUUID()}`) {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: { payment: { entity: { id: payment.paymentId, entity: 'payment', amount: payment.amountPaise, currency: 'INR', status: 'captured', order_id: payment.orderId, method: 'card' } } },
    created_at: Math.floor(Date.now() / 1000),
  });
  const signature = createHmac('sha256', await sandboxWebhookSecret(db)).update(body).digest('hex');
  return app.inject({ method: 'POST', url: '/api/payment/webhook', headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId }, payload: body });
}
