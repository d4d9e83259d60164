import { NEWSLETTER_SUBSCRIBES_PER_ADDRESS_PER_HOUR, NEWSLETTER_SUBSCRIBES_PER_EMAIL_PER_HOUR, newsletterMessages } from '@yatrika/contract/newsletter-messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { emails } from '../../db/schema/emails.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { newsletterSubscribers } from '../../db/schema/newsletter.ts';

let t: TestApp;
let admin: SignedIn;
let traveller: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  traveller = await signUpTraveller(t.app);
});
afterAll(() => t.close());

let addressCounter = 0;
/** Each test subscribes from its own client address, so the per-address limit counts only its own requests. */
const nextAddress = () => `198.51.100.${++addressCounter}`;
const newEmail = () => `reader.${Math.random().toString(36).slice(2)}@example.com`;

const subscribe = (payload: unknown, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: payload as object, remoteAddress });
const confirm = (token: unknown) => t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } as object });
const unsubscribeByPage = (token: unknown) => t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } as object });

const rowOf = async (email: string) => (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email.toLowerCase())))[0];
const confirmationsTo = (email: string) =>
  t.db
    .select()
    .from(emails)
    .where(and(eq(emails.kind, 'newsletter-confirmation'), eq(emails.toAddress, email.toLowerCase())))
    .orderBy(emails.createdAt);

