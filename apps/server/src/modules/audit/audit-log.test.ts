import { randomUUID } from 'node:crypto';
import { bookingReference } from '@yatrika/contract/booking-reference';
import { todayInIndia } from '@yatrika/contract/dates';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipartBody, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { changeDeparture } from '../../../test/support/departures.ts';
import { shareMoment } from '../../../test/support/moments.ts';
import { changeParty, handBackPart, partyMoneyOf } from '../../../test/support/party-changes.ts';
import { bookingDetails, dayFromToday } from '../../../test/support/payments.ts';
import { createPromoCode, promoCodeForm } from '../../../test/support/promo-codes.ts';
import { createReseller, resellerForm } from '../../../test/support/resellers.ts';
import { documentedRoutes } from '../../../test/support/routes.ts';
import { imageFile, multipartParts, postTourForm, putTourForm, textParts, tourFields, uniqueTag } from '../../../test/support/tour-forms.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { emails } from '../../db/schema/emails.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { reviews } from '../../db/schema/reviews.ts';

/**
 * The audit log (decision 050): every staff change writes one row in its own transaction. The
 * walk below makes a real, successful call of every changing admin route and checks the row it
 * wrote; the list of routes is read from the server, so a new changing route that is not called
 * here fails the first test and cannot skip the log unnoticed.
 */
let t: TestApp;
let admin: SignedIn;

/** Changing admin routes that change nothing, so write no row, and why. */
const changesNothing = new Map([
  ['POST /api/admin/login', 'signing in changes nothing (a sign-in is not a change of the business)'],
  ['POST /api/admin/check-ins/lookup', 'reads a ticket without checking anyone in'],
  ['POST /api/admin/two-step/setup', 'keeps a secret not yet in use: enabling it is the change, and writes the row'],
]);

/** Changing routes whose rows their own module's tests read, each with that test. */
const auditedElsewhere = new Map([
  ['POST /api/admin/two-step/enable', 'auth/two-step/two-step.test.ts (two-step.enable)'],
  ['POST /api/admin/two-step/disable', 'auth/two-step/two-step.test.ts (two-step.disable)'],
  ['POST /api/admin/two-step/recovery-codes/regenerate', 'auth/two-step/two-step.test.ts (two-step.recovery-codes-regenerate)'],
  ['DELETE /api/admin/two-step/remembered-devices/{id}', 'auth/two-step/two-step.test.ts (two-step.remembered-device-remove)'],
  ['PUT /api/admin/tours/{id}/guides', 'guides/guides.test.ts (tour.guides)'],
  ['PUT /api/admin/tours/{id}/departures/{date}/guides', 'guides/guides.test.ts (departure.guides)'],
  ['POST /api/admin/team/invitations', 'team/team.test.ts (team.invite)'],
  ['DELETE /api/admin/team/invitations/{id}', 'team/team.test.ts (team.invitation-withdraw)'],
  ['PATCH /api/admin/team/members/{id}', 'team/team.test.ts (team.role-change)'],
  ['DELETE /api/admin/team/members/{id}', 'team/team.test.ts (team.remove)'],
  ['POST /api/admin/team/members/{id}/suspend', 'team/team.test.ts (team.suspend)'],
  ['POST /api/admin/team/members/{id}/reactivate', 'team/team.test.ts (team.reactivate)'],
]);

/** Every changing route called below with the action its row records. */
const covered = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const rowsOf = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.at), desc(auditLog.id));
const countAll = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;

/**
 * Makes the call, expects it to succeed and to have written a new row with `action`, and answers
 * that row with the response. `route` is the documented method and path the call exercises.
 */
async function audited(route: string, action: string, call: () => Promise<Answer>) {
  const before = (await rowsOf(action)).length;
  const response = await call();
  expect(response.statusCode, `${route}: ${response.body}`).toBeLessThan(300);
  const rows = await rowsOf(action);
  expect(rows.length, `${route} wrote no ${action} row`).toBeGreaterThan(before);
  expect(rows[0]).toMatchObject({ actorId: admin.userId, actorRole: 'owner', ip: '127.0.0.1' });
  covered.set(route, action);
  return { response, row: rows[0]! };
}

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

