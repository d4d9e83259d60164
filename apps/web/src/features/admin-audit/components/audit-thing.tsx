import type { AuditEntry } from '@yatrika/contract/audit';
import { auditSubjectKindNames, type AuditSubjectKind } from '@yatrika/contract/audit';

/** The thing changed: its kind in words and the booking's reference, or its id. */
export function AuditThing({ entry }: { entry: Pick<AuditEntry, 'subject' | 'bookingReference'> }) {
  const kind = auditSubjectKindNames[entry.subject.kind as AuditSubjectKind] ?? entry.subject.kind;
  return (
    <span className="flex flex-col">
      <span>{kind}</span>
      <span className="font-mono text-xs break-all text-stone-600">{entry.bookingReference ?? entry.subject.id}</span>
    </span>
  );
}