/** The latest confirmation email to an address as it reads (rendered by the outbox), with its two links' tokens. */
async function latestConfirmation(email: string) {
  const sent = await confirmationsTo(email);
  const last = sent.at(-1);
  if (!last) throw new Error(`no confirmation email to ${email}`);
  const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/emails/${last.id}`, headers: admin.headers })).json();
  const tokenAfter = (prefix: string) => {
    const match = new RegExp(`${prefix.replaceAll('?', '\\?')}([^"&\\s\\]]+)`).exec(detail.html);
    if (!match) throw new Error(`no link ${prefix} in the email`);
    return decodeURIComponent(match[1]!.replaceAll('&amp;', '&'));
  };
  return { detail, confirmToken: tokenAfter('/newsletter/confirm?token='), unsubscribeToken: tokenAfter('list=newsletter&amp;token=') };
}

describe('subscribing from the footer', () => {
  it('stores a pending subscriber and queues a confirmation email with a job to send it', async () => {
    const email = newEmail();
    const response = await subscribe({ email: `  ${email.toUpperCase()}  ` });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: newsletterMessages.checkInbox });

    expect(await rowOf(email)).toMatchObject({ email, status: 'pending', confirmedAt: null, unsubscribedAt: null });
    const [queued] = await confirmationsTo(email);
    expect(queued).toMatchObject({ toAddress: email, userId: null, status: 'queued' });
    expect(await t.db.select().from(jobs).where(eq(jobs.singletonKey, `email:${queued!.id}`))).toHaveLength(1);
  });

  it('emails a confirmation link and an unsubscribe link, with one-click List-Unsubscribe, in words the admin list names', async () => {
    const email = newEmail();
    await subscribe({ email });
    const { detail } = await latestConfirmation(email);
    expect(detail.subject).toBe("Confirm your subscription to Yatrika's newsletter");
    expect(detail.text).toContain('Confirm my subscription');
    expect(detail.text).toContain('Unsubscribe');
    expect(detail.text).toContain("You get this because this address was given for Yatrika's newsletter.");
    expect(detail.unsubscribeUrl).toMatch(/^http:\/\/localhost:\d+\/api\/newsletter\/unsubscribe\?token=/);
  });

  it('confirms from the emailed link, and confirming again changes nothing', async () => {
    const email = newEmail();
    await subscribe({ email });
    const { confirmToken } = await latestConfirmation(email);

    const response = await confirm(confirmToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: newsletterMessages.confirmed });
    const confirmed = await rowOf(email);
    expect(confirmed).toMatchObject({ status: 'confirmed' });
    expect(confirmed!.confirmedAt).toBeInstanceOf(Date);

    const again = await confirm(confirmToken);
    expect(again.statusCode).toBe(200);
    expect((await rowOf(email))!.confirmedAt).toEqual(confirmed!.confirmedAt);
  });

  it('answers an address already confirmed exactly as a new one, and sends it nothing more', async () => {
    const email = newEmail();
    await subscribe({ email });
    await confirm((await latestConfirmation(email)).confirmToken);
    const before = await rowOf(email);

    const response = await subscribe({ email });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: newsletterMessages.checkInbox });
    expect(await confirmationsTo(email)).toHaveLength(1);
    expect(await rowOf(email)).toEqual(before);
  });

  it('sends a waiting address a fresh link that replaces the first, and keeps one row', async () => {
    const email = newEmail();
    await subscribe({ email });
    const first = await latestConfirmation(email);
    // The second request must carry a later time than the first.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await subscribe({ email });
    const second = await latestConfirmation(email);
    expect(await confirmationsTo(email)).toHaveLength(2);
    expect(await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(1);

    expect((await confirm(first.confirmToken)).json()).toEqual({ message: newsletterMessages.badConfirmLink });
    expect((await confirm(second.confirmToken)).statusCode).toBe(200);
  });

  it('keeps a filled-in hidden field out: answered as subscribed, nothing stored or sent', async () => {
    const email = newEmail();
    const response = await subscribe({ email, website: 'http://spam.example' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: newsletterMessages.checkInbox });
    expect(await rowOf(email)).toBeUndefined();
    expect(await confirmationsTo(email)).toEqual([]);
  });

  it.each([
    [{ email: 'not-an-address' }, 'Email must be a valid email address.'],
    [{ email: '   ' }, 'Email is required.'],
    [{}, 'Email is required.'],
    [{ email: 42 }, 'Email is required.'],
    [{ email: `${'x'.repeat(250)}@example.com` }, 'Email must be at most 254 characters.'],
  ])('refuses %j with 400 and the reason, storing nothing', async (payload, message) => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(newsletterSubscribers);
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(newsletterSubscribers)).toEqual(before);
  });

  it(`takes ${NEWSLETTER_SUBSCRIBES_PER_EMAIL_PER_HOUR} requests an hour for one address, then answers 429 with a wait`, async () => {
    const email = newEmail();
    for (let sent = 0; sent < NEWSLETTER_SUBSCRIBES_PER_EMAIL_PER_HOUR; sent++) expect((await subscribe({ email })).statusCode).toBe(202);
    const refused = await subscribe({ email: email.toUpperCase() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: newsletterMessages.tooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await confirmationsTo(email)).toHaveLength(NEWSLETTER_SUBSCRIBES_PER_EMAIL_PER_HOUR);
  });

  it(`takes ${NEWSLETTER_SUBSCRIBES_PER_ADDRESS_PER_HOUR} requests an hour from one client address, whatever the email`, async () => {
    const address = nextAddress();
    for (let sent = 0; sent < NEWSLETTER_SUBSCRIBES_PER_ADDRESS_PER_HOUR; sent++) expect((await subscribe({ email: newEmail() }, address)).statusCode).toBe(202);
    const email = newEmail();
    expect((await subscribe({ email }, address)).statusCode).toBe(429);
    expect(await rowOf(email)).toBeUndefined();
  });
});