const as = (method: string, url: string, payload?: object) => () => t.app.inject({ method: method as 'POST', url, headers: admin.headers, ...(payload ? { payload } : {}) });

async function cashBooking(tourId: string, overrides: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/bookings',
    headers: admin.headers,
    payload: { ...bookingDetails(tourId, { numPeople: 2 }), email: `caller.${uniqueTag()}@example.in`, payment: { method: 'cash' }, ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().booking as { _id: string };
}

describe('every staff change writes an audit row', () => {
  it('the catalogue: tours, departures, prices per date, promo codes', async () => {
    const { row: created } = await audited('POST /api/admin/tours', 'tour.create', async () =>
      postTourForm(t.app, admin, multipartBody(tourFields({ title: `Audited ${uniqueTag()}` }), await imageFile())),
    );
    const tourId = created.subjectId;
    expect(created.after).toMatchObject({ title: expect.stringMatching(/^Audited /) });

    const { row: updated } = await audited('PUT /api/admin/tours/{id}', 'tour.update', () =>
      putTourForm(t.app, admin, tourId, multipartParts(textParts({ title: 'Renamed by the audit test', capacity: '25' }))),
    );
    // Only what changed, before and after.
    expect(updated.before).toMatchObject({ title: expect.stringMatching(/^Audited /) });
    expect(updated.after).toMatchObject({ title: 'Renamed by the audit test', capacity: 25 });
    expect(updated.after).not.toHaveProperty('description');

    const { row: departure } = await audited('PUT /api/admin/tours/{id}/departures/{date}', 'departure.update', () =>
      changeDeparture(t.app, admin, tourId, dayFromToday(20), { capacity: 12 }),
    );
    expect(departure).toMatchObject({ subjectKind: 'departure', before: { capacity: 25, closed: false }, after: { capacity: 12, closed: false } });

    const { response: priced } = await audited('POST /api/admin/tours/{id}/date-prices', 'date-price.create', as('POST', `/api/admin/tours/${tourId}/date-prices`, { from: dayFromToday(5), to: dayFromToday(9), weekdays: [], prices: { adult: 1234 } }));
    await audited('DELETE /api/admin/tours/{id}/date-prices/{ruleId}', 'date-price.delete', as('DELETE', `/api/admin/tours/${tourId}/date-prices/${priced.json().datePrice._id}`));

    const code = `AUDIT${uniqueTag().toUpperCase()}`;
    const { response: made } = await audited('POST /api/admin/promo-codes', 'promo-code.create', () => createPromoCode(t.app, admin, promoCodeForm(code)));
    const codeId = made.json().promoCode._id as string;
    const { row: terms } = await audited('PUT /api/admin/promo-codes/{id}', 'promo-code.update', as('PUT', `/api/admin/promo-codes/${codeId}`, { ...promoCodeForm(code), percentOff: 15, active: true, tourIds: [], categories: [] }));
    expect(terms).toMatchObject({ before: { percentOff: 10 }, after: { percentOff: 15 } });
    await audited('PUT /api/admin/promo-codes/{id}/active', 'promo-code.switch-off', as('PUT', `/api/admin/promo-codes/${codeId}/active`, { active: false }));

    const { row: banned } = await audited('PUT /api/admin/tour/{id}/ban', 'tour.ban', as('PUT', `/api/admin/tour/${tourId}/ban?confirm=true`));
    expect(banned).toMatchObject({ before: { status: 'active' }, after: { status: 'banned' } });
    await audited('PUT /api/admin/tour/{id}/unban', 'tour.unban', as('PUT', `/api/admin/tour/${tourId}/unban`));
    await audited('DELETE /api/admin/tours/{id}', 'tour.delete', as('DELETE', `/api/admin/tours/${tourId}?confirm=true`));
  });

  it('resellers and their keys, never the key itself', async () => {
    const { response, row } = await audited('POST /api/admin/resellers', 'reseller.create', () => createReseller(t.app, admin, resellerForm({ name: `Audit ${uniqueTag()}` })));
    const { apiKey, reseller } = response.json();
    await audited('DELETE /api/admin/resellers/{id}/key', 'reseller.key-revoke', as('DELETE', `/api/admin/resellers/${reseller._id}/key`));
    const { response: issued } = await audited('POST /api/admin/resellers/{id}/key', 'reseller.key-issue', as('POST', `/api/admin/resellers/${reseller._id}/key`));
    const everyRow = JSON.stringify(await t.db.select().from(auditLog).where(eq(auditLog.subjectId, reseller._id)));
    expect(row.subjectId).toBe(reseller._id);
    expect(everyRow).not.toContain(apiKey);
    expect(everyRow).not.toContain(issued.json().apiKey);
  });

  it('bookings: by phone, accepted, noted, moved, resized, given more time, cancelled, handed back, deleted', async () => {
    const tour = await insertTour(t.db, { pricePaise: 500_000, capacity: 30 });
    const { response: phoned, row: created } = await audited('POST /api/admin/bookings', 'booking.create', as('POST', '/api/admin/bookings', {
      ...bookingDetails(tour.id, { numPeople: 2 }),
      email: `caller.${uniqueTag()}@example.in`,
      payment: { method: 'cash' },
    }));
    const bookingId = phoned.json().booking._id as string;
    const [stored] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(created).toMatchObject({ subjectKind: 'booking', subjectId: bookingId, bookingReference: bookingReference(stored!.number), after: { status: 'booked', numPeople: 2 } });

    // Accept: a booking waiting for the operator.
    await t.db.update(bookings).set({ status: 'pending' }).where(eq(bookings.id, bookingId));
    const { row: accepted } = await audited('PUT /api/admin/bookings/{id}/status', 'booking.accept', as('PUT', `/api/admin/bookings/${bookingId}/status`, { status: 'booked' }));
    expect(accepted).toMatchObject({ before: { status: 'pending' }, after: { status: 'booked' } });

    await audited('POST /api/admin/bookings/{id}/notes', 'booking.note', as('POST', `/api/admin/bookings/${bookingId}/notes`, { note: 'Vegetarian meals' }));
    const { row: moved } = await audited('PUT /api/admin/bookings/{id}/date', 'booking.move', as('PUT', `/api/admin/bookings/${bookingId}/date`, { bookingDate: dayFromToday(31) }));
    expect(moved).toMatchObject({ before: { bookingDate: dayFromToday(30) }, after: { bookingDate: dayFromToday(31) } });

    // A smaller party paid in cash: its difference is owed by hand, then handed back.
    const { row: resized } = await audited('PUT /api/admin/bookings/{id}/party', 'booking.party-change', () => changeParty(t.app, admin, bookingId, { numPeople: 1 }));
    expect(resized).toMatchObject({ before: { numPeople: 2, totalPaise: 1_000_000 }, after: { numPeople: 1, totalPaise: 500_000 } });
    const { refunds } = await partyMoneyOf(t.db, bookingId);
    await audited('PUT /api/admin/bookings/{id}/partial-refunds/{refundId}/handed-back', 'booking.refund-handed-back', () => handBackPart(t.app, admin, bookingId, refunds[0]!.id, { reference: 'Cash 1' }));

    // More time for a balance: a booking paid by advance (set here; the checkout's own tests make them).
    await t.db.update(bookings).set({ paymentPlan: 'advance', balanceDueOn: dayFromToday(10) }).where(eq(bookings.id, bookingId));
    const { row: due } = await audited('PUT /api/admin/bookings/{id}/balance-due', 'booking.balance-due', as('PUT', `/api/admin/bookings/${bookingId}/balance-due`, { balanceDueOn: dayFromToday(12) }));
    expect(due).toMatchObject({ before: { balanceDueOn: dayFromToday(10) }, after: { balanceDueOn: dayFromToday(12) } });
    await t.db.update(bookings).set({ paymentPlan: 'full', balanceDueOn: null }).where(eq(bookings.id, bookingId));

    const { row: cancelled } = await audited('PUT /api/admin/bookings/{id}/status', 'booking.cancel', as('PUT', `/api/admin/bookings/${bookingId}/status`, { status: 'canceled', refund: 'full' }));
    expect(cancelled).toMatchObject({ before: { status: 'booked' }, after: { status: 'canceled', refund: 'full' } });
    await audited('PUT /api/admin/bookings/{id}/refund/handed-back', 'booking.refund-handed-back', as('PUT', `/api/admin/bookings/${bookingId}/refund/handed-back`, { reference: 'Cash 2' }));
    const { row: deleted } = await audited('DELETE /api/admin/bookings/{id}', 'booking.delete', as('DELETE', `/api/admin/bookings/${bookingId}`));
    expect(deleted).toMatchObject({ before: { status: 'canceled' }, after: null });
  });

  it('payment links: sent, sent again, withdrawn', async () => {
    const tour = await insertTour(t.db, { pricePaise: 300_000 });
    const { response } = await audited('POST /api/admin/bookings', 'payment-link.send', as('POST', '/api/admin/bookings', {
      ...bookingDetails(tour.id),
      email: `link.${uniqueTag()}@example.in`,
      payment: { method: 'link' },
    }));
    const orderId = response.json().paymentLink.orderId as string;
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, orderId));
    // The link's address carries its token: the log names the order only.
    expect(JSON.stringify(rows)).not.toContain(response.json().paymentLink.url);
    await audited('POST /api/admin/payment-links/{orderId}/resend', 'payment-link.resend', as('POST', `/api/admin/payment-links/${orderId}/resend`));
    await audited('POST /api/admin/payment-links/{orderId}/withdraw', 'payment-link.withdraw', as('POST', `/api/admin/payment-links/${orderId}/withdraw`));
  });

  it('check-in at the meeting point, and no-shows', async () => {
    const tour = await insertTour(t.db, { pricePaise: 200_000 });
    const arriving = await cashBooking(tour.id);
    const missing = await cashBooking(tour.id);
    await t.db.update(bookings).set({ bookingDate: todayInIndia() }).where(eq(bookings.tourId, tour.id));
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, arriving._id));
    const reference = bookingReference(row!.number);
    const { row: scanned } = await audited('POST /api/admin/check-ins', 'check-in.scan', as('POST', '/api/admin/check-ins', { reference }));
    expect(scanned).toMatchObject({ bookingReference: reference, before: { checkedInPeople: 0 }, after: { checkedInPeople: 2, by: 'reference' } });
    const { row: noShow } = await audited('POST /api/admin/check-ins/no-shows', 'check-in.no-show', as('POST', '/api/admin/check-ins/no-shows', { tourId: tour.id, date: todayInIndia() }));
    expect(noShow).toMatchObject({ subjectId: missing._id, after: { noShowPeople: 2 } });
  });

  it('reviews and moments: replied, hidden, shown again, deleted', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour(t.db);
    const [review] = await t.db.insert(reviews).values({ userId: traveller.userId, tourId: tour.id, rating: 4, comment: 'Lovely walk' }).returning();
    const url = `/api/admin/reviews/${review!.id}`;
    const { row: replied } = await audited('POST /api/admin/reviews/{id}/reply', 'review.reply', as('POST', `${url}/reply`, { reply: 'Thank you!' }));
    expect(replied).toMatchObject({ before: { reply: null }, after: { reply: 'Thank you!' } });
    await audited('POST /api/admin/reviews/{id}/hide', 'review.hide', as('POST', `${url}/hide`, { reason: 'Names a guide' }));
    await audited('POST /api/admin/reviews/{id}/unhide', 'review.unhide', as('POST', `${url}/unhide`));
    await audited('DELETE /api/admin/reviews/{id}', 'review.delete', as('DELETE', url));

    const moment = await shareMoment(t.app, traveller);
    await audited('POST /api/admin/moments/{id}/hide', 'moment.hide', as('POST', `/api/admin/moments/${moment._id}/hide`, { reason: 'A stranger’s face' }));
    await audited('POST /api/admin/moments/{id}/unhide', 'moment.unhide', as('POST', `/api/admin/moments/${moment._id}/unhide`));
  });

  it('travellers: a note, a merge, a delete; and a colleague created', async () => {
    const kept = await signUpTraveller(t.app);
    const duplicate = await signUpTraveller(t.app);
    const leaving = await signUpTraveller(t.app);
    await audited('POST /api/admin/users/{id}/notes', 'customer.note', as('POST', `/api/admin/users/${kept.userId}/notes`, { text: 'Prefers a window seat' }));
    await audited('POST /api/admin/users/{id}/merge', 'customer.merge', as('POST', `/api/admin/users/${kept.userId}/merge`, { duplicateId: duplicate.userId }));
    const { row } = await audited('DELETE /api/admin/users/{id}', 'user.delete', as('DELETE', `/api/admin/users/${leaving.userId}`));
    expect(row.before).toMatchObject({ username: leaving.username });
    expect(JSON.stringify(row)).not.toMatch(/passwordHash|argon/);

    const email = `colleague.${uniqueTag()}@yatrika.test`;
    const { row: colleague } = await audited('POST /api/admin/register', 'staff.create', as('POST', '/api/admin/register', { name: 'Front Desk', email, password: 'a-long-password-1' }));
    expect(colleague).toMatchObject({ subjectKind: 'staff', after: { email, staffRole: 'manager' } });
    expect(JSON.stringify(colleague)).not.toContain('a-long-password-1');
  });

  it('operations: an email sent again, a job retried, a job and reconciliation run now', async () => {
    // An email whose every try failed (set here; the outbox's own tests make them fail).
    const [email] = await t.db.insert(emails).values({ eventKey: `audit-${uniqueTag()}`, kind: 'contact', toAddress: 'someone@example.in', status: 'failed' }).returning();
    await audited('POST /api/admin/emails/{id}/resend', 'email.resend', as('POST', `/api/admin/emails/${email!.id}/resend`));

    // A job whose every attempt failed (set here; the runner's own tests make them fail).
    const [job] = await t.db.insert(jobs).values({ name: 'recommended-scores', payload: {}, status: 'failed', maxAttempts: 1 }).returning();
    await audited('POST /api/admin/jobs/{id}/retry', 'job.retry', as('POST', `/api/admin/jobs/${job!.id}/retry`));
    await audited('POST /api/admin/jobs/run', 'job.run', as('POST', '/api/admin/jobs/run', { name: 'recommended-scores' }));
    await audited('POST /api/admin/payments/reconcile', 'payments.reconcile', as('POST', '/api/admin/payments/reconcile'));
  });

  it('covers every changing admin route the server documents (a new one must be added here)', () => {
    const changing = documentedRoutes(t.app)
      .filter((route) => route.method !== 'GET' && route.path.startsWith('/api/admin/'))
      .map((route) => `${route.method} ${route.path}`);
    expect(changing.length).toBeGreaterThan(40);
    const uncovered = changing.filter((route) => !covered.has(route) && !changesNothing.has(route) && !auditedElsewhere.has(route));
    expect(uncovered, 'changing admin routes that no test shows writing an audit row').toEqual([]);
  });
});

