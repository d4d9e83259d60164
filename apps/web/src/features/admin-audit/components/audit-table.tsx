import type { AuditEntry } from '@yatrika/contract/audit';
import { formatIndiaDateTime } from '../../../lib/format.ts';
import { AuditDiff } from './audit-diff.tsx';
import { AuditThing } from './audit-thing.tsx';
import { actionWords, roleWords } from './audit-words.ts';

/** The log on a wide screen: one row per change, newest first; a person's name filters by them. */
export function AuditTable({ entries, onPerson }: { entries: readonly AuditEntry[]; onPerson: (entry: AuditEntry) => void }) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Changes made by staff, newest first</caption>
        <thead className="bg-stone-50 text-xs tracking-wide text-stone-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">When</th>
            <th scope="col" className="px-4 py-3">Who</th>
            <th scope="col" className="px-4 py-3">From</th>
            <th scope="col" className="px-4 py-3">What</th>
            <th scope="col" className="px-4 py-3">Thing</th>
            <th scope="col" className="px-4 py-3">Before → after</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 align-top">
          {entries.map((entry) => (
            <tr key={entry._id}>
              <td className="px-4 py-3 whitespace-nowrap">{formatIndiaDateTime(entry.at)}</td>
              <td className="px-4 py-3">
                <button type="button" className="text-left font-medium text-brand-700 underline-offset-2 hover:underline" onClick={() => onPerson(entry)}>
                  {entry.actor.name}
                </button>
                <span className="block text-xs text-stone-600">{roleWords(entry.actor.role)}</span>
              </td>
              <td className="px-4 py-3 font-mono text-xs">{entry.ip}</td>
              <td className="px-4 py-3">{actionWords(entry.action)}</td>
              <td className="px-4 py-3">
                <AuditThing entry={entry} />
              </td>
              <td className="px-4 py-3">
                <AuditDiff entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
