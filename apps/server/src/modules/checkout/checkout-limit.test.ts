import { holdMessages } from '@yatrika/contract/hold-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app.ts';
import { freshClientAddress } from '../../../test/support/accounts.ts';
import { insertTravellers } from '../../../test/support/travellers.ts';
import { loadConfig } from '../../config.ts';
import type { SignedIn } from '../../../test/support/app.ts';

// Checkouts opened per account and per client address (decision 013), at the defaults: the test
// app lifts them for every other test.
const limits = loadConfig({}).rateLimits;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: limits });
});
afterAll(() => t.close());

/** A checkout for an amount (no seats held): the limits count every checkout opened. */
const openCheckout = (who: SignedIn, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/payment/create-order', headers: who.headers, payload: { amount: 150_000, currency: 'INR' }, remoteAddress });

describe('checkouts per account', () => {
  it(`allows ${limits.checkoutsPerAccountPer15Minutes} in 15 minutes from anywhere, then 429 with Retry-After`, async () => {
    const [asha, ravi] = await insertTravellers(t.app, t.db, 2);
    for (let n = 0; n < limits.checkoutsPerAccountPer15Minutes; n++) expect((await openCheckout(asha!, freshClientAddress())).statusCode).toBe(200);
    const limited = await openCheckout(asha!, freshClientAddress());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: holdMessages.tooManyCheckouts });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await openCheckout(ravi!, freshClientAddress())).statusCode).toBe(200);
  });
});

describe('checkouts per client address', () => {
  it(`allows ${limits.checkoutsPerAddressPer15Minutes} in 15 minutes across accounts, then 429; another address is not affected`, async () => {
    const address = freshClientAddress();
    const accounts = await insertTravellers(t.app, t.db, Math.ceil(limits.checkoutsPerAddressPer15Minutes / 10) + 1);
    for (let n = 0; n < limits.checkoutsPerAddressPer15Minutes; n++) {
      expect((await openCheckout(accounts[Math.floor(n / 10)]!, address)).statusCode).toBe(200);
    }
    const fresh = accounts.at(-1)!;
    const limited = await openCheckout(fresh, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(holdMessages.tooManyCheckouts);
    expect((await openCheckout(fresh, freshClientAddress())).statusCode).toBe(200);
  });

  it('answers 401 before counting a request without a session', async () => {
    const address = freshClientAddress();
    for (let n = 0; n < limits.checkoutsPerAddressPer15Minutes + 5; n++) {
      const response = await t.app.inject({ method: 'POST', url: '/api/payment/create-order', payload: { amount: 150_000 }, remoteAddress: address });
      expect(response.statusCode).toBe(401);
    }
    const [meera] = await insertTravellers(t.app, t.db, 1);
    expect((await openCheckout(meera!, address)).statusCode).toBe(200);
  });
});
