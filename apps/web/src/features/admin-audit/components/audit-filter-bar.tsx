import { auditSubjectKindNames, auditSubjectKinds } from '@yatrika/contract/audit';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import type { AuditFilters } from '../pages/use-audit-filters.ts';

/** The kind of thing, the days (India) and a booking's reference; the person is chosen from the list. */
export function AuditFilterBar({ filters, onChange }: { filters: AuditFilters; onChange: (change: Partial<AuditFilters>) => void }) {
  const [reference, setReference] = useState(filters.reference);
  const submitReference = (event: FormEvent) => {
    event.preventDefault();
    onChange({ reference: reference.trim() });
  };
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">
          Kind of thing
          <select className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-base font-normal" value={filters.kind} onChange={(event) => onChange({ kind: event.target.value as AuditFilters['kind'] })}>
            <option value="">Everything</option>
            {auditSubjectKinds.map((kind) => (
              <option key={kind} value={kind}>
                {auditSubjectKindNames[kind]}
              </option>
            ))}
          </select>
        </label>
        <TextField label="From" type="date" value={filters.from} max={filters.to || undefined} onChange={(event) => onChange({ from: event.target.value })} />
        <TextField label="To" type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => onChange({ to: event.target.value })} />
      </div>
      <form className="flex flex-wrap items-end gap-2" onSubmit={submitReference}>
        <div className="min-w-0 flex-1">
          <TextField label="Booking reference" placeholder="YT-XXXX-XXXX" value={reference} onChange={(event) => setReference(event.target.value)} />
        </div>
        <Button type="submit" variant="secondary">
          Find
        </Button>
      </form>
      {filters.actor && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          Changes by <strong>{filters.actorName || 'one person'}</strong>
          <Button variant="secondary" onClick={() => onChange({ actor: '', actorName: '' })}>
            Everyone
          </Button>
        </p>
      )}
    </div>
  );
}
