import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { withoutSecrets } from './secrets.ts';

/** Who made a change and from where: read from the staff request, handed to the service that changes. */
export interface AuditActor {
  id: string;
  name: string;
  role: string;
  ip: string;
}

/** What changed: the action, the thing, and its values before and after (either may be absent). */
export interface AuditChange {
  /** `<kind>.<verb>`: `booking.refund`, `tour.update`, `team.role-change`. */
  action: string;
  subject: { kind: string; id: string };
  bookingReference?: string | null;
  before?: unknown;
  after?: unknown;
}

export function auditActorOf(request: FastifyRequest): AuditActor {
  const account = signedInUser(request);
  const name = [account.firstname, account.lastname].filter(Boolean).join(' ') || account.username;
  return { id: account._id, name, role: account.staffRole ?? account.role, ip: request.ip };
}

/**
 * Appends one row to the audit log. Call it with the transaction that makes the change, so the
 * row and the change commit together or not at all.
 */
export async function recordAudit(tx: Executor, actor: AuditActor, change: AuditChange): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.name,
    actorRole: actor.role,
    ip: actor.ip,
    action: change.action,
    subjectKind: change.subject.kind,
    subjectId: change.subject.id,
    bookingReference: change.bookingReference ?? null,
    before: change.before === undefined ? null : withoutSecrets(change.before),
    after: change.after === undefined ? null : withoutSecrets(change.after),
  });
}