describe('confirming and unsubscribing by link', () => {
  it.each([
    ['altered', (token: string) => `${token.slice(0, -2)}xx`],
    ['made for unsubscribing', (_token: string, unsubscribeToken: string) => unsubscribeToken],
    ['not ours at all', () => 'nc1.abc.def'],
  ])('refuses a confirmation token %s, and the address stays pending', async (_name, tamper) => {
    const email = newEmail();
    await subscribe({ email });
    const links = await latestConfirmation(email);
    const response = await confirm(tamper(links.confirmToken, links.unsubscribeToken));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: newsletterMessages.badConfirmLink });
    expect(await rowOf(email)).toMatchObject({ status: 'pending' });
  });

  it.each([[{}], [{ token: '' }], [{ token: 7 }]])('refuses a confirmation without a token (%j) with 400', async (payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload });
    expect(response.statusCode).toBe(400);
  });

  it('unsubscribes a confirmed address from the page, keeps the first time on a second try, and an old confirmation link cannot bring it back', async () => {
    const email = newEmail();
    await subscribe({ email });
    const links = await latestConfirmation(email);
    await confirm(links.confirmToken);

    const response = await unsubscribeByPage(links.unsubscribeToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: newsletterMessages.unsubscribed });
    const left = await rowOf(email);
    expect(left).toMatchObject({ status: 'unsubscribed' });
    expect(left!.unsubscribedAt).toBeInstanceOf(Date);

    expect((await unsubscribeByPage(links.unsubscribeToken)).statusCode).toBe(200);
    expect((await rowOf(email))!.unsubscribedAt).toEqual(left!.unsubscribedAt);

    expect((await confirm(links.confirmToken)).statusCode).toBe(400);
    expect(await rowOf(email)).toMatchObject({ status: 'unsubscribed' });
  });

  it("unsubscribes with one click from the mail app (RFC 8058: the token in the query, a form body)", async () => {
    const email = newEmail();
    await subscribe({ email });
    const { detail } = await latestConfirmation(email);
    const url = new URL(detail.unsubscribeUrl);
    const response = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(await rowOf(email)).toMatchObject({ status: 'unsubscribed' });
  });

  it('lets an address that unsubscribed ask again: pending until the new link is followed', async () => {
    const email = newEmail();
    await subscribe({ email });
    const first = await latestConfirmation(email);
    await confirm(first.confirmToken);
    await unsubscribeByPage(first.unsubscribeToken);

    await subscribe({ email });
    expect(await rowOf(email)).toMatchObject({ status: 'pending', unsubscribedAt: null });
    const second = await latestConfirmation(email);
    expect((await confirm(second.confirmToken)).statusCode).toBe(200);
    expect(await rowOf(email)).toMatchObject({ status: 'confirmed' });
  });

  it.each([['altered', 'nu1.00000000-0000-4000-8000-000000000000.AAAAAAAAAAAAAAAAAAAAAA'], ['empty', '']])('refuses an unsubscribe token %s with 400', async (_name, token) => {
    const response = await unsubscribeByPage(token);
    expect(response.statusCode).toBe(400);
  });

  it('refuses a one-click unsubscribe without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: newsletterMessages.badUnsubscribeLink });
  });
});

