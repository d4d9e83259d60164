import { twoStepMessages } from '@yatrika/contract/two-step-rules';
import { and, eq } from 'drizzle-orm';
import { URI, type TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshClientAddress } from '../../../../test/support/accounts.ts';
import { createTestApp, signInAdmin, type SignedIn, type TestApp } from '../../../../test/support/app.ts';
import { auditLog } from '../../../db/schema/audit-log.ts';
import { staffRecoveryCodes, staffTwoStep } from '../../../db/schema/staff-two-step.ts';
import { users } from '../../../db/schema/users.ts';
import { WRONG_CODES_PER_ACCOUNT } from './code-rate-limits.ts';

const PASSWORD = 'admin-password-1';
const DAY_MS = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The first administrator creates the others (test/support/app.ts) and never enrols here.
  await signInAdmin(t.app);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Only Date moves: a code of the next 30-second step, without waiting for it. */
function nextStep() {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 30_000 });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const adminRoute = (token: string) => t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) });
const login = (email: string, extra: Record<string, unknown> = {}, remoteAddress = freshClientAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: PASSWORD, ...extra }, remoteAddress });

interface Enrolled {
  admin: SignedIn;
  authenticator: TOTP;
  recoveryCodes: string[];
  /** The token the enrolment answered, issued after a second step. */
  token: string;
}

async function enrol(admin: SignedIn, headers = admin.headers): Promise<Enrolled> {
  const setup = await t.app.inject({ method: 'POST', url: '/api/admin/two-step/setup', headers });
  expect(setup.statusCode).toBe(200);
  const authenticator = URI.parse(setup.json().otpauthUri) as TOTP;
  const enabled = await t.app.inject({ method: 'POST', url: '/api/admin/two-step/enable', headers, payload: { code: authenticator.generate() } });
  expect(enabled.statusCode).toBe(200);
  return { admin, authenticator, recoveryCodes: enabled.json().recoveryCodes, token: enabled.json().token };
}

describe('an administrator without two-step sign-in', () => {
  it('signs in exactly as before and works in the admin area during the grace period', async () => {
    const admin = await signInAdmin(t.app);
    const response = await login(admin.email);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['message', 'token', 'user']);
    expect(response.json().user.twoStep).toMatchObject({ enabled: false, required: true });
    expect((await adminRoute(response.json().token)).statusCode).toBe(200);
    const status = await t.app.inject({ method: 'GET', url: '/api/admin/two-step', headers: admin.headers });
    expect(status.json()).toMatchObject({ enabled: false, required: true, recoveryCodesLeft: 0, rememberedDevices: [] });
  });

  it('has STAFF_TWO_STEP_GRACE_DAYS (14 by default) from its creation to enrol', async () => {
    const admin = await signInAdmin(t.app);
    const [row] = await t.db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, admin.userId));
    const status = (await t.app.inject({ method: 'GET', url: '/api/admin/two-step', headers: admin.headers })).json();
    expect(new Date(status.enrolBy).getTime()).toBe(row!.createdAt.getTime() + 14 * DAY_MS);
  });
});

describe('enrolment', () => {
  it('sets up with a QR code and key, turns on only with a right code, and keeps the secret encrypted', async () => {
    const admin = await signInAdmin(t.app);
    const setup = (await t.app.inject({ method: 'POST', url: '/api/admin/two-step/setup', headers: admin.headers })).json();
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/Yatrika:/);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const authenticator = URI.parse(setup.otpauthUri) as TOTP;
    expect(setup.manualKey.replace(/ /g, '')).toBe(authenticator.secret.base32);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/two-step', headers: admin.headers })).json().enabled).toBe(false);

    const wrong = await t.app.inject({ method: 'POST', url: '/api/admin/two-step/enable', headers: admin.headers, payload: { code: '000000' === authenticator.generate() ? '111111' : '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(twoStepMessages.wrongCode);

    const enabled = await t.app.inject({ method: 'POST', url: '/api/admin/two-step/enable', headers: admin.headers, payload: { code: authenticator.generate() } });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes, token } = enabled.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const [stored] = await t.db.select().from(staffTwoStep).where(eq(staffTwoStep.userId, admin.userId));
    expect(stored!.secret).not.toContain(authenticator.secret.base32);
    expect(stored!.pendingSecret).toBeNull();
    const storedCodes = await t.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, admin.userId));
    expect(storedCodes.map((row) => row.codeHash).join()).not.toContain(recoveryCodes[0].replace('-', ''));

    // The token from before the second step no longer reaches the admin area; the new one does.
    const old = await adminRoute(admin.token);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ message: twoStepMessages.signInAgain, twoStepRequired: true });
    expect((await adminRoute(token)).statusCode).toBe(200);
    // ...and the secret is never shown again: a second set-up needs a second step first.
    const again = await t.app.inject({ method: 'POST', url: '/api/admin/two-step/setup', headers: admin.headers });
    expect(again.statusCode).toBe(409);

    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.actorId, admin.userId), eq(auditLog.action, 'two-step.enable')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).not.toContain(authenticator.secret.base32);
  });
});

