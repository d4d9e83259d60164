import type { ReceivedEmail } from '../../apps/server/test/support/smtp-sink.ts';
import type { Site } from './server.ts';

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
