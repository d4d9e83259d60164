import { accountMessages } from '@yatrika/contract/account';
import { authMessages } from '@yatrika/contract/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshClientAddress, lastEmail, linkTokenOf, resetPassword } from '../../../test/support/accounts.ts';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookingDetails, dayFromToday, payAndBook } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { momentComments, moments } from '../../db/schema/moments.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { users } from '../../db/schema/users.ts';
import { wishlistItems } from '../../db/schema/wishlist.ts';
import { bookingWithRefund } from '../../../test/support/refunds.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  // A late cancel gives half back here, so closing an account shows both kinds of refund.
  t = await createTestApp({ publicUrl: 'https://yatrika.example', cancellationPolicy: { freeCancellationHours: 72, lateCancellationRefundPercent: 50 } });
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

type Headers = { authorization: string };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const profile = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/user/profile', headers });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password }, remoteAddress: freshClientAddress() });
const changePassword = (headers: Headers | undefined, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/user/password', headers, payload: payload as object });
const changeEmail = (headers: Headers | undefined, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user/email', headers, payload: payload as object });
const confirmEmail = (token: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user/email/confirm', payload: { token } as object, remoteAddress: freshClientAddress() });
const exportData = (headers: Headers | undefined) => t.app.inject({ method: 'GET', url: '/api/user/account/export', headers });
const closing = (headers: Headers | undefined) => t.app.inject({ method: 'GET', url: '/api/user/account/closing', headers });
const deleteAccount = (headers: Headers | undefined, payload: unknown) =>
  t.app.inject({ method: 'DELETE', url: '/api/user/account', headers, payload: payload as object });
const password = 'correct-horse-42';

describe('change password', () => {
  it('needs the current password, ends the other sessions and keeps this one with the answered token', async () => {
    const traveller = await signUpTraveller(t.app);
    const otherDevice = (await login(traveller.email, password)).json().token;

    const wrong = await changePassword(traveller.headers, { currentPassword: 'not-my-password', newPassword: 'brand-new-pass-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: accountMessages.wrongPassword });
    expect((await profile(bearer(otherDevice))).statusCode).toBe(200);

    const changed = await changePassword(traveller.headers, { currentPassword: password, newPassword: 'brand-new-pass-1' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: accountMessages.passwordChanged, user: { _id: traveller.userId } });
    expect((await profile(bearer(otherDevice))).statusCode).toBe(401);
    expect((await profile(traveller.headers)).statusCode).toBe(401);
    expect((await profile(bearer(changed.json().token))).statusCode).toBe(200);
    expect((await login(traveller.email, password)).statusCode).toBe(401);
    expect((await login(traveller.email, 'brand-new-pass-1')).statusCode).toBe(200);
  });

  it.each([
    [{ newPassword: 'brand-new-pass-1' }, accountMessages.currentPasswordRequired],
    [{ currentPassword: 12345678, newPassword: 'brand-new-pass-1' }, accountMessages.currentPasswordRequired],
    [{ currentPassword: password }, authMessages.passwordRequired],
    [{ currentPassword: password, newPassword: 'short' }, 'Password must be at least 8 characters.'],
    [{ currentPassword: password, newPassword: 'x'.repeat(129) }, 'Password must be at most 128 characters.'],
    [{ currentPassword: password, newPassword: password }, accountMessages.samePassword],
  ])('refuses %j with 400', async (payload, message) => {
    const traveller = await signUpTraveller(t.app);
    const response = await changePassword(traveller.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('change email', () => {
  it('emails a link to the new address, and changes the address only when it is opened', async () => {
    const traveller = await signUpTraveller(t.app, { firstname: 'Ishaan' });
    const newEmail = `new.${traveller.username}@example.in`;
    const asked = await changeEmail(traveller.headers, { email: newEmail.toUpperCase(), password });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: accountMessages.emailChangeSent });
    expect((await profile(traveller.headers)).json().email).toBe(traveller.email.toLowerCase());

    const email = await lastEmail(t.db, 'email-change', newEmail);
    expect(email).toMatchObject({ toAddress: newEmail, userId: traveller.userId });
    expect(email!.data).toMatchObject({ firstname: 'Ishaan', newEmail, expiresInHours: 24 });
    expect((email!.data as { confirmUrl: string }).confirmUrl).toMatch(/^https:\/\/yatrika\.example\/confirm-email\?token=[\w-]{43}$/);

    const shown = (await t.app.inject({ method: 'GET', url: `/api/admin/emails/${email!.id}`, headers: admin.headers })).json();
    expect(shown.subject).toBe('Confirm your new Yatrika email address');
    expect(shown.to).toBe(newEmail);
    expect(shown.text).toContain((email!.data as { confirmUrl: string }).confirmUrl);
    expect(shown.text).toContain(newEmail);
    expect(shown.text).toContain('Your email changes when you confirm it.');

    const token = linkTokenOf(email);
    const confirmed = await confirmEmail(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: accountMessages.emailChanged, email: newEmail });
    expect((await profile(traveller.headers)).json().email).toBe(newEmail);
    expect((await login(newEmail, password)).statusCode).toBe(200);
    expect((await login(traveller.email, password)).statusCode).toBe(401);
    // The old address is told, with a way to take the account back.
    const notice = await lastEmail(t.db, 'email-changed', traveller.email.toLowerCase());
    expect(notice).toMatchObject({ userId: traveller.userId, data: { firstname: 'Ishaan', newEmail } });
    const noticeShown = (await t.app.inject({ method: 'GET', url: `/api/admin/emails/${notice!.id}`, headers: admin.headers })).json();
    expect(noticeShown.subject).toBe('Your Yatrika email address was changed');
    expect(noticeShown.text).toContain('https://yatrika.example/forgot-password');

    const again = await confirmEmail(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: accountMessages.emailChangeInvalid });
  });

  it('refuses an address another account uses, whatever its case, when asked', async () => {
    const traveller = await signUpTraveller(t.app);
    const other = await signUpTraveller(t.app);
    const response = await changeEmail(traveller.headers, { email: other.email.toUpperCase(), password });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: authMessages.emailTaken });
  });

  it('refuses when another account took the address before the link was opened, and keeps the link unused', async () => {
    const traveller = await signUpTraveller(t.app);
    const wanted = `wanted.${traveller.username}@example.in`;
    expect((await changeEmail(traveller.headers, { email: wanted, password })).statusCode).toBe(200);
    const token = linkTokenOf(await lastEmail(t.db, 'email-change', wanted));
    await signUpTraveller(t.app, { email: wanted.toUpperCase() });
    const response = await confirmEmail(token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: authMessages.emailTaken });
    expect((await profile(traveller.headers)).json().email).toBe(traveller.email.toLowerCase());
  });

  it('needs the password, a new address, and a valid link', async () => {
    const traveller = await signUpTraveller(t.app);
    const wrong = await changeEmail(traveller.headers, { email: 'fresh-address@example.in', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: accountMessages.wrongPassword });
    const same = await changeEmail(traveller.headers, { email: traveller.email.toUpperCase(), password });
    expect(same.json()).toEqual({ message: accountMessages.sameEmail });
    for (const payload of [{ password }, { email: 'not-an-email', password }, { email: 'fresh@example.in' }, { email: ['a@b.in'], password }]) {
      const response = await changeEmail(traveller.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json())).toEqual(['message']);
    }
    for (const token of ['', 42, 'x'.repeat(43), 'y'.repeat(100_000)]) {
      const response = await confirmEmail(token);
      expect([400, 413]).toContain(response.statusCode);
      expect(response.json()).toHaveProperty('message');
    }
  });

  it('does not let an email-change link reset a password, nor the reverse', async () => {
    const traveller = await signUpTraveller(t.app);
    const wanted = `cross.${traveller.username}@example.in`;
    await changeEmail(traveller.headers, { email: wanted, password });
    const token = linkTokenOf(await lastEmail(t.db, 'email-change', wanted));
    const reset = await resetPassword(t.app, { token, password: 'brand-new-pass-1' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ message: accountMessages.resetLinkInvalid });
    expect((await confirmEmail(token)).statusCode).toBe(200);
  });
});

describe('download my data', () => {
  it('holds the account, bookings, reviews, moments, comments, likes and wishlist, and never the password hash', async () => {
    const traveller = await signUpTraveller(t.app, { firstname: 'Zoya' });
    const tour = await insertTour(t.db, { title: 'Coorg Coffee Trail' });
    const trip = await payAndBook(t.app, traveller, bookingDetails(tour.id));
    await t.db.insert(reviews).values({ userId: traveller.userId, tourId: tour.id, rating: 5, comment: 'Misty hills and good coffee.' });
    await t.db.insert(wishlistItems).values({ userId: traveller.userId, tourId: tour.id });
    const [moment] = await t.db.insert(moments).values({ userId: traveller.userId, image: 'moments/x.webp', description: 'Sunrise at the estate' }).returning();
    await t.db.insert(momentComments).values({ userId: traveller.userId, momentId: moment!.id, text: 'What a morning' });

    const response = await exportData(traveller.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="yatrika-my-data.json"');
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data.account).toMatchObject({ _id: traveller.userId, firstname: 'Zoya', email: traveller.email.toLowerCase() });
    expect(data.bookings).toEqual([expect.objectContaining({ _id: trip.booking._id, reference: trip.booking.reference, tour: expect.objectContaining({ title: 'Coorg Coffee Trail' }) })]);
    expect(data.reviews).toEqual([expect.objectContaining({ tourTitle: 'Coorg Coffee Trail', rating: 5, comment: 'Misty hills and good coffee.' })]);
    expect(data.moments).toEqual([expect.objectContaining({ description: 'Sunrise at the estate' })]);
    expect(data.comments).toEqual([expect.objectContaining({ text: 'What a morning', momentId: moment!.id })]);
    expect(data.wishlist).toEqual([expect.objectContaining({ tourId: tour.id, tourTitle: 'Coorg Coffee Trail' })]);
    expect(data.likedMoments).toEqual([]);

    const [stored] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, traveller.userId));
    expect(response.body).not.toContain(stored!.passwordHash);
    expect(response.body).not.toMatch(/argon2|passwordHash|password_hash|sessionVersion/);
  });

  it("holds nobody else's data", async () => {
    const traveller = await signUpTraveller(t.app);
    const other = await signUpTraveller(t.app);
    const tour = await insertTour(t.db);
    await payAndBook(t.app, other, bookingDetails(tour.id));
    const data = (await exportData(traveller.headers)).json();
    expect(data.bookings).toEqual([]);
    expect(JSON.stringify(data)).not.toContain(other.userId);
  });
});

