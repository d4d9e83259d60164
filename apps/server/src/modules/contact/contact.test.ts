import { CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR, CONTACT_MESSAGES_PER_EMAIL_PER_HOUR, contactMessages } from '@yatrika/contract/contact-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app.ts';
import { loadConfig } from '../../config.ts';
import { emails } from '../../db/schema/emails.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { OPERATOR_RECIPIENT } from '../emails/public.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
/** Each test writes from its own client address, so the per-address limit counts only its own messages. */
const nextAddress = () => `203.0.113.${++addressCounter}`;

const send = (payload: unknown, remoteAddress = nextAddress()) => t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });
const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kiran Rao',
  email: `kiran.${Math.random().toString(36).slice(2)}@example.com`,
  message: 'Do you run the Spiti tour in October?\nWe are four.',
  ...overrides,
});
const contactEmailsFrom = async (sender: string) => (await t.db.select().from(emails).where(eq(emails.kind, 'contact-message'))).filter((row) => (row.data as { email: string }).email === sender);

describe('the contact form', () => {
  it("queues an email to the operator with the sender's name, address and message, and a job to send it", async () => {
    const payload = valid({ name: '  Kiran Rao  ' });
    const response = await send(payload);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: contactMessages.sent });

    const [row] = await contactEmailsFrom(payload.email);
    expect(row).toMatchObject({ toAddress: OPERATOR_RECIPIENT, userId: null, data: { name: 'Kiran Rao', email: payload.email, message: payload.message } });
    const queued = await t.db.select().from(jobs).where(eq(jobs.singletonKey, `email:${row!.id}`));
    expect(queued).toHaveLength(1);
  });

  it('answers a filled-in hidden field as if sent, and sends nothing', async () => {
    const payload = valid({ website: 'http://spam.example' });
    const response = await send(payload);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: contactMessages.sent });
    expect(await contactEmailsFrom(payload.email)).toEqual([]);
  });

  it.each([
    [{ name: '   ' }, 'Name is required.'],
    [{ name: undefined }, 'Name is required.'],
    [{ name: 'x'.repeat(121) }, 'Name must be at most 120 characters.'],
    [{ email: 'not-an-address' }, 'Email must be a valid email address.'],
    [{ email: undefined }, 'Email is required.'],
    [{ message: '' }, 'Message is required.'],
    [{ message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
  ])('refuses %j with 400 and the message naming the field, and queues nothing', async (override, message) => {
    const payload = valid(override);
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    if (typeof payload.email === 'string') expect(await contactEmailsFrom(payload.email)).toEqual([]);
  });

  it(`takes ${CONTACT_MESSAGES_PER_EMAIL_PER_HOUR} messages an hour from one sender, then answers 429 with a wait`, async () => {
    const payload = valid();
    for (let sent = 0; sent < CONTACT_MESSAGES_PER_EMAIL_PER_HOUR; sent++) expect((await send(payload)).statusCode).toBe(202);
    const refused = await send({ ...payload, email: payload.email.toUpperCase() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: contactMessages.tooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await contactEmailsFrom(payload.email)).toHaveLength(CONTACT_MESSAGES_PER_EMAIL_PER_HOUR);
  });

  it(`takes ${CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR} messages an hour from one client address, whatever the senders`, async () => {
    const address = nextAddress();
    for (let sent = 0; sent < CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR; sent++) expect((await send(valid(), address)).statusCode).toBe(202);
    const payload = valid();
    expect((await send(payload, address)).statusCode).toBe(429);
    expect(await contactEmailsFrom(payload.email)).toEqual([]);
  });
});

describe("the operator's contact details", () => {
  it('are null until configured, and never the first administrator\'s sign-in address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/routes/contact' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: null, phone: null });
  });

  it('are OPERATOR_EMAIL and OPERATOR_PHONE when set', async () => {
    const configured = await createTestApp({ mail: { ...loadConfig({}).mail, operatorEmail: 'hello@yatrika.example', operatorPhone: '+91 98765 43210' } });
    try {
      const response = await configured.app.inject({ method: 'GET', url: '/api/routes/contact' });
      expect(response.json()).toEqual({ email: 'hello@yatrika.example', phone: '+91 98765 43210' });
    } finally {
      await configured.close();
    }
  });
});
