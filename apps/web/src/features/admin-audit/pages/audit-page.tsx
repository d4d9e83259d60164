import type { AuditEntry } from '@yatrika/contract/audit';
import { auditMessages } from '@yatrika/contract/audit';
import { useState } from 'react';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePermission } from '../../../lib/staff-access.ts';
import { useWideScreen } from '../../../lib/use-wide-screen.ts';
import { downloadAuditCsv, useAdminAudit } from '../api/get-audit.ts';
import { AuditCard } from '../components/audit-card.tsx';
import { AuditFilterBar } from '../components/audit-filter-bar.tsx';
import { AuditTable } from '../components/audit-table.tsx';
import { useAuditFilters } from './use-audit-filters.ts';

/**
 * /admindashboard/audit: every change a staff account made, newest first: when, who and in which
 * role, from where, what, the thing, and its values before → after. Filters live in the address;
 * owners download the same filter as CSV. Nobody can change or delete a row.
 */
export default function AuditPage() {
  const [filters, setFilters] = useAuditFilters();
  const can = usePermission();
  const audit = useAdminAudit(filters);
  const wide = useWideScreen();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const choosePerson = (entry: AuditEntry) => setFilters({ actor: entry.actor._id, actorName: entry.actor.name });
  const download = () => {
    setDownloadError(null);
    downloadAuditCsv(filters).catch((error: unknown) => setDownloadError(errorMessage(error, 'The file could not be downloaded. Please try again.')));
  };

  let content;
  if (audit.isPending) content = <LoadingState />;
  else if (audit.isError) content = <ErrorState onRetry={() => void audit.refetch()}>{errorMessage(audit.error, 'Failed to load the audit log. Please try again.')}</ErrorState>;
  else if (audit.data.length === 0) content = <EmptyState title="Nothing found">{auditMessages.empty}</EmptyState>;
  else
    content = (
      <div className="flex flex-col items-center gap-5">
        {wide ? (
          <div className="w-full">
            <AuditTable entries={audit.data} onPerson={choosePerson} />
          </div>
        ) : (
          <ul className="flex w-full flex-col gap-4">
            {audit.data.map((entry) => (
              <li key={entry._id}>
                <AuditCard entry={entry} onPerson={choosePerson} />
              </li>
            ))}
          </ul>
        )}
        {audit.hasNextPage && (
          <Button variant="secondary" onClick={() => void audit.fetchNextPage()} disabled={audit.isFetchingNextPage}>
            {audit.isFetchingNextPage ? 'Loading more...' : 'Load more'}
          </Button>
        )}
      </div>
    );

  return (
    <AdminShell
      title={auditMessages.title}
      actions={
        can('audit.export') && (
          <Button variant="secondary" onClick={download}>
            Download CSV
          </Button>
        )
      }
    >
      <div className="flex flex-col gap-5">
        <p className="text-sm text-stone-600">Every change made by the team, newest first. Choose a person’s name to see only their changes. Entries cannot be edited or deleted.</p>
        {downloadError && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
            {downloadError}
          </p>
        )}
        <AuditFilterBar filters={filters} onChange={setFilters} />
        {content}
      </div>
    </AdminShell>
  );
}
