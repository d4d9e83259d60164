import { randomUUID } from 'node:crypto';
import type { ContactRequest } from '@yatrika/contract/contact';
import type { Database } from '../../db/client.ts';
import { OPERATOR_RECIPIENT, queueEmail } from '../emails/public.ts';

/**
 * Hands a Contact page message to the operator by email (OPERATOR_EMAIL, or the first
 * administrator). The outbox keeps it, so it is sent even if the mail server is away for a while,
 * and an operator without a mail server reads it on the Emails screen. A filled-in honeypot
 * (`website`) is a robot's: nothing is sent, and the caller answers as if it were.
 */
export async function sendContactMessage(db: Database, input: ContactRequest): Promise<void> {
  if (input.website?.trim()) return;
  await db.transaction(async (tx) => {
    await queueEmail(tx, {
      eventKey: `contact-message:${randomUUID()}`,
      kind: 'contact-message',
      to: OPERATOR_RECIPIENT,
      data: { name: input.name, email: input.email, message: input.message },
    });
  });
}
