import { siteAdmin, type Site } from './server.ts';
import { unique } from './unique.ts';

/**
 * Talks to the site's API directly, to set the scene for a journey (accounts, bookings, reviews)
 * without clicking through screens that other journeys already test.
 */
export async function call<T = unknown>(site: Site, method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${site.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface Traveller {
  token: string;
  firstname: string;
  lastname: string;
  username: string;
  email: string;
  phone: string;
  password: string;
}

/** A new traveller account with a unique username and email, and its session token. */
export async function createTraveller(site: Site, overrides: Partial<Omit<Traveller, 'token'>> = {}): Promise<Traveller> {
  const suffix = unique();
  const details = {
    firstname: 'Meera',
    lastname: 'Iyer',
    username: `meera_${suffix}`,
    email: `meera.${suffix}@example.in`,
    phone: '9876543210',
    password: 'travel-often-1',
    ...overrides,
  };
  const { token } = await call<{ token: string }>(site, 'POST', '/api/user/register', { body: { ...details, gender: 'Female' } });
  return { ...details, token };
}

const adminSessions = new WeakMap<Site, Promise<string>>();

/**
 * The site administrator's session token, asked for once per site and then remembered (a worker's shared
 * site is signed in once for every file the worker runs): admin logins are rate limited (10 per 15 minutes
 * per email), and the token outlives every test. The admin menu's Log Out
 * only forgets it in that browser tab (unlike a traveller's, the server is not told, spec §6), so a test
 * that logs out in the page leaves it working; a test that revoked it (POST /api/user/logout) would need
 * its own login.
 */
export function adminToken(site: Site): Promise<string> {
  let session = adminSessions.get(site);
  if (!session) {
    session = call<{ token: string }>(site, 'POST', '/api/admin/login', { body: siteAdmin }).then(({ token }) => token);
    // A failed login is not remembered: the next call tries again.
    session.catch(() => adminSessions.delete(site));
    adminSessions.set(site, session);
  }
  return session;
}

export interface TourSummary {
  _id: string;
  title: string;
  location: string;
  category: string;
  pricePerPerson: number;
}

/** The public catalogue (demo tours seeded at first start). */
export function publicTours(site: Site): Promise<TourSummary[]> {
  return call<TourSummary[]>(site, 'GET', '/api/routes/destinations');
}

/** The demo tour with exactly this title; a missing one fails loudly rather than as an `undefined` later. */
export function tourByTitle(tours: TourSummary[], title: string): TourSummary {
  const tour = tours.find((candidate) => candidate.title === title);
  if (!tour) throw new Error(`The demo catalogue has no tour "${title}".`);
  return tour;
}

/** India's calendar day `days` from today, as the booking form's date input wants it (YYYY-MM-DD). */
export function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

export interface BookingDetails {
  tourId: string;
  fullName: string;
  phone: string;
  bookingDate: string;
  numPeople: number;
  /** Optional: the traveller's GSTIN and business for a GST tax invoice in its name. */
  gstin?: string;
  businessName?: string;
}

/** Pays an order in the sandbox checkout, as the traveller's browser would, and has the server verify it. */
async function payAndVerify(site: Site, traveller: Traveller, orderId: string): Promise<{ booking?: { _id: string } }> {
  const { keyId } = await call<{ keyId: string }>(site, 'GET', '/api/payment/config');
  const confirmation = await call<Record<string, string>>(site, 'POST', '/api/payment/sandbox/pay', {
    body: { key_id: keyId, order_id: orderId, outcome: 'success' },
  });
  return call<{ booking?: { _id: string } }>(site, 'POST', '/api/payment/verify-payment', { token: traveller.token, body: confirmation });
}

/** Books and pays the way the browser does (order with the booking, sandbox payment, verify). Answers the booking id. */
export async function bookAndPay(site: Site, traveller: Traveller, details: BookingDetails): Promise<string> {
  const { order } = await call<{ order: { id: string } }>(site, 'POST', '/api/payment/create-order', {
    token: traveller.token,
    body: { booking: details },
  });
  const { booking } = await payAndVerify(site, traveller, order.id);
  if (!booking) throw new Error(`Paying order ${order.id} made no booking.`);
  return booking._id;
}

/**
 * A paid order that never becomes a booking, made the way the spec's own client makes one: an order for an
 * amount alone (rupees here, paise on the wire), paid in the sandbox and verified, and then no
 * POST /api/user/bookings. Answers the order id.
 */
export async function payWithoutBooking(site: Site, traveller: Traveller, rupees: number): Promise<string> {
  const { order } = await call<{ order: { id: string } }>(site, 'POST', '/api/payment/create-order', {
    token: traveller.token,
    body: { amount: Math.round(rupees * 100), currency: 'INR', receipt: `receipt_${unique()}` },
  });
  const { booking } = await payAndVerify(site, traveller, order.id);
  if (booking) throw new Error(`Paying order ${order.id} made a booking.`);
  return order.id;
}

/** A traveller's payment as GET /api/user/payments answers it (amounts in rupees). */
export interface PaymentRecord {
  orderId: string;
  amount: number;
  status: 'created' | 'paid' | 'booked' | 'refunded' | 'refund_pending' | 'failed';
  createdAt: string;
  paidAt: string | null;
  bookingId: string | null;
  refund: { amount: number; status: 'pending' | 'processed' | 'failed'; reason: string } | null;
}

/** The traveller's payment record for one order (the first page of GET /api/user/payments is newest first). */
export async function paymentRecord(site: Site, traveller: Traveller, orderId: string): Promise<PaymentRecord> {
  const records = await call<PaymentRecord[]>(site, 'GET', '/api/user/payments?limit=100', { token: traveller.token });
  const record = records.find((candidate) => candidate.orderId === orderId);
  if (!record) throw new Error(`The traveller has no payment record for order ${orderId}.`);
  return record;
}

/** What one reconciliation run did (POST /api/admin/payments/reconcile). */
export interface ReconcileSummary {
  checked: number;
  booked: number;
  refundsStarted: number;
  refundsAccepted: number;
  refundsFailed: number;
  refundsProcessed: number;
  holdsReleased: number;
}

/**
 * Runs reconciliation now, as an administrator: the test sites never run it on a timer (server.ts), so a
 * journey settles paid orders without bookings exactly when it means to.
 */
export async function reconcileNow(site: Site): Promise<ReconcileSummary> {
  const { summary } = await call<{ summary: ReconcileSummary }>(site, 'POST', '/api/admin/payments/reconcile', { token: await adminToken(site) });
  return summary;
}
