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
 * The site administrator's session token, asked for once per site and then remembered: admin logins are
 * rate limited (10 per 15 minutes per email), and the token outlives every test. The admin menu's Log Out
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
}

/** Books and pays the way the browser does (order with the booking, sandbox payment, verify). Answers the booking id. */
export async function bookAndPay(site: Site, traveller: Traveller, details: BookingDetails): Promise<string> {
  const { order } = await call<{ order: { id: string } }>(site, 'POST', '/api/payment/create-order', {
    token: traveller.token,
    body: { booking: details },
  });
  const { keyId } = await call<{ keyId: string }>(site, 'GET', '/api/payment/config');
  const confirmation = await call<Record<string, string>>(site, 'POST', '/api/payment/sandbox/pay', {
    body: { key_id: keyId, order_id: order.id, outcome: 'success' },
  });
  const { booking } = await call<{ booking: { _id: string } }>(site, 'POST', '/api/payment/verify-payment', {
    token: traveller.token,
    body: confirmation,
  });
  return booking._id;
}
