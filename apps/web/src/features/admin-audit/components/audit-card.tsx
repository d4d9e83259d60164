import type { AuditEntry } from '@yatrika/contract/audit';
import { formatIndiaDateTime } from '../../../lib/format.ts';
import { AuditDiff } from './audit-diff.tsx';
import { AuditThing } from './audit-thing.tsx';
import { actionWords, roleWords } from './audit-words.ts';

/** One change on a phone: what, who and when, the thing, and its values before → after. */
export function AuditCard({ entry, onPerson }: { entry: AuditEntry; onPerson: (entry: AuditEntry) => void }) {
  const titleId = `audit-${entry._id}`;
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-2 rounded-2xl bg-white p-4 text-sm ring-1 ring-stone-200">
      <h2 id={titleId} className="text-base font-semibold">
        {actionWords(entry.action)}
      </h2>
      <p className="text-stone-600">
        <button type="button" className="font-medium text-brand-700 underline-offset-2 hover:underline" onClick={() => onPerson(entry)}>
          {entry.actor.name}
        </button>{' '}
        ({roleWords(entry.actor.role)}) · {formatIndiaDateTime(entry.at)} · <span className="font-mono text-xs">{entry.ip}</span>
      </p>
      <AuditThing entry={entry} />
      <AuditDiff entry={entry} />
    </article>
  );
}
