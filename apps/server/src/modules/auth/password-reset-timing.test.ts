import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshClientAddress } from '../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/support/app.ts';
import { users } from '../../db/schema/users.ts';
import { RESET_REQUESTS_PER_EMAIL } from './reset-rate-limits.ts';

// "Forgot password" answers in the same time for an address with an account and one without:
// the work for a known address (its link, its email) is not done while the caller waits. Measured
// over a few hundred calls taken in turn, so noise falls on both sides alike; the medians are
// compared, with room for noise but not for a difference in kind (the work of a known address
// took about twice as long before it left the request). The job runner does not poll here: the
// link's job, queued by every call alike, would otherwise run beside the next calls on the one
// embedded connection and time the job rather than the request.
let t: TestApp;
const accounts = 40;
beforeAll(async () => {
  t = await createTestApp({}, { pollJobs: false });
});
afterAll(() => t.close());

/** Accounts of their own for each attempt: a retried attempt would meet the per-address limit of the first. */
async function knownAddresses(): Promise<string[]> {
  const rows = Array.from({ length: accounts }, (_, index) => {
    const email = `timing.${index}.${randomUUID().slice(0, 8)}@example.in`;
    return { firstname: 'Asha', username: `timing_${index}_${randomUUID().slice(0, 8)}`, email, passwordHash: '!no-password' };
  });
  await t.db.insert(users).values(rows);
  return rows.map((row) => row.email);
}

async function timeForgot(email: string): Promise<number> {
  const started = performance.now();
  const response = await t.app.inject({ method: 'POST', url: '/api/user/password/forgot', payload: { email }, remoteAddress: freshClientAddress() });
  const took = performance.now() - started;
  expect(response.statusCode).toBe(200);
  return took;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe('"Forgot password" timing', () => {
  it('takes the same time for a known and an unknown address', async () => {
    const known = await knownAddresses();
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Warm-up: the first calls pay for compiling and caches on both sides.
    for (let n = 0; n < 20; n++) await timeForgot(`warm.${n}.${randomUUID()}@example.in`);
    for (let round = 0; round < RESET_REQUESTS_PER_EMAIL; round++) {
      for (const email of known) {
        // In turn, and in a varying order, so a slow moment of the machine falls on both.
        if ((round + email.length) % 2 === 0) {
          knownTimes.push(await timeForgot(email));
          unknownTimes.push(await timeForgot(`nobody.${randomUUID()}@example.in`));
        } else {
          unknownTimes.push(await timeForgot(`nobody.${randomUUID()}@example.in`));
          knownTimes.push(await timeForgot(email));
        }
      }
    }
    const ratio = median(knownTimes) / median(unknownTimes);
    expect(knownTimes).toHaveLength(accounts * RESET_REQUESTS_PER_EMAIL);
    expect(ratio, `known ${median(knownTimes).toFixed(2)} ms, unknown ${median(unknownTimes).toFixed(2)} ms`).toBeGreaterThan(0.75);
    expect(ratio, `known ${median(knownTimes).toFixed(2)} ms, unknown ${median(unknownTimes).toFixed(2)} ms`).toBeLessThan(1.3);
  }, 120_000);
});
