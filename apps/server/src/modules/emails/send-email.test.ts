import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { createSharedTestDatabase, quietJobLog, testClock, type SharedTestDatabase } from '../../../test/support/jobs.ts';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-sink.ts';
import { emails } from '../../db/schema/emails.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { createJobRunner } from '../../jobs/runner.ts';
import { ticketCodeFor } from '../tickets/public.ts';
import { sendEmailAgain } from './admin-list.ts';
import { queueEmail } from './queue.ts';
import { sendEmailJob } from './send-email.ts';
import { SEND_EMAIL_JOB } from './send-job-name.ts';
import { smtpTransport, type MailTransport } from './transport.ts';

// The sender against a real SMTP server: what arrives, what is kept without one, retries when the
// server refuses or is down, and one message per event however often the event is recorded.
let shared: SharedTestDatabase;
let sink: SmtpSink;
beforeAll(async () => {
  shared = await createSharedTestDatabase();
});
afterAll(() => shared.close());
beforeEach(async () => {
  sink = await startSmtpSink();
});
afterEach(() => sink.close());

const links = { site: 'https://yatrika.example', unsubscribeKey: 'k'.repeat(40), ticketCode: (reference: string) => ticketCodeFor(db(), reference) };
const db = () => shared.handle.db;
const row = async (id: string) => (await db().select().from(emails).where(eq(emails.id, id)))[0]!;
let counter = 0;
const welcome = (to = `asha${++counter}@example.in`) => ({
  eventKey: `test-welcome:${to}`,
  kind: 'account-created' as const,
  to,
  data: { firstname: 'Asha <b>', username: 'asha_v' },
});

function runnerWith(transport: MailTransport | undefined, clock = testClock(), log = quietJobLog()) {
  const runner = createJobRunner({ db: db(), log, clock: clock.now });
  runner.register(sendEmailJob({ db: db(), transport, from: 'Yatrika <bookings@yatrika.example>', links, log }));
  return { runner, clock, log };
}

it('a queued email arrives once through SMTP with its subject, both parts, escaped values and a stable Message-ID', async () => {
  const id = (await db().transaction((tx) => queueEmail(tx, welcome('first@example.in'))))!;
  const { runner } = runnerWith(smtpTransport(sink.url));
  expect(await runner.runDueJobs()).toMatchObject([{ name: SEND_EMAIL_JOB, status: 'done', result: { status: 'sent', emailId: id } }]);

  const [email] = await sink.waitFor(1);
  expect(email!.recipients).toEqual(['first@example.in']);
  expect(email!.mail.subject).toBe('Welcome to Yatrika');
  expect(email!.mail.from?.value).toEqual([{ name: 'Yatrika', address: 'bookings@yatrika.example' }]);
  expect(email!.mail.messageId).toBe(`<${id}@yatrika.example>`);
  expect(email!.mail.text).toContain('Welcome, Asha <b>');
  expect(email!.mail.text).toContain('https://yatrika.example/login/userdashboard');
  // A value the traveller typed is text in the HTML, never markup.
  expect(email!.mail.html).toContain('Welcome, Asha &lt;b&gt;');
  expect(email!.mail.html).not.toContain('Asha <b>');
  // A transactional message carries no unsubscribe header.
  expect(email!.mail.headers.has('list-unsubscribe')).toBe(false);
  expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, subject: 'Welcome to Yatrika', messageId: `<${id}@yatrika.example>` });

  // Run again: nothing is due, nothing more arrives.
  expect(await runner.runDueJobs()).toEqual([]);
  expect(sink.received).toHaveLength(1);
});

it('a change that rolls back leaves no email and sends nothing', async () => {
  const to = 'rolled-back@example.in';
  await expect(
    db().transaction(async (tx) => {
      await queueEmail(tx, welcome(to));
      throw new Error('the booking failed');
    }),
  ).rejects.toThrow('the booking failed');
  expect(await db().select().from(emails).where(eq(emails.toAddress, to))).toEqual([]);
  const { runner } = runnerWith(smtpTransport(sink.url));
  await runner.runDueJobs();
  expect(sink.to(to)).toEqual([]);
});

