import { jobMessages } from '@yatrika/contract/jobs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { loadConfig } from '../../config.ts';
import { jobs } from '../../db/schema/jobs.ts';

// The operator's "run now" for a recurring job (the balance reminders, a trip's reminders...):
// it runs here at once, its next run moves one interval on, and nothing else can be run this way.
// Named as an operator would type them: a recurring job, and a one-off one (each email's sending).
const BALANCE_REMINDERS_JOB = 'balance-reminders';
const SEND_EMAIL_JOB = 'send-email';
let t: TestApp;
let admin: SignedIn;
let traveller: SignedIn;

beforeAll(async () => {
  const scheduled = loadConfig({ EMAIL_INTERVAL_SECONDS: '300' });
  t = await createTestApp({ mail: scheduled.mail });
  admin = await signInAdmin(t.app);
  traveller = await signUpTraveller(t.app);
});
afterAll(() => t.close());

const run = (body: unknown, headers: Record<string, string> = admin.headers) => t.app.inject({ method: 'POST', url: '/api/admin/jobs/run', headers, payload: body as object });

describe('POST /api/admin/jobs/run', () => {
  it('runs a recurring job at once and answers its report; its next run is one interval later', async () => {
    const before = Date.now();
    const response = await run({ name: ` ${BALANCE_REMINDERS_JOB} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: jobMessages.ran, outcome: { status: 'done', result: { queued: 0 }, error: null } });

    const copies = await t.db.select().from(jobs).where(eq(jobs.name, BALANCE_REMINDERS_JOB));
    expect(copies.filter((copy) => copy.status === 'done')).toHaveLength(1);
    const [next] = copies.filter((copy) => copy.status === 'queued');
    expect(next!.runAt.getTime()).toBeGreaterThanOrEqual(before + 300_000);
  });

  it('runs it again when asked again (each run is its own)', async () => {
    expect((await run({ name: BALANCE_REMINDERS_JOB })).statusCode).toBe(200);
    const done = await t.db.select().from(jobs).where(and(eq(jobs.name, BALANCE_REMINDERS_JOB), eq(jobs.status, 'done')));
    expect(done.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 for a job that is not recurring or does not exist', async () => {
    for (const name of [SEND_EMAIL_JOB, 'no-such-job']) {
      const response = await run({ name });
      expect(response.statusCode, name).toBe(404);
      expect(response.json().message).toBe(jobMessages.notRecurring);
    }
  });

  it('answers 400 without a name or with one of the wrong type', async () => {
    for (const body of [{}, { name: '' }, { name: 7 }, { name: 'x'.repeat(101) }]) {
      expect((await run(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('is for administrators only', async () => {
    const asTraveller = await run({ name: BALANCE_REMINDERS_JOB }, traveller.headers);
    expect(asTraveller.statusCode).toBe(403);
    expect((await run({ name: BALANCE_REMINDERS_JOB }, {})).statusCode).toBe(401);
  });
});