describe("the operator's list", () => {
  /** A fresh app, so the counts and the file hold only what this test made. */
  async function withOwnApp(run: (app: TestApp, admin: SignedIn) => Promise<void>) {
    const own = await createTestApp();
    try {
      await run(own, await signInAdmin(own.app));
    } finally {
      await own.close();
    }
  }

  it('answers 401 to visitors and 403 to travellers on every newsletter admin route', async () => {
    for (const url of ['/api/admin/newsletter/subscribers', '/api/admin/newsletter/counts', '/api/admin/newsletter/subscribers.csv']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      const refused = await t.app.inject({ method: 'GET', url, headers: traveller.headers });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ message: 'Only administrators can do this.' });
    }
  });

  it('lists every address newest first with its status and dates, by status, with the counts of each', async () => {
    await withOwnApp(async (own, ownAdmin) => {
      const send = (email: string) => own.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email }, remoteAddress: nextAddress() });
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) await send(email);
      // b confirms, c leaves: as the emailed links would do.
      await own.db.update(newsletterSubscribers).set({ status: 'confirmed', confirmedAt: new Date() }).where(eq(newsletterSubscribers.email, 'b@example.com'));
      await own.db.update(newsletterSubscribers).set({ status: 'unsubscribed', unsubscribedAt: new Date() }).where(eq(newsletterSubscribers.email, 'c@example.com'));

      const list = await own.app.inject({ method: 'GET', url: '/api/admin/newsletter/subscribers', headers: ownAdmin.headers });
      expect(list.statusCode).toBe(200);
      expect(list.headers['cache-control']).toBe('no-store');
      expect(list.json().map((row: { email: string; status: string }) => [row.email, row.status])).toEqual([
        ['c@example.com', 'unsubscribed'],
        ['b@example.com', 'confirmed'],
        ['a@example.com', 'pending'],
      ]);
      expect(list.json()[1]).toMatchObject({ createdAt: expect.any(String), confirmedAt: expect.any(String), unsubscribedAt: null });

      const confirmedOnly = await own.app.inject({ method: 'GET', url: '/api/admin/newsletter/subscribers?status=confirmed', headers: ownAdmin.headers });
      expect(confirmedOnly.json().map((row: { email: string }) => row.email)).toEqual(['b@example.com']);

      const paged = await own.app.inject({ method: 'GET', url: '/api/admin/newsletter/subscribers?limit=2', headers: ownAdmin.headers });
      expect(paged.json()).toHaveLength(2);
      const rest = await own.app.inject({ method: 'GET', url: `/api/admin/newsletter/subscribers?limit=2&cursor=${paged.headers['x-next-cursor']}`, headers: ownAdmin.headers });
      expect(rest.json().map((row: { email: string }) => row.email)).toEqual(['a@example.com']);

      const counts = await own.app.inject({ method: 'GET', url: '/api/admin/newsletter/counts', headers: ownAdmin.headers });
      expect(counts.json()).toEqual({ pending: 1, confirmed: 1, unsubscribed: 1 });
    });
  });

  it.each([['status=gone'], ['limit=0'], ['limit=abc'], ['cursor=not-a-cursor']])('refuses a bad query (%s) with 400', async (query) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/newsletter/subscribers?${query}`, headers: admin.headers });
    expect(response.statusCode).toBe(400);
  });

  it('exports only confirmed addresses as CSV, escaped so no cell runs as a formula or breaks its row', async () => {
    await withOwnApp(async (own, ownAdmin) => {
      const send = (email: string) => own.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email }, remoteAddress: nextAddress() });
      // Addresses the box accepts that a spreadsheet would run as a formula.
      for (const email of ['+offers@example.com', '-dash@example.com', 'plain@example.com', 'waiting@example.com']) expect((await send(email)).statusCode).toBe(202);
      // The box refuses quotes and commas, but the file must stay whole whatever a row holds.
      await own.db.insert(newsletterSubscribers).values({ email: '"quoted,name"@example.com' });
      await own.db
        .update(newsletterSubscribers)
        .set({ status: 'confirmed', confirmedAt: new Date('2026-03-04T20:00:00Z'), createdAt: new Date('2026-03-01T10:00:00Z') })
        .where(sql`${newsletterSubscribers.email} <> 'waiting@example.com'`);

      const response = await own.app.inject({ method: 'GET', url: '/api/admin/newsletter/subscribers.csv', headers: ownAdmin.headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="yatrika-newsletter-subscribers.csv"');
      const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('Email,Subscribed on,Confirmed on');
      // 20:00 UTC on March 4 is already March 5 in India.
      expect(lines.slice(1, -1).sort()).toEqual(
        ['"""quoted,name""@example.com",2026-03-01,2026-03-05', "'+offers@example.com,2026-03-01,2026-03-05", "'-dash@example.com,2026-03-01,2026-03-05", 'plain@example.com,2026-03-01,2026-03-05'].sort(),
      );
      expect(lines.at(-1)).toBe('');
    });
  });
});