it('the same event recorded twice is one email', async () => {
  const event = welcome('twice@example.in');
  const first = await db().transaction((tx) => queueEmail(tx, event));
  const second = await db().transaction((tx) => queueEmail(tx, event));
  expect(first).not.toBeNull();
  expect(second).toBeNull();
  const { runner } = runnerWith(smtpTransport(sink.url));
  await runner.runDueJobs();
  await sink.waitFor(1);
  expect(sink.to('twice@example.in')).toHaveLength(1);
});

it('a 4xx answer is tried again after a growing wait, then arrives once', async () => {
  const id = (await db().transaction((tx) => queueEmail(tx, welcome('greylisted@example.in'))))!;
  sink.refuse(451, 2);
  const { runner, clock } = runnerWith(smtpTransport(sink.url));
  expect(await runner.runDueJobs()).toMatchObject([{ status: 'retrying' }]);
  expect(await row(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringContaining('451') });

  clock.advance(59_000);
  expect(await runner.runDueJobs()).toEqual([]);
  clock.advance(1_000);
  expect(await runner.runDueJobs()).toMatchObject([{ status: 'retrying' }]);
  // The second wait is twice the first.
  clock.advance(119_000);
  expect(await runner.runDueJobs()).toEqual([]);
  clock.advance(1_000);
  expect(await runner.runDueJobs()).toMatchObject([{ status: 'done', result: { status: 'sent' } }]);
  expect(sink.to('greylisted@example.in')).toHaveLength(1);
  expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3 });
});

it('a mail server that is down is tried again until it is back', async () => {
  const id = (await db().transaction((tx) => queueEmail(tx, welcome('outage@example.in'))))!;
  const down = await startSmtpSink();
  const url = down.url;
  await down.close();
  const { runner, clock } = runnerWith(smtpTransport(url));
  expect(await runner.runDueJobs()).toMatchObject([{ status: 'retrying' }]);
  expect((await row(id)).lastError).toMatch(/ECONNREFUSED|connect/i);

  const backUp = runnerWith(smtpTransport(sink.url), clock);
  clock.advance(60_000);
  expect(await backUp.runner.runDueJobs()).toMatchObject([{ status: 'done' }]);
  expect(sink.to('outage@example.in')).toHaveLength(1);
});

it('a 5xx refusal fails the email for good without trying again', async () => {
  const id = (await db().transaction((tx) => queueEmail(tx, welcome('no-such-box@example.in'))))!;
  sink.refuse(550);
  const { runner, clock } = runnerWith(smtpTransport(sink.url));
  expect(await runner.runDueJobs()).toMatchObject([{ status: 'done', result: { status: 'failed' } }]);
  expect(await row(id)).toMatchObject({ status: 'failed', lastError: expect.stringContaining('550') });
  clock.advance(24 * 3_600_000);
  expect(await runner.runDueJobs()).toEqual([]);
  expect(sink.received).toEqual([]);
});

it('without a mail server the email is kept, rendered, and told on one log line', async () => {
  const id = (await db().transaction((tx) => queueEmail(tx, welcome('kept@example.in'))))!;
  const { runner, log } = runnerWith(undefined);
  expect(await runner.runDueJobs()).toMatchObject([{ status: 'done', result: { status: 'kept' } }]);
  const kept = await row(id);
  expect(kept).toMatchObject({ status: 'kept', subject: 'Welcome to Yatrika' });
  expect(kept.html).toContain('<html');
  expect(kept.text).toContain('Welcome, Asha');
  expect(log.lines).toContain('Email kept (no SMTP_URL): "Welcome to Yatrika" to kept@example.in');
});

