import { authMessages } from '@yatrika/contract/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpTraveller, travellerDetails, type TestApp } from '../../../test/support/app.ts';
import { users } from '../../db/schema/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/user/register', payload: payload as object });
const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/user/login', payload: payload as object });

describe('traveller registration', () => {
  it('answers 201 with a token and the user, never the password', async () => {
    const details = travellerDetails();
    const response = await register(details);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toMatchObject({ username: details.username, firstname: 'Asha', role: 'traveller' });
    expect(response.body).not.toContain(details.password);
    expect(response.body).not.toContain('argon2');
  });

  it.each([
    ['firstname', 'First name is required.'],
    ['lastname', 'Last name is required.'],
    ['username', 'Username is required.'],
    ['email', 'Email is required.'],
    ['phone', 'Phone is required.'],
    ['password', 'Password is required.'],
  ])('refuses a missing %s with a message naming it', async (field, message) => {
    const details: Record<string, unknown> = travellerDetails();
    delete details[field];
    const response = await register(details);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it.each([
    [{ email: 'not-an-email' }, 'Email must be a valid email address.'],
    [{ gender: 'Robot' }, 'Gender must be Male, Female or Other.'],
    [{ password: 'short' }, 'Password must be at least 8 characters.'],
    [{ phone: '98765abc10' }, 'Phone must be a phone number of 8 to 15 digits.'],
    [{ phone: '12' }, 'Phone must be a phone number of 8 to 15 digits.'],
    [{ username: 'has spaces' }, 'Username may use only letters, digits, dots, dashes and underscores.'],
    [{ firstname: '   ' }, 'First name is required.'],
  ])('refuses %j', async (override, message) => {
    const response = await register(travellerDetails(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('names the field when a value has the wrong type', async () => {
    const response = await register(travellerDetails({ firstname: 42 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('First name is required.');
    const numberEmail = await register(travellerDetails({ email: 12345 }));
    expect(numberEmail.json().message).toBe('Email is required.');
  });

  it('refuses a taken email or username, whatever their case', async () => {
    const first = travellerDetails();
    expect((await register(first)).statusCode).toBe(201);
    const sameEmail = await register(travellerDetails({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe(authMessages.emailTaken);
    const sameUsername = await register(travellerDetails({ username: first.username.toUpperCase() }));
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json().message).toBe(authMessages.usernameTaken);
  });

  it('refuses bodies that are not JSON objects or are too large', async () => {
    const notJson = await t.app.inject({ method: 'POST', url: '/api/user/register', headers: { 'content-type': 'application/json' }, payload: '{"firstname":' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('The request body is not valid JSON.');
    const huge = await register(travellerDetails({ firstname: 'x'.repeat(400 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toHaveProperty('message');
  });
});

describe('traveller login and logout', () => {
  it('signs in with the registered email in any case and gets a working token', async () => {
    const details = travellerDetails();
    await register(details);
    const response = await login({ email: details.email.toUpperCase(), password: details.password });
    expect(response.statusCode).toBe(200);
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${response.json().token}` } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: details.email.toLowerCase(), gender: 'Female', phone: '9876543210' });
    expect(profile.json()).not.toHaveProperty('password');
    expect(profile.json()).not.toHaveProperty('passwordHash');
  });

  it('answers 401 with a message on a wrong password or an unknown email', async () => {
    const details = travellerDetails();
    await register(details);
    for (const attempt of [{ email: details.email, password: 'wrong-password' }, { email: 'nobody@example.in', password: 'whatever-1' }]) {
      const response = await login(attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: authMessages.invalidCredentials });
    }
  });

  it('needs email and password', async () => {
    const response = await login({ email: 'a@b.in' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Password is required.');
  });

  it('revokes the token on logout', async () => {
    const traveller = await signUpTraveller(t.app);
    const logout = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: traveller.headers });
    expect(logout.statusCode).toBe(200);
    for (const url of ['/api/user/profile']) {
      const after = await t.app.inject({ method: 'GET', url, headers: traveller.headers });
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toBe(authMessages.sessionEnded);
    }
    const again = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: traveller.headers });
    expect(again.statusCode).toBe(401);
  });

  it('refuses missing, malformed and forged tokens', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/user/profile' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(authMessages.signInRequired);
    const garbage = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: 'Bearer not.a.token' } });
    expect(garbage.statusCode).toBe(401);
    const traveller = await signUpTraveller(t.app);
    const [header, payload] = traveller.token.split('.');
    const forged = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${header}.${payload}.forgedsignature` } });
    expect(forged.statusCode).toBe(401);
  });

  it('rate-limits repeated logins to one account from one address', async () => {
    const details = travellerDetails();
    await register(details);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login({ email: details.email, password: 'wrong-password' })).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    const limited = await login({ email: details.email, password: details.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(authMessages.tooManyAttempts);
    // Another account from the same address is not locked out.
    const other = travellerDetails();
    await register(other);
    expect((await login({ email: other.email, password: other.password })).statusCode).toBe(200);
  });
});

describe('password spraying', () => {
  it('limits failed logins from one address across accounts, counting only failures', async () => {
    const address = '203.0.113.50';
    const from = (path: string, payload: object) => t.app.inject({ method: 'POST', url: path, payload, remoteAddress: address });
    // Successful logins from the address do not count.
    const regular = travellerDetails();
    await register(regular);
    for (let i = 0; i < 9; i++) expect((await from('/api/user/login', { email: regular.email, password: regular.password })).statusCode).toBe(200);

    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push((await from('/api/user/login', { email: `sprayed.${i}@example.in`, password: 'Summer2024!' })).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
    const limited = await from('/api/admin/login', { email: 'someone.else@example.in', password: 'Summer2024!' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: authMessages.tooManyAttempts });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Other addresses are not affected.
    expect((await login({ email: regular.email, password: regular.password })).statusCode).toBe(200);
  });
});

describe('profile', () => {
  it('changes only firstname, lastname, username and phone', async () => {
    const traveller = await signUpTraveller(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: traveller.headers,
      payload: { firstname: 'Meera', lastname: 'Iyer', username: `${traveller.username}_2`, phone: '+91 98765 43210', email: 'hijack@example.in', role: 'admin', gender: 'Male' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Profile updated successfully!');
    const profile = (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: traveller.headers })).json();
    expect(profile).toMatchObject({ firstname: 'Meera', lastname: 'Iyer', username: `${traveller.username}_2`, phone: '+919876543210', email: traveller.email, role: 'traveller', gender: 'Female' });
  });

  it('refuses a password with a 400 that says where it changes, and changes nothing', async () => {
    const traveller = await signUpTraveller(t.app);
    const stored = async () => (await t.db.select().from(users).where(eq(users.id, traveller.userId)))[0]!;
    const before = await stored();
    for (const payload of [
      { password: 'new-password-1' },
      { firstname: 'Meera', password: 'new-password-1' },
      { newPassword: 'new-password-1', currentPassword: 'correct-horse-42' },
      { firstname: 'Meera', confirmPassword: 'new-password-1' },
      { password: 12345678 },
    ]) {
      const response = await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: traveller.headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ message: 'To change your password, use Change password in Account Settings.' });
    }
    expect(await stored()).toEqual(before);
    expect((await login({ email: traveller.email, password: 'correct-horse-42' })).statusCode).toBe(200);
    expect((await login({ email: traveller.email, password: 'new-password-1' })).statusCode).toBe(401);
  });

  it('takes a blank password as asking for nothing, as a form with an empty password box sends it', async () => {
    const traveller = await signUpTraveller(t.app);
    for (const password of ['', '  ', null]) {
      const response = await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: traveller.headers, payload: { firstname: 'Meera', password } });
      expect(response.statusCode, JSON.stringify(password)).toBe(200);
    }
    expect((await login({ email: traveller.email, password: 'correct-horse-42' })).statusCode).toBe(200);
  });

  it("refuses another traveller's username and empty changes", async () => {
    const one = await signUpTraveller(t.app);
    const two = await signUpTraveller(t.app);
    const taken = await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: two.headers, payload: { username: one.username } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(authMessages.usernameTaken);
    const empty = await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: two.headers, payload: {} });
    expect(empty.statusCode).toBe(400);
    const blank = await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: two.headers, payload: { firstname: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('First name is required.');
  });
});

describe('administrators', () => {
  it('lets the first administrator register, then only administrators create more', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/admin/register', payload: { name: 'Ravi Kumar', email: 'ravi@yatrika.test', password: 'admin-pass-1', confirmPassword: 'admin-pass-1' } });
    expect(first.statusCode).toBe(201);
    const adminHeaders = { authorization: `Bearer ${first.json().token}` };

    const stranger = await t.app.inject({ method: 'POST', url: '/api/admin/register', payload: { name: 'Eve', email: 'eve@yatrika.test', password: 'admin-pass-2' } });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(authMessages.adminExists);

    const traveller = await signUpTraveller(t.app);
    const byTraveller = await t.app.inject({ method: 'POST', url: '/api/admin/register', headers: traveller.headers, payload: { name: 'Eve', email: 'eve@yatrika.test', password: 'admin-pass-2' } });
    expect(byTraveller.statusCode).toBe(403);

    const byAdmin = await t.app.inject({ method: 'POST', url: '/api/admin/register', headers: adminHeaders, payload: { name: 'Sita', email: 'sita@yatrika.test', password: 'admin-pass-3' } });
    expect(byAdmin.statusCode).toBe(201);

    const mismatch = await t.app.inject({ method: 'POST', url: '/api/admin/register', headers: adminHeaders, payload: { name: 'X', email: 'x@yatrika.test', password: 'admin-pass-3', confirmPassword: 'other-pass-3' } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('Passwords do not match');
  });

  it('signs administrators in only at the admin door', async () => {
    await t.app.inject({ method: 'POST', url: '/api/admin/register', payload: { name: 'Door Test', email: 'door@yatrika.test', password: 'admin-pass-1' } });
    const adminLogin = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'ravi@yatrika.test', password: 'admin-pass-1' } });
    expect(adminLogin.statusCode).toBe(200);
    expect(adminLogin.json().user.role).toBe('admin');
    const atTravellerDoor = await login({ email: 'ravi@yatrika.test', password: 'admin-pass-1' });
    expect(atTravellerDoor.statusCode).toBe(401);

    const traveller = travellerDetails();
    await register(traveller);
    const travellerAtAdminDoor = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: traveller.email, password: traveller.password } });
    expect(travellerAtAdminDoor.statusCode).toBe(401);
    expect(travellerAtAdminDoor.json().message).toBe(authMessages.invalidCredentials);
  });
});

describe('errors', () => {
  it('answers JSON 404 for unknown API paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('/api/nothing-here');
  });

  it('puts a request id on every answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});

describe('empty JSON bodies', () => {
  it('treats a JSON content type with no bytes as no body', async () => {
    const traveller = await signUpTraveller(t.app);
    const logout = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { ...traveller.headers, 'content-type': 'application/json' }, payload: '' });
    expect(logout.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe('Request body is required.');
  });

  it('refuses prototype pollution in JSON', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: '{"email":"a@b.in","password":"x","__proto__":{"role":"admin"}}' });
    expect(response.statusCode).toBe(400);
  });
});

describe('values the database cannot store', () => {
  it('answers 400, not 500, to a NUL character in text', async () => {
    const response = await register(travellerDetails({ firstname: 'Ash\u0000a' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });
});
