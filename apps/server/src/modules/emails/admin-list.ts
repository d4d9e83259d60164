import { emailMessages, type AdminEmailDetail, type AdminEmailSummary, type EmailStatus } from '@yatrika/contract/emails';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/client.ts';
import { emails, type EmailRow } from '../../db/schema/emails.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import { afterCursor, toPage, type Page, type PageRequest } from '../../lib/pagination.ts';
import type { LinkSettings } from './links.ts';
import type { RenderedEmail } from './render.ts';
import { renderEmailLazily as renderEmail } from './lazy-render.ts';
import { EMAIL_SEND_ATTEMPTS, SEND_EMAIL_JOB } from './send-job-name.ts';
import { recordAudit, type AuditActor } from '../audit/public.ts';

const toSummary = (row: EmailRow): AdminEmailSummary => ({
  _id: row.id,
  kind: row.kind,
  to: row.toAddress,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** Messages newest first, all or by status or recipient, a page at a time. */
export async function listEmails(db: Executor, filter: { status?: EmailStatus; to?: string }, page: PageRequest): Promise<Page<AdminEmailSummary>> {
  const rows = await db
    .select()
    .from(emails)
    .where(
      and(
        filter.status ? eq(emails.status, filter.status) : undefined,
        filter.to ? sql`lower(${emails.toAddress}) = lower(${filter.to})` : undefined,
        afterCursor(emails.createdAt, emails.id, page.cursor),
      ),
    )
    .orderBy(desc(emails.createdAt), desc(emails.id))
    .limit(page.limit + 1);
  const { items, nextCursor } = toPage(rows, page.limit);
  return { items: items.map(toSummary), nextCursor };
}

/** Pictures a mail app finds by `cid:` (the ticket's QR) written into the page itself, for the preview. */
function withInlinePictures(html: string, attachments: RenderedEmail['attachments']): string {
  return attachments.reduce(
    (page, file) => (file.cid && file.encoding === 'base64' ? page.replaceAll(`cid:${file.cid}`, `data:${file.contentType};base64,${file.content}`) : page),
    html,
  );
}

/**
 * One message as it went out. One still waiting is rendered now from the same stored data, so
 * the administrator sees what it will say; attachments are always rendered (they are not stored).
 */
export async function emailDetail(db: Executor, id: string, links: LinkSettings): Promise<AdminEmailDetail> {
  const [row] = await db.select().from(emails).where(eq(emails.id, id));
  if (!row) throw notFound(emailMessages.notFound);
  const rendered = await renderEmail(row, links);
  return {
    ...toSummary(row),
    subject: row.subject ?? rendered.subject,
    html: withInlinePictures(row.html ?? rendered.html, rendered.attachments),
    text: row.text ?? rendered.text,
    unsubscribeUrl: rendered.oneClickUnsubscribe ?? null,
    attachments: rendered.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, size: Buffer.byteLength(file.content) })),
  };
}

/**
 * Sends a failed message again (the administrator fixed the address, or the mail server is back):
 * queued afresh with its full number of tries. 404 for no such email, 409 unless it failed, or when
 * a try is already waiting.
 */
export async function sendEmailAgain(db: Database, id: string, actor: AuditActor): Promise<AdminEmailSummary> {
  return db.transaction(async (tx) => {
    const [queued] = await tx
      .update(emails)
      .set({ status: 'queued', sentAt: null })
      .where(and(eq(emails.id, id), eq(emails.status, 'failed')))
      .returning();
    if (!queued) {
      const [existing] = await tx.select({ status: emails.status }).from(emails).where(eq(emails.id, id));
      if (!existing) throw notFound(emailMessages.notFound);
      throw conflict(existing.status === 'queued' ? emailMessages.alreadyQueued : emailMessages.notFailed);
    }
    const job = await enqueueJob(tx, { name: SEND_EMAIL_JOB, payload: { emailId: id }, maxAttempts: EMAIL_SEND_ATTEMPTS, singletonKey: `email:${id}` });
    if (!job) throw conflict(emailMessages.alreadyQueued);
    await recordAudit(tx, actor, { action: 'email.resend', subject: { kind: 'email', id }, before: { status: 'failed', to: queued.toAddress, subject: queued.subject }, after: { status: 'queued' } });
    return toSummary(queued);
  });
}
