import type { Executor } from '../../db/client.ts';
import { emails } from '../../db/schema/emails.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import { EMAIL_SEND_ATTEMPTS, SEND_EMAIL_JOB } from './send-job-name.ts';
import type { EmailDataOf, EmailKind } from './templates/catalogue.ts';

/**
 * The recipient of operator messages: resolved when sending to OPERATOR_EMAIL, or else the first
 * administrator's address, so a change of address reaches messages still waiting.
 */
export const OPERATOR_RECIPIENT = 'operator';

export interface EmailToQueue<Kind extends EmailKind> {
  /**
   * The event, once: `booking-paid:<bookingId>`. Queueing the same key again does nothing, so a
   * retried request or a second instance never sends a second message.
   */
  eventKey: string;
  kind: Kind;
  /** An address, or OPERATOR_RECIPIENT. */
  to: string;
  /** The account it goes to; none for the operator's address. */
  userId?: string | null;
  data: EmailDataOf<Kind>;
}

/**
 * Records an email to send. Pass the transaction of the change that causes it: the message then
 * exists if and only if the change does, and the `send-email` job sends it after the commit.
 * Answers the email's id, or null when this event already has one.
 */
export async function queueEmail<Kind extends EmailKind>(executor: Executor, email: EmailToQueue<Kind>): Promise<string | null> {
  const [row] = await executor
    .insert(emails)
    .values({ eventKey: email.eventKey, kind: email.kind, toAddress: email.to, userId: email.userId ?? null, data: email.data })
    .onConflictDoNothing({ target: emails.eventKey })
    .returning({ id: emails.id });
  if (!row) return null;
  // Mail servers refuse for a while (greylisting, an outage): keep trying for hours before giving up.
  await enqueueJob(executor, { name: SEND_EMAIL_JOB, payload: { emailId: row.id }, maxAttempts: EMAIL_SEND_ATTEMPTS, singletonKey: `email:${row.id}` });
  return row.id;
}