describe('delete my account', () => {
  it('shows, then cancels and refunds each future booking by the policy, and keeps past bookings without the person', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour(t.db, { title: 'Rann Utsav Nights', pricePaise: 1_000_000 });
    // Far off: inside free cancellation, everything back. Tomorrow: a late cancel, the late percentage back.
    const early = await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(40), numPeople: 2 }));
    const late = await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(1), numPeople: 1 }));
    const [past] = await t.db
      .insert(bookings)
      .values({ userId: traveller.userId, tourId: tour.id, tourTitle: tour.title, tourLocation: tour.location, pricePaise: 1_000_000, totalPaise: 1_000_000, fullName: 'Asha Verma', phone: '9876543210', bookingDate: dayFromToday(-20), startTime: '09:00', numPeople: 1, status: 'booked' })
      .returning();

    const lateQuote = (await t.app.inject({ method: 'GET', url: `/api/user/bookings/${late.booking._id}/cancellation`, headers: traveller.headers })).json();
    const preview = await closing(traveller.headers);
    expect(preview.statusCode).toBe(200);
    const plan = preview.json();
    expect(plan.bookings).toEqual([
      expect.objectContaining({ _id: late.booking._id, tourTitle: 'Rann Utsav Nights', paidAmount: 10_000, refundAmount: lateQuote.refundAmount }),
      expect.objectContaining({ _id: early.booking._id, paidAmount: 20_000, refundAmount: 20_000 }),
    ]);
    expect(lateQuote.refundAmount).toBe(5_000);
    expect(plan.refundTotal).toBe(20_000 + lateQuote.refundAmount);
    expect(plan.policy).toEqual(expect.any(String));

    const refused = await deleteAccount(traveller.headers, { password: 'wrong-password' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: accountMessages.wrongPassword });
    expect((await profile(traveller.headers)).statusCode).toBe(200);

    const deleted = await deleteAccount(traveller.headers, { password });
    expect(deleted.statusCode).toBe(200);
    // What each cancel gave back comes beside the count: the traveller has no account left to look it up in.
    expect(deleted.json()).toEqual({
      message: accountMessages.accountDeleted,
      canceledBookings: 2,
      refundTotal: plan.refundTotal,
      canceled: plan.bookings.map(({ paidAmount: _paid, ...booking }: Record<string, unknown>) => booking),
    });

    expect(await t.db.select().from(users).where(eq(users.id, traveller.userId))).toEqual([]);
    const kept = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.tourId, tour.id));
    const byId = new Map(await Promise.all(kept.map(async (row) => [row.id, await bookingWithRefund(t.db, row.id)] as const)));
    expect(byId.get(early.booking._id)).toMatchObject({ userId: null, status: 'canceled', refundStatus: 'processed', refundAmountPaise: 2_000_000 });
    expect(byId.get(late.booking._id)).toMatchObject({ userId: null, status: 'canceled', refundAmountPaise: Math.round(lateQuote.refundAmount * 100) });
    expect(byId.get(past!.id)).toMatchObject({ userId: null, status: 'booked', refundStatus: null, fullName: 'Asha Verma' });

    expect((await profile(traveller.headers)).statusCode).toBe(401);
    expect((await login(traveller.email, password)).statusCode).toBe(401);
  });

  it('deletes an account without bookings, with its reviews and wishlist', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour(t.db);
    await t.db.insert(reviews).values({ userId: traveller.userId, tourId: tour.id, rating: 4, comment: 'Good' });
    expect((await closing(traveller.headers)).json()).toMatchObject({ bookings: [], refundTotal: 0 });
    expect((await deleteAccount(traveller.headers, { password })).json()).toMatchObject({ canceledBookings: 0, refundTotal: 0, canceled: [] });
    expect(await t.db.select().from(reviews).where(eq(reviews.userId, traveller.userId))).toEqual([]);
  });

  it.each([
    ['no password', {}],
    ['a number', { password: 42 }],
    ['an empty password', { password: '' }],
    ['a huge password', { password: 'p'.repeat(50_000) }],
  ])('refuses %s with 400', async (_case, payload) => {
    const traveller = await signUpTraveller(t.app);
    const response = await deleteAccount(traveller.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['message']);
    expect((await profile(traveller.headers)).statusCode).toBe(200);
  });
});

describe('who may use the settings', () => {
  const settingsCalls = [
    (headers?: Headers) => changePassword(headers, { currentPassword: 'admin-password-1', newPassword: 'brand-new-pass-1' }),
    (headers?: Headers) => changeEmail(headers, { email: 'someone@example.in', password: 'admin-password-1' }),
    (headers?: Headers) => exportData(headers),
    (headers?: Headers) => closing(headers),
    (headers?: Headers) => deleteAccount(headers, { password: 'admin-password-1' }),
  ];

  it('asks a visitor to log in', async () => {
    for (const call of settingsCalls) {
      const response = await call();
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: authMessages.signInRequired });
    }
  });

  it('refuses administrators: their accounts are not closed or changed from the traveller settings', async () => {
    for (const call of settingsCalls) {
      const response = await call(admin.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: authMessages.travellersOnly });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers })).statusCode).toBe(200);
  });
});
