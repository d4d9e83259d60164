import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emails, type EmailRow } from '../../db/schema/emails.ts';
import { users } from '../../db/schema/users.ts';
import { defineJob, type JobLog } from '../../jobs/types.ts';
import type { LinkSettings } from './links.ts';
import { OPERATOR_RECIPIENT } from './queue.ts';
import { renderEmailLazily as renderEmail } from './lazy-render.ts';
import type { RenderedEmail } from './render.ts';
import { EMAIL_SEND_ATTEMPTS, SEND_EMAIL_JOB } from './send-job-name.ts';
import { isPermanentRefusal, type MailTransport } from './transport.ts';

export interface SendEmailDeps {
  db: Database;
  /** The mail server; undefined keeps messages for the administrator to read (no SMTP_URL). */
  transport: MailTransport | undefined;
  /** MAIL_FROM. */
  from: string;
  /** OPERATOR_EMAIL, if set. */
  operatorEmail?: string | undefined;
  links: LinkSettings;
  log: JobLog;
}

/** What one run did with its message (kept as the job's result). */
type SendOutcome = { status: 'sent' | 'kept' | 'skipped' | 'failed' | 'already-handled'; emailId: string };

/** The mail server waits: a minute, doubling, at most an hour apart (EMAIL_SEND_ATTEMPTS tries span about six hours). */
const mailBackoff = { initialMs: 60_000, maxMs: 3_600_000 };

/**
 * Sends one stored email. The runner runs a job on one instance at a time, so two instances never
 * send the same message; a message already handled is left alone. A crash after the mail server
 * took the message but before it is marked sent would send it again on the next try: the
 * Message-ID is the same on both, so mail servers and apps that de-duplicate drop the copy.
 */
export const sendEmailJob = (deps: SendEmailDeps) =>
  defineJob<{ emailId: string }>({
    name: SEND_EMAIL_JOB,
    backoff: mailBackoff,
    leaseMs: 2 * 60_000,
    run: async ({ emailId }, { now, attempt }) => {
      const [row] = await deps.db.select().from(emails).where(eq(emails.id, emailId));
      // A failed message is tried again too: its job runs again only when an administrator retries it
      // (Jobs screen) or sends the message again (Emails screen).
      if (!row || (row.status !== 'queued' && row.status !== 'failed')) return { status: 'already-handled', emailId } satisfies SendOutcome;
      const to = row.toAddress === OPERATOR_RECIPIENT ? await operatorAddress(deps) : row.toAddress;
      if (!to) return finish(deps, row, 'skipped', now, 'No operator address: set OPERATOR_EMAIL or create an administrator.');
      const rendered = await renderEmail(row, deps.links);
      const messageId = `<${row.id}@${domainOf(deps.from)}>`;
      await deps.db
        .update(emails)
        .set({ toAddress: to, subject: rendered.subject, html: rendered.html, text: rendered.text, messageId, attempts: row.attempts + 1 })
        .where(eq(emails.id, row.id));

      if (rendered.bulk && (await unsubscribed(deps.db, row.userId))) return finish(deps, row, 'skipped', now);
      if (!deps.transport) {
        deps.log.info({ emailId: row.id, kind: row.kind, to }, `Email kept (no SMTP_URL): "${rendered.subject}" to ${to}`);
        return finish(deps, row, 'kept', now);
      }
      try {
        await deps.transport.send({
          from: deps.from,
          to,
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
          messageId,
          attachments: rendered.attachments,
          headers: unsubscribeHeaders(rendered),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (isPermanentRefusal(error)) {
          deps.log.warn({ emailId: row.id, kind: row.kind, reason }, 'Mail server refused an email for good');
          return finish(deps, row, 'failed', now, reason);
        }
        // The last try: the job fails for good, and so does the message (the administrator sees why).
        if (attempt >= EMAIL_SEND_ATTEMPTS) await finish(deps, row, 'failed', now, reason);
        else await deps.db.update(emails).set({ lastError: reason }).where(eq(emails.id, row.id));
        // Thrown, so the runner tries again after its backoff (or records the job failed).
        throw error;
      }
      return finish(deps, row, 'sent', now);
    },
  });

async function finish(deps: SendEmailDeps, row: EmailRow, status: 'sent' | 'kept' | 'skipped' | 'failed', now: Date, lastError: string | null = null): Promise<SendOutcome> {
  await deps.db
    .update(emails)
    .set({ status, sentAt: status === 'sent' || status === 'kept' ? now : null, lastError })
    .where(eq(emails.id, row.id));
  return { status, emailId: row.id };
}

/** OPERATOR_EMAIL, or the first administrator's address (a small operator signs in as one). */
async function operatorAddress(deps: SendEmailDeps): Promise<string | undefined> {
  if (deps.operatorEmail) return deps.operatorEmail;
  const [admin] = await deps.db.select({ email: users.email }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.createdAt)).limit(1);
  return admin?.email;
}

async function unsubscribed(db: Database, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  const [user] = await db.select({ at: users.remindersUnsubscribedAt }).from(users).where(eq(users.id, userId));
  return user?.at != null;
}

/** RFC 8058 one-click unsubscribe for bulk messages; transactional ones carry none. */
function unsubscribeHeaders(rendered: RenderedEmail): Record<string, string> {
  if (!rendered.oneClickUnsubscribe) return {};
  return { 'List-Unsubscribe': `<${rendered.oneClickUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** `Yatrika <bookings@yatrika.in>` → `yatrika.in`, for Message-IDs. */
export function domainOf(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'yatrika.local';
}