it('two instances sending at once deliver each email exactly once', async () => {
  const addresses = Array.from({ length: 12 }, (_, i) => `pair${i}@example.in`);
  await db().transaction(async (tx) => {
    for (const to of addresses) await queueEmail(tx, welcome(to));
  });
  const other = await shared.connect();
  const first = runnerWith(smtpTransport(sink.url));
  const second = createJobRunner({ db: other.db, log: quietJobLog(), clock: first.clock.now });
  second.register(sendEmailJob({ db: other.db, transport: smtpTransport(sink.url), from: 'Yatrika <bookings@yatrika.example>', links, log: quietJobLog() }));
  await Promise.all([first.runner.runDueJobs(), second.runDueJobs(), first.runner.runDueJobs(), second.runDueJobs()]);
  // Whatever one poll left, the next takes.
  await Promise.all([first.runner.runDueJobs(), second.runDueJobs()]);
  await sink.waitFor(addresses.length);
  for (const to of addresses) expect(sink.to(to)).toHaveLength(1);
  const left = await db().select().from(jobs).where(eq(jobs.name, SEND_EMAIL_JOB));
  expect(left.filter((job) => job.status !== 'done')).toEqual([]);
});

it.runIf(process.env.DB_KIND === 'postgres')('a sender killed with SIGKILL mid-send: another instance sends the email, and exactly one arrives', async () => {
  const to = 'crash@example.in';
  const id = (await db().transaction((tx) => queueEmail(tx, welcome(to))))!;
  const held = sink.holdNext();
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('../../../test/support/email-sender-child.ts', import.meta.url).pathname], {
    // From the server package, so tsx reads its tsconfig (the templates' JSX).
    cwd: new URL('../../..', import.meta.url).pathname,
    env: { ...process.env, EMAIL_CHILD_DATABASE_URL: shared.url, EMAIL_CHILD_SMTP_URL: sink.url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = once(child, 'exit');
  try {
    // The message's data has reached the mail server, which has not yet answered: kill the sender now.
    await Promise.race([held, exited.then(() => Promise.reject(new Error(`sender exited early: ${errors}`))), new Promise((_, reject) => setTimeout(() => reject(new Error(`sender never sent: ${errors}`)), 20_000))]);
  } finally {
    child.kill('SIGKILL');
    await exited;
  }
  expect(child.signalCode).toBe('SIGKILL');
  expect(await row(id)).toMatchObject({ status: 'queued', attempts: 1 });
  expect(sink.to(to)).toEqual([]);

  // Another instance, once the dead one's lease has run out (taken on the real clock).
  const { runner } = runnerWith(smtpTransport(sink.url), testClock(new Date(Date.now() + 2 * 60_000 + 1_000)));
  expect(await runner.runDueJobs()).toMatchObject([{ status: 'done', attempt: 2, result: { status: 'sent', emailId: id } }]);
  await sink.waitFor(1);
  expect(sink.to(to)).toHaveLength(1);
  expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
});

/** The administrator sending it again, as the audit log records them. */
const operator = { id: randomUUID(), name: 'Asha Owner', role: 'owner', ip: '127.0.0.1' };

it('a failed email sent again by the administrator is tried afresh and arrives once', async () => {
  const id = (await db().transaction((tx) => queueEmail(tx, welcome('resend@example.in'))))!;
  sink.refuse(550);
  const { runner, clock } = runnerWith(smtpTransport(sink.url));
  await runner.runDueJobs();
  expect(await row(id)).toMatchObject({ status: 'failed' });

  expect(await sendEmailAgain(db(), id, operator)).toMatchObject({ _id: id, status: 'queued' });
  // Asked twice while it waits: still one try queued.
  await expect(sendEmailAgain(db(), id, operator)).rejects.toMatchObject({ statusCode: 409 });
  clock.advance(1_000);
  expect(await runner.runDueJobs()).toMatchObject([{ status: 'done', result: { status: 'sent' } }]);
  expect(sink.to('resend@example.in')).toHaveLength(1);
  // A sent message is not sent again.
  await expect(sendEmailAgain(db(), id, operator)).rejects.toMatchObject({ statusCode: 409 });
});