describe('the admin login with two-step sign-in on', () => {
  it('asks for the code, accepts it once, and refuses it again in its window', async () => {
    const { admin, authenticator } = await enrol(await signInAdmin(t.app));
    const withoutCode = await login(admin.email);
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json()).toEqual({ message: 'Enter the 6-digit code from your authenticator app.', twoStepRequired: true });
    const wrongPassword = await login(admin.email, { password: 'not-the-password', code: '123456' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().twoStepRequired).toBeUndefined();

    nextStep();
    const code = authenticator.generate();
    // Liberal in what it accepts: spaces between the groups.
    const signedIn = await login(admin.email, { code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().rememberedDevice).toBeUndefined();
    expect((await adminRoute(signedIn.json().token)).statusCode).toBe(200);

    const reused = await login(admin.email, { code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ message: twoStepMessages.wrongCode, twoStepRequired: true });
  });

  it('lets one of two sign-ins with the same code through', async () => {
    const { admin, authenticator } = await enrol(await signInAdmin(t.app));
    nextStep();
    const code = authenticator.generate();
    const answers = await Promise.all([login(admin.email, { code }), login(admin.email, { code }), login(admin.email, { code })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('accepts each recovery code once', async () => {
    const { admin, recoveryCodes } = await enrol(await signInAdmin(t.app));
    const first = await login(admin.email, { recoveryCode: recoveryCodes[0]!.toUpperCase() });
    expect(first.statusCode).toBe(200);
    expect((await adminRoute(first.json().token)).statusCode).toBe(200);
    const again = await login(admin.email, { recoveryCode: recoveryCodes[0] });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(twoStepMessages.wrongRecoveryCode);
    expect((await login(admin.email, { recoveryCode: recoveryCodes[1] })).statusCode).toBe(200);
    const status = await t.app.inject({ method: 'GET', url: '/api/admin/two-step', headers: bearer(first.json().token) });
    expect(status.json().recoveryCodesLeft).toBe(8);
  });

  it('remembers a device for 30 days, until it is forgotten', async () => {
    const { admin, authenticator } = await enrol(await signInAdmin(t.app));
    nextStep();
    const signedIn = await login(admin.email, { code: authenticator.generate(), rememberDevice: true });
    expect(signedIn.statusCode).toBe(200);
    const { token, rememberedDevice } = signedIn.json();
    const days = (new Date(rememberedDevice.expiresAt).getTime() - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30.01);

    const remembered = await login(admin.email, { rememberedDevice: rememberedDevice.token });
    expect(remembered.statusCode).toBe(200);
    expect((await adminRoute(remembered.json().token)).statusCode).toBe(200);
    // Another account cannot use it.
    const other = await enrol(await signInAdmin(t.app));
    expect((await login(other.admin.email, { rememberedDevice: rememberedDevice.token })).statusCode).toBe(401);

    const status = (await t.app.inject({ method: 'GET', url: '/api/admin/two-step', headers: bearer(token) })).json();
    expect(status.rememberedDevices).toHaveLength(1);
    const forget = await t.app.inject({ method: 'DELETE', url: `/api/admin/two-step/remembered-devices/${status.rememberedDevices[0]._id}`, headers: bearer(token) });
    expect(forget.statusCode).toBe(200);
    expect((await login(admin.email, { rememberedDevice: rememberedDevice.token })).statusCode).toBe(401);
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.actorId, admin.userId), eq(auditLog.action, 'two-step.remembered-device-remove')));
    expect(audit).toHaveLength(1);
  });

  it('refuses every code, even a right one, after too many wrong ones for the account', async () => {
    const { admin, authenticator } = await enrol(await signInAdmin(t.app));
    nextStep();
    const right = authenticator.generate();
    const wrong = right === '000000' ? '111111' : '000000';
    // From different addresses: the account's own limit holds whatever address guesses.
    for (let attempt = 0; attempt < WRONG_CODES_PER_ACCOUNT; attempt++) expect((await login(admin.email, { code: wrong })).statusCode).toBe(401);
    const limited = await login(admin.email, { code: right });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(twoStepMessages.tooManyCodes);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('recovery codes and turning off', () => {
  it('makes new recovery codes with a current code; the old ones stop working', async () => {
    const { admin, authenticator, recoveryCodes, token } = await enrol(await signInAdmin(t.app));
    const noCode = await t.app.inject({ method: 'POST', url: '/api/admin/two-step/recovery-codes/regenerate', headers: bearer(token), payload: {} });
    expect(noCode.statusCode).toBe(400);
    nextStep();
    const renewed = await t.app.inject({ method: 'POST', url: '/api/admin/two-step/recovery-codes/regenerate', headers: bearer(token), payload: { code: authenticator.generate() } });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    expect((await login(admin.email, { recoveryCode: recoveryCodes[0] })).statusCode).toBe(401);
    expect((await login(admin.email, { recoveryCode: renewed.json().recoveryCodes[0] })).statusCode).toBe(200);
    expect(await t.db.select().from(auditLog).where(and(eq(auditLog.actorId, admin.userId), eq(auditLog.action, 'two-step.recovery-codes-regenerate')))).toHaveLength(1);
  });

  it('cannot be turned off by an owner or a manager; a guide may', async () => {
    const owner = await enrol(await signInAdmin(t.app));
    const refused = await t.app.inject({ method: 'POST', url: '/api/admin/two-step/disable', headers: bearer(owner.token) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(twoStepMessages.cannotDisable);

    const guide = await signInAdmin(t.app);
    await t.db.update(users).set({ staffRole: 'guide' }).where(eq(users.id, guide.userId));
    const enrolled = await enrol(guide);
    const off = await t.app.inject({ method: 'POST', url: '/api/admin/two-step/disable', headers: bearer(enrolled.token) });
    expect(off.statusCode).toBe(200);
    expect((await login(guide.email)).statusCode).toBe(200);
    expect(await t.db.select().from(auditLog).where(and(eq(auditLog.actorId, guide.userId), eq(auditLog.action, 'two-step.disable')))).toHaveLength(1);
    // Nothing else is open to a guide through these routes' 'staff' declaration.
    expect((await adminRoute(enrolled.token)).statusCode).toBe(403);
  });
});

describe('after the grace period (STAFF_TWO_STEP_GRACE_DAYS=0)', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ staffTwoStepGraceDays: 0 });
  });
  afterAll(() => strict.close());

  it('an owner not enrolled reaches only the enrolment, then everything once enrolled', async () => {
    const owner = await signInAdmin(strict.app);
    const blocked = await strict.app.inject({ method: 'GET', url: '/api/admin/users', headers: owner.headers });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ message: twoStepMessages.mustEnrol, permission: 'two-step' });
    const status = await strict.app.inject({ method: 'GET', url: '/api/admin/two-step', headers: owner.headers });
    expect(status.statusCode).toBe(200);
    expect(new Date(status.json().enrolBy).getTime()).toBeLessThanOrEqual(Date.now());

    const setup = await strict.app.inject({ method: 'POST', url: '/api/admin/two-step/setup', headers: owner.headers });
    const authenticator = URI.parse(setup.json().otpauthUri) as TOTP;
    const enabled = await strict.app.inject({ method: 'POST', url: '/api/admin/two-step/enable', headers: owner.headers, payload: { code: authenticator.generate() } });
    expect(enabled.statusCode).toBe(200);
    expect((await strict.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(enabled.json().token) })).statusCode).toBe(200);
    // Signing out always works.
    expect((await strict.app.inject({ method: 'POST', url: '/api/user/logout', headers: owner.headers })).statusCode).toBe(200);
  });

  it('a role for which it is optional works without it', async () => {
    // The owner cannot create colleagues before enrolling here: the guide is made directly.
    const [guide] = await strict.db
      .insert(users)
      .values({ role: 'admin', staffRole: 'guide', firstname: 'Gita', username: `gita${Date.now()}`, email: `guide.${Date.now()}@yatrika.test`, passwordHash: 'not-used-here' })
      .returning();
    const token = strict.app.issueToken(guide!);
    const status = await strict.app.inject({ method: 'GET', url: '/api/admin/two-step', headers: bearer(token) });
    expect(status.json()).toMatchObject({ enabled: false, required: false, enrolBy: null });
  });
});
