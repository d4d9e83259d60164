import { emailStatuses } from '@yatrika/contract/emails';
import { useSearchParams } from 'react-router';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { useAdminEmails, type EmailsFilter, type EmailsStatusFilter } from '../api/get-emails.ts';
import { EmailCard } from '../components/email-card.tsx';
import { EmailsFilterBar } from '../components/emails-filter.tsx';
import { OutboxNote } from '../components/outbox-note.tsx';
import { RecipientSearch } from '../components/recipient-search.tsx';

/** The filter lives in the address (`?status=failed&to=…`), so going back from a message finds the list as it was. */
function filterOf(search: URLSearchParams): EmailsFilter {
  const status = search.get('status');
  return {
    status: emailStatuses.find((each) => each === status) ?? 'all',
    to: search.get('to')?.trim() ?? '',
  };
}

/**
 * /admindashboard/emails: the outbox, every message the site sent or would send, newest first, a
 * page at a time, by status or recipient; each opens as it reads.
 */
export default function EmailsPage() {
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const emails = useAdminEmails(filter);

  function show(next: EmailsFilter) {
    const params = new URLSearchParams();
    if (next.status !== 'all') params.set('status', next.status);
    if (next.to) params.set('to', next.to);
    setSearch(params, { replace: true });
  }

  let content;
  if (emails.isPending) content = <LoadingState />;
  else if (emails.isError) content = <ErrorState onRetry={() => void emails.refetch()}>Failed to load emails. Please try again.</ErrorState>;
  else if (emails.data.length === 0)
    content =
      filter.status === 'all' && !filter.to ? (
        <EmptyState title="No emails yet">Messages show here once the site writes one, such as a booking confirmation or a welcome.</EmptyState>
      ) : (
        <EmptyState title="No emails found">{filter.to ? `None to ${filter.to} with this status.` : 'None has this status.'}</EmptyState>
      );
  else
    content = (
      <div className="flex flex-col items-center gap-5">
        <ul className="flex w-full flex-col gap-4">
          {emails.data.map((email) => (
            <li key={email._id}>
              <EmailCard email={email} />
            </li>
          ))}
        </ul>
        {emails.hasNextPage && (
          <Button variant="secondary" onClick={() => void emails.fetchNextPage()} disabled={emails.isFetchingNextPage}>
            {emails.isFetchingNextPage ? 'Loading more...' : 'Load more'}
          </Button>
        )}
      </div>
    );

  return (
    <AdminShell
      title="Emails"
      actions={
        <Button variant="secondary" onClick={() => void emails.refetch()} disabled={emails.isFetching}>
          {emails.isFetching && !emails.isPending && !emails.isFetchingNextPage ? 'Refreshing...' : 'Refresh'}
        </Button>
      }
    >
      <div className="flex flex-col gap-5">
        <OutboxNote />
        <RecipientSearch value={filter.to} onSearch={(to) => show({ ...filter, to })} />
        <EmailsFilterBar value={filter.status} onChange={(status: EmailsStatusFilter) => show({ ...filter, status })} />
        {content}
      </div>
    </AdminShell>
  );
}