describe('a change that fails writes no row', () => {
  it('a refused cancellation, an unknown tour, a promo code whose letters are taken', async () => {
    const tour = await insertTour(t.db);
    const booking = await cashBooking(tour.id);
    expect((await as('PUT', `/api/admin/bookings/${booking._id}/status`, { status: 'canceled', refund: 'full' })()).statusCode).toBe(200);
    const before = await countAll();
    expect((await as('PUT', `/api/admin/bookings/${booking._id}/status`, { status: 'canceled', refund: 'full' })()).statusCode).toBeGreaterThanOrEqual(400);
    expect((await as('PUT', `/api/admin/tour/${randomUUID()}/unban`)()).statusCode).toBe(404);
    const code = `TAKEN${uniqueTag().toUpperCase()}`;
    expect((await createPromoCode(t.app, admin, promoCodeForm(code))).statusCode).toBe(201);
    const afterCreate = await countAll();
    expect(afterCreate).toBe(before + 1);
    expect((await createPromoCode(t.app, admin, promoCodeForm(code.toLowerCase()))).statusCode).toBe(409);
    expect(await countAll()).toBe(afterCreate);
  });
});

describe('rows cannot be changed or deleted', () => {
  it('the database refuses UPDATE and DELETE of the log', async () => {
    const [row] = await t.db.select({ id: auditLog.id }).from(auditLog).limit(1);
    await expect(t.db.update(auditLog).set({ action: 'forged' }).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(t.db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    expect(await t.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.id, row!.id), eq(auditLog.action, 'forged')))).toEqual([]);
  });
});

