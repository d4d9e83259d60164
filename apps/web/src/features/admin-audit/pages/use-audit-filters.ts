import { auditSubjectKinds, type AuditSubjectKind } from '@yatrika/contract/audit';
import { isCalendarDay } from '@yatrika/contract/dates';
import { useSearchParams } from 'react-router';

/** What the audit screen shows, all of it in the address so a reload or a shared link keeps it. */
export interface AuditFilters {
  /** A staff account's id: set by choosing a person in the list. */
  actor: string;
  /** The name shown for that person while the list is filtered by them. */
  actorName: string;
  kind: AuditSubjectKind | '';
  from: string;
  to: string;
  reference: string;
}

const day = (value: string | null) => (value && isCalendarDay(value) ? value : '');

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const kind = params.get('kind') ?? '';
  return {
    actor: params.get('actor') ?? '',
    actorName: params.get('actorName') ?? '',
    kind: (auditSubjectKinds as readonly string[]).includes(kind) ? (kind as AuditSubjectKind) : '',
    from: day(params.get('from')),
    to: day(params.get('to')),
    reference: params.get('reference') ?? '',
  };
}

/** The filters read from the address, and a setter that writes the changed ones back into it. */
export function useAuditFilters(): [AuditFilters, (change: Partial<AuditFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = readAuditFilters(params);
  const change = (next: Partial<AuditFilters>) => {
    const merged = { ...filters, ...next };
    const written = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) if (value) written.set(key, value);
    setParams(written, { replace: true });
  };
  return [filters, change];
}
