import type { AuditEntry } from '@yatrika/contract/audit';
import { fieldChanges } from './audit-words.ts';

/** Before → after, one line per field that changed; a field only made or only removed shows one side. */
export function AuditDiff({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const changes = fieldChanges(entry);
  if (changes.length === 0) return <span className="text-stone-500">No values recorded</span>;
  return (
    <dl className="flex flex-col gap-1">
      {changes.map((change) => (
        <div key={change.field} className="break-words">
          <dt className="inline font-medium text-stone-700">{change.field}: </dt>
          <dd className="inline">
            {change.before && <del className="text-red-700">{change.before}</del>}
            {change.before && change.after && <span aria-label="changed to"> → </span>}
            {change.after && <ins className="text-emerald-800 no-underline">{change.after}</ins>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
