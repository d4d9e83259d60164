import { accountMessages } from '@yatrika/contract/account';
import { authMessages } from '@yatrika/contract/auth';
import { eq, sql } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgotPassword, freshClientAddress, lastEmail, resetLinksMade, resetPassword, resetTokenFor } from '../../../test/support/accounts.ts';
import { createTestApp, signInAdmin, signUpTraveller, testJwtSecret, type TestApp } from '../../../test/support/app.ts';
import { accountTokens } from '../../db/schema/account-tokens.ts';
import { emails } from '../../db/schema/emails.ts';
import { users } from '../../db/schema/users.ts';
import { hashLinkToken } from './account-tokens.ts';
import { RESET_REQUESTS_PER_ADDRESS, RESET_REQUESTS_PER_EMAIL } from './reset-rate-limits.ts';

let t: TestApp;
const publicUrl = 'https://yatrika.example';
beforeAll(async () => {
  t = await createTestApp({ publicUrl });
});
afterAll(() => t.close());
afterEach(() => void vi.useRealTimers());

const profile = (headers: { authorization: string }) => t.app.inject({ method: 'GET', url: '/api/user/profile', headers });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password }, remoteAddress: freshClientAddress() });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const newPassword = 'a-brand-new-secret-7';

describe('the welcome email', () => {
  it('is queued with the account, in the same transaction', async () => {
    const traveller = await signUpTraveller(t.app, { firstname: 'Meera' });
    const email = await lastEmail(t.db, 'account-created', traveller.email);
    expect(email).toMatchObject({ eventKey: `account-created:${traveller.userId}`, userId: traveller.userId, status: 'queued' });
    expect(email!.data).toEqual({ firstname: 'Meera', username: traveller.username });
  });

  it('is not queued when the sign-up is refused', async () => {
    const traveller = await signUpTraveller(t.app);
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(emails).where(eq(emails.kind, 'account-created'));
    const again = await t.app.inject({ method: 'POST', url: '/api/user/register', payload: { firstname: 'A', lastname: 'B', username: 'someone_else_1', email: traveller.email, phone: '9876543210', gender: 'Male', password: 'long-enough-1' } });
    expect(again.statusCode).toBe(409);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(emails).where(eq(emails.kind, 'account-created'));
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('sessions by version', () => {
  it('keeps tokens issued before versions existed working while the account is at version 0', async () => {
    const traveller = await signUpTraveller(t.app);
    const old = createSigner({ key: testJwtSecret, expiresIn: 60_000 })({ sub: traveller.userId, role: 'traveller', jti: crypto.randomUUID() });
    expect((await profile(bearer(old))).statusCode).toBe(200);
    await t.db.update(users).set({ sessionVersion: 1 }).where(eq(users.id, traveller.userId));
    // As a write through the API does (read-your-writes): wait until this instance heard the change.
    await t.changes.sync();
    const refused = await profile(bearer(old));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(authMessages.sessionEnded);
  });

  it('ends every session at once when the version is raised, even one the cache remembers', async () => {
    const traveller = await signUpTraveller(t.app);
    const second = (await login(traveller.email, 'correct-horse-42')).json().token;
    expect((await profile(traveller.headers)).statusCode).toBe(200);
    expect((await profile(bearer(second))).statusCode).toBe(200);
    await t.db.update(users).set({ sessionVersion: sql`${users.sessionVersion} + 1` }).where(eq(users.id, traveller.userId));
    await t.changes.sync();
    expect((await profile(traveller.headers)).statusCode).toBe(401);
    expect((await profile(bearer(second))).statusCode).toBe(401);
  });

  it('refuses a version claim that is not a whole number', async () => {
    const traveller = await signUpTraveller(t.app);
    const odd = createSigner({ key: testJwtSecret, expiresIn: 60_000 })({ sub: traveller.userId, role: 'traveller', jti: crypto.randomUUID(), sv: '0' });
    expect((await profile(bearer(odd))).statusCode).toBe(401);
  });
});

describe('forgot password', () => {
  it('emails an existing account a 30-minute single-use link under the public address, storing only its hash', async () => {
    const traveller = await signUpTraveller(t.app, { firstname: 'Kavya' });
    const response = await forgotPassword(t.app, traveller.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: accountMessages.resetLinkSent });
    // The link is made after the answer, by a job (so the answer's time says nothing of the account).
    await resetLinksMade(t.db);

    const email = await lastEmail(t.db, 'password-reset', traveller.email);
    expect(email).toMatchObject({ userId: traveller.userId, status: 'queued' });
    const data = email!.data as { firstname: string; resetUrl: string; expiresInMinutes: number };
    expect(data.firstname).toBe('Kavya');
    expect(data.expiresInMinutes).toBe(30);
    expect(data.resetUrl).toMatch(/^https:\/\/yatrika\.example\/reset-password\?token=[\w-]{43}$/);
    const token = new URL(data.resetUrl).searchParams.get('token')!;

    const [stored] = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, traveller.userId));
    expect(stored!.tokenHash).toBe(hashLinkToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(email!.eventKey).toBe(`password-reset:${stored!.id}`);
    const minutes = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThan(30.1);
  });

  it('reads, as sent, with the link, its 30 minutes, and that it can be ignored', async () => {
    const admin = await signInAdmin(t.app);
    const traveller = await signUpTraveller(t.app, { firstname: 'Kavya' });
    await forgotPassword(t.app, traveller.email);
    await resetLinksMade(t.db);
    const queued = await lastEmail(t.db, 'password-reset', traveller.email);
    const resetUrl = (queued!.data as { resetUrl: string }).resetUrl;
    const shown = await t.app.inject({ method: 'GET', url: `/api/admin/emails/${queued!.id}`, headers: admin.headers });
    expect(shown.statusCode).toBe(200);
    const email = shown.json();
    expect(email.subject).toBe('Reset your Yatrika password');
    expect(email.unsubscribeUrl).toBeNull();
    expect(email.text).toContain(resetUrl);
    expect(email.text).toContain('Kavya');
    expect(email.text).toContain('30 minutes');
    expect(email.text).toContain('you can ignore this message');
    expect(email.html).toContain(`href="${resetUrl}"`);
  });

  it('answers an unknown address with the same sentence and sends nothing', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(emails);
    const response = await forgotPassword(t.app, 'nobody-here@example.in');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: accountMessages.resetLinkSent });
    await resetLinksMade(t.db);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(emails);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('ends the older link when a new one is asked for', async () => {
    const traveller = await signUpTraveller(t.app);
    const first = await resetTokenFor(t.app, t.db, traveller.email);
    const second = await resetTokenFor(t.app, t.db, traveller.email);
    const stale = await resetPassword(t.app, { token: first, password: newPassword });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ message: accountMessages.resetLinkInvalid });
    expect((await resetPassword(t.app, { token: second, password: newPassword })).statusCode).toBe(200);
  });

  it.each([
    [{}, authMessages.emailRequired],
    [{ email: 42 }, authMessages.emailRequired],
    [{ email: 'not-an-email' }, 'Email must be a valid email address.'],
    [{ email: `${'a'.repeat(300)}@example.in` }, 'Email must be at most 254 characters.'],
  ])('refuses %j with 400 and the field message', async (payload, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/password/forgot', payload, remoteAddress: freshClientAddress() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('reset password', () => {
  it('sets the new password, ends every session and signs this browser in', async () => {
    const traveller = await signUpTraveller(t.app);
    const otherDevice = (await login(traveller.email, 'correct-horse-42')).json().token;
    const token = await resetTokenFor(t.app, t.db, traveller.email);

    const response = await resetPassword(t.app, { token, password: newPassword });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ message: accountMessages.passwordReset, user: { _id: traveller.userId, role: 'traveller' } });

    expect((await profile(traveller.headers)).statusCode).toBe(401);
    expect((await profile(bearer(otherDevice))).statusCode).toBe(401);
    expect((await profile(bearer(body.token))).statusCode).toBe(200);
    expect((await login(traveller.email, 'correct-horse-42')).statusCode).toBe(401);
    expect((await login(traveller.email, newPassword)).statusCode).toBe(200);
  });

  it('works once only', async () => {
    const traveller = await signUpTraveller(t.app);
    const token = await resetTokenFor(t.app, t.db, traveller.email);
    expect((await resetPassword(t.app, { token, password: newPassword })).statusCode).toBe(200);
    const again = await resetPassword(t.app, { token, password: 'yet-another-one-9' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: accountMessages.resetLinkInvalid });
    expect((await login(traveller.email, newPassword)).statusCode).toBe(200);
  });

  it('lets exactly one of two parallel resets with the same token through', async () => {
    const traveller = await signUpTraveller(t.app);
    const token = await resetTokenFor(t.app, t.db, traveller.email);
    const answers = await Promise.all([
      resetPassword(t.app, { token, password: 'first-racer-pass-1' }),
      resetPassword(t.app, { token, password: 'second-racer-pass-2' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    const [winning, losing] = winner === 0 ? ['first-racer-pass-1', 'second-racer-pass-2'] : ['second-racer-pass-2', 'first-racer-pass-1'];
    expect((await login(traveller.email, winning)).statusCode).toBe(200);
    expect((await login(traveller.email, losing)).statusCode).toBe(401);
    const [account] = await t.db.select({ sessionVersion: users.sessionVersion }).from(users).where(eq(users.id, traveller.userId));
    expect(account!.sessionVersion).toBe(1);
  });

  it('refuses a link past its 30 minutes', async () => {
    const traveller = await signUpTraveller(t.app);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const token = await resetTokenFor(t.app, t.db, traveller.email);
    vi.setSystemTime(Date.now() + 30 * 60_000 + 1000);
    const response = await resetPassword(t.app, { token, password: newPassword });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: accountMessages.resetLinkInvalid });
    expect((await login(traveller.email, newPassword)).statusCode).toBe(401);
  });

  it('accepts a link just before it expires', async () => {
    const traveller = await signUpTraveller(t.app);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const token = await resetTokenFor(t.app, t.db, traveller.email);
    vi.setSystemTime(Date.now() + 29 * 60_000);
    expect((await resetPassword(t.app, { token, password: newPassword })).statusCode).toBe(200);
  });

  it('refuses an unknown token with the same message', async () => {
    const unknown = await resetPassword(t.app, { token: 'x'.repeat(43), password: newPassword });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: accountMessages.resetLinkInvalid });
  });

  it.each([
    [{ password: newPassword }, accountMessages.tokenRequired],
    [{ token: 12, password: newPassword }, accountMessages.tokenRequired],
    [{ token: 'x'.repeat(5000), password: newPassword }, accountMessages.tokenRequired],
    [{ token: 'abc' }, authMessages.passwordRequired],
    [{ token: 'abc', password: 'short' }, 'Password must be at least 8 characters.'],
    [{ token: 'abc', password: 'p'.repeat(129) }, 'Password must be at most 128 characters.'],
    [{ token: 'abc', password: ['an', 'array'] }, authMessages.passwordRequired],
  ])('refuses %j with 400 and the field message', async (payload, message) => {
    const response = await resetPassword(t.app, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('rate limits', () => {
  it(`allows ${RESET_REQUESTS_PER_EMAIL} reset emails per address in 15 minutes, from anywhere`, async () => {
    const traveller = await signUpTraveller(t.app);
    for (let i = 0; i < RESET_REQUESTS_PER_EMAIL; i++) expect((await forgotPassword(t.app, traveller.email)).statusCode).toBe(200);
    const limited = await forgotPassword(t.app, traveller.email.toUpperCase());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: accountMessages.tooManyResetRequests });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await signUpTraveller(t.app);
    expect((await forgotPassword(t.app, other.email)).statusCode).toBe(200);
  });

  it('limits an unknown address the same way, so the limit does not tell which exist', async () => {
    for (let i = 0; i < RESET_REQUESTS_PER_EMAIL; i++) expect((await forgotPassword(t.app, 'ghost@example.in')).statusCode).toBe(200);
    expect((await forgotPassword(t.app, 'ghost@example.in')).statusCode).toBe(429);
  });

  it(`allows ${RESET_REQUESTS_PER_ADDRESS} calls from one client address, across emails and the reset itself`, async () => {
    const client = freshClientAddress();
    for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS; i++) {
      expect((await forgotPassword(t.app, `someone${i}@example.in`, client)).statusCode).toBe(200);
    }
    const limited = await forgotPassword(t.app, 'one-more@example.in', client);
    expect(limited.statusCode).toBe(429);
    const reset = await resetPassword(t.app, { token: 'abc', password: newPassword }, client);
    expect(reset.statusCode).toBe(429);
    expect((await forgotPassword(t.app, 'one-more@example.in')).statusCode).toBe(200);
  });
});
