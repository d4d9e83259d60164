/**
 * The audit log: one row per staff change, written in the change's own transaction.
 * Writes table: audit_log (append only; the database refuses updates and deletes).
 */
export { auditActorOf, recordAudit, type AuditActor, type AuditChange } from './record.ts';
export { changedFields } from './changed-fields.ts';
