import type { AuditEntry } from '@yatrika/contract/audit';
import { csvFile } from '../../lib/csv.ts';

const header = ['When (UTC)', 'Who', 'Role', 'From', 'What', 'Kind', 'Thing', 'Booking', 'Before', 'After'] as const;

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The audit log as a spreadsheet: one row per change, the values before and after as JSON. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  return csvFile(
    header,
    entries.map((entry) => [entry.at, entry.actor.name, entry.actor.role, entry.ip, entry.action, entry.subject.kind, entry.subject.id, entry.bookingReference, json(entry.before), json(entry.after)]),
  );
}
