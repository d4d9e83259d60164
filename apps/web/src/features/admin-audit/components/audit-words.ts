import type { AuditEntry } from '@yatrika/contract/audit';
import { staffRoleNames, type StaffRole } from '@yatrika/contract/staff';

/** One field that changed, in words: its name, and what it was and became ('' when absent). */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** `bookingDate` → "Booking date", `numPeople` → "Num people": a field's name as a person reads it. */
export function fieldName(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replaceAll(/[-_]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value in words: text as it is, yes/no, lists joined, objects as short JSON; nothing as ''. */
export function valueWords(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) return value.join(', ');
  return JSON.stringify(value);
}

const asRecord = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * The change as a list of fields, before → after: those that differ, or every field of a thing
 * made (no before) or removed (no after). Fields equal on both sides are left out.
 */
export function fieldChanges(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .map((key) => ({ field: fieldName(key), before: valueWords(before[key]), after: valueWords(after[key]) }))
    .filter((change) => change.before !== change.after);
}

/** `booking.party-change` → "Booking: party change". */
export function actionWords(action: string): string {
  const [kind = action, ...verb] = action.split('.');
  const what = verb.join(' ').replaceAll('-', ' ');
  return what ? `${fieldName(kind)}: ${what}` : fieldName(kind);
}

/** A staff role's name ("Front desk"), or the stored word for a role no longer known. */
export function roleWords(role: string): string {
  return staffRoleNames[role as StaffRole] ?? role;
}
