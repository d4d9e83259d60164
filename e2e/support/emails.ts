import { adminToken, call } from './api.ts';
import type { ReceivedEmail } from '../../apps/server/test/support/smtp-sink.ts';
import type { Site } from './server.ts';

interface EmailSummary {
  _id: string;
  kind: string;
  to: string;
}

/**
 * The newest email of this kind to this address, as the administrator's outbox shows it
 * (`GET /api/admin/emails`), rendered: its plain text holds the links. The message is written with
 * the change that caused it, so it is there as soon as that request answered; a few short waits
 * cover a slow machine.
 */
export async function lastEmailText(site: Site, kind: string, to: string): Promise<string> {
  const token = await adminToken(site);
  for (let attempt = 0; attempt < 20; attempt++) {
    const list = await call<EmailSummary[]>(site, 'GET', `/api/admin/emails?to=${encodeURIComponent(to)}`, { token });
    const found = list.find((email) => email.kind === kind);
    if (found) return (await call<{ text: string }>(site, 'GET', `/api/admin/emails/${found._id}`, { token })).text;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${kind} email to ${to}`);
}

/** The single-use token of the first link to `page` (`/reset-password`, `/confirm-email`) in an email's text. */
export function linkToken(text: string, page: string): string {
  const match = new RegExp(`${page.replace(/[/]/g, '\\/')}\\?token=([\\w-]+)`).exec(text);
  if (!match) throw new Error(`no ${page} link in: ${text}`);
  return match[1]!;
}

/** The first message the site's mail server accepted for `to` whose subject matches, waiting up to 20 s for it. */
export async function receivedEmail(site: Site, to: string, subject: RegExp): Promise<ReceivedEmail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = site.mailbox.to(to).find((email) => subject.test(email.mail.subject ?? ''));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no email to ${to} with a subject like ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
