import type { AuditEntry, AuditFilter } from '@yatrika/contract/audit';
import { departureStart } from '@yatrika/contract/cancellation-policy';
import { addDays } from '@yatrika/contract/dates';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { afterCursor, toPage, type Page, type PageRequest } from '../../lib/pagination.ts';

type AuditRow = typeof auditLog.$inferSelect;

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actor: { _id: row.actorId, name: row.actorName, role: row.actorRole },
    ip: row.ip,
    action: row.action,
    subject: { kind: row.subjectKind, id: row.subjectId },
    bookingReference: row.bookingReference,
    before: row.before,
    after: row.after,
  };
}

/** The filters as SQL: `from` and `to` are days in India, both included. */
function matching(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actor ? eq(auditLog.actorId, filter.actor) : undefined,
    filter.kind ? eq(auditLog.subjectKind, filter.kind) : undefined,
    filter.from ? gte(auditLog.at, departureStart(filter.from)) : undefined,
    filter.to ? lt(auditLog.at, departureStart(addDays(filter.to, 1))) : undefined,
    filter.reference ? eq(auditLog.bookingReference, filter.reference) : undefined,
  );
}

/** The rows the filters keep, newest first, a page at a time (docs/decisions/003). */
export async function listAudit(db: Executor, filter: AuditFilter, page: PageRequest): Promise<Page<AuditEntry>> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(matching(filter), afterCursor(auditLog.at, auditLog.id, page.cursor)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.limit + 1);
  const { items, nextCursor } = toPage(
    rows.map((row) => ({ ...row, createdAt: row.at })),
    page.limit,
  );
  return { items: items.map(toAuditEntry), nextCursor };
}

/** At most this many rows in one CSV: a year of a busy team; narrower filters for more. */
export const AUDIT_CSV_MAX_ROWS = 100_000;

/** Every row the filters keep, newest first, for the CSV. */
export async function everyAuditEntry(db: Executor, filter: AuditFilter): Promise<AuditEntry[]> {
  const rows = await db.select().from(auditLog).where(matching(filter)).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(AUDIT_CSV_MAX_ROWS);
  return rows.map(toAuditEntry);
}