describe('GET /api/admin/audit and /api/admin/audit.csv', () => {
  it('filters by person, kind, dates and a booking reference, newest first, a page at a time', async () => {
    const tour = await insertTour(t.db);
    const booking = await cashBooking(tour.id);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking._id));
    const reference = bookingReference(row!.number);
    await as('POST', `/api/admin/bookings/${booking._id}/notes`, { note: 'Second note' })();

    const byReference = await as('GET', `/api/admin/audit?reference=${reference.toLowerCase().replaceAll('-', '')}`)();
    expect(byReference.statusCode, byReference.body).toBe(200);
    expect(byReference.json().map((entry: { action: string }) => entry.action)).toEqual(['booking.note', 'booking.create']);
    expect(byReference.json()[0]).toMatchObject({ actor: { _id: admin.userId, role: 'owner' }, ip: '127.0.0.1', subject: { kind: 'booking', id: booking._id }, bookingReference: reference });

    const today = todayInIndia();
    const kinds = await as('GET', `/api/admin/audit?kind=tour&actor=${admin.userId}&from=${today}&to=${today}`)();
    expect(kinds.json().length).toBeGreaterThan(0);
    expect(new Set(kinds.json().map((entry: { subject: { kind: string } }) => entry.subject.kind))).toEqual(new Set(['tour']));
    expect((await as('GET', `/api/admin/audit?from=${dayFromToday(1)}`)()).json()).toEqual([]);
    expect((await as('GET', `/api/admin/audit?actor=${randomUUID()}`)()).json()).toEqual([]);

    const first = await as('GET', '/api/admin/audit?limit=2')();
    expect(first.json()).toHaveLength(2);
    const second = await as('GET', `/api/admin/audit?limit=2&cursor=${first.headers['x-next-cursor']}`)();
    expect(second.json()[0].at <= first.json()[1].at).toBe(true);
    expect(second.json()[0]._id).not.toBe(first.json()[1]._id);

    expect((await as('GET', '/api/admin/audit?reference=not-a-reference')()).statusCode).toBe(400);
    expect((await as('GET', `/api/admin/audit?from=${today}&to=${dayFromToday(-1)}`)()).statusCode).toBe(400);
  });

  it('exports the same filter as CSV for owners; a manager may read the log but not export it', async () => {
    const csv = await as('GET', '/api/admin/audit.csv?kind=reseller')();
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('When (UTC),Who,Role,From,What,Kind,Thing,Booking,Before,After');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(',reseller,'))).toBe(true);

    const email = `manager.${uniqueTag()}@yatrika.test`;
    const made = await as('POST', '/api/admin/register', { name: 'Mona Manager', email, password: 'a-long-password-2' })();
    const manager = { authorization: `Bearer ${made.json().token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: manager })).statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/audit.csv', headers: manager });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().permission).toBe('audit.export');
  });
});
