import { holdMessages } from '@yatrika/contract/hold-messages';
import { DEFAULT_SIGNUPS_PER_ADDRESS_PER_HOUR } from '@yatrika/contract/hold-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, travellerDetails, type TestApp } from '../../../test/support/app.ts';
import { freshClientAddress } from '../../../test/support/accounts.ts';
import { testClock } from '../../../test/support/holds.ts';
import { loadConfig } from '../../config.ts';

// Sign-ups per client address (decision 013), at the default: the test app lifts it for every other test.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: loadConfig({}).rateLimits });
});
afterAll(() => t.close());

const signUp = (remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/register', payload: travellerDetails(), remoteAddress });

describe('sign-ups from one address', () => {
  it(`allows ${DEFAULT_SIGNUPS_PER_ADDRESS_PER_HOUR} an hour, then answers 429 with Retry-After; another address is not affected`, async () => {
    const address = freshClientAddress();
    for (let n = 0; n < DEFAULT_SIGNUPS_PER_ADDRESS_PER_HOUR; n++) expect((await signUp(address)).statusCode).toBe(201);
    const limited = await signUp(address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: holdMessages.tooManySignUps });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(30 * 60);
    expect((await signUp(freshClientAddress())).statusCode).toBe(201);
  });

  it('counts an IPv6 client by its /64', async () => {
    for (let n = 0; n < DEFAULT_SIGNUPS_PER_ADDRESS_PER_HOUR; n++) expect((await signUp(`2001:db8:aa:1::${n + 1}`)).statusCode).toBe(201);
    expect((await signUp('2001:db8:aa:1:ffff::9')).statusCode).toBe(429);
    expect((await signUp('2001:db8:aa:2::1')).statusCode).toBe(201);
  });

  it('opens again an hour later', async () => {
    const clock = testClock();
    try {
      const address = freshClientAddress();
      for (let n = 0; n < DEFAULT_SIGNUPS_PER_ADDRESS_PER_HOUR; n++) await signUp(address);
      expect((await signUp(address)).statusCode).toBe(429);
      clock.advanceMinutes(61);
      expect((await signUp(address)).statusCode).toBe(201);
    } finally {
      clock.restore();
    }
  });
});

describe('when Redis cannot be reached', () => {
  it('lets sign-ups through rather than refusing everyone (as the sign-in limit does)', async () => {
    const cut = await createTestApp({ redisUrl: 'redis://127.0.0.1:9', rateLimits: { ...loadConfig({}).rateLimits, signUpsPerAddressPerHour: 2 } });
    try {
      const address = freshClientAddress();
      for (let n = 0; n < 4; n++) {
        const response = await cut.app.inject({ method: 'POST', url: '/api/user/register', payload: travellerDetails(), remoteAddress: address });
        expect(response.statusCode).toBe(201);
      }
    } finally {
      await cut.close();
    }
  });
});
