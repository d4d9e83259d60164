import { newsletterStatuses } from '@yatrika/contract/newsletter-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { downloadConfirmedCsv } from '../api/download-subscribers.ts';
import { useAdminNewsletterCounts } from '../api/get-counts.ts';
import { useAdminSubscribers, type SubscribersFilter } from '../api/get-subscribers.ts';
import { newsletterKeys } from '../api/newsletter-keys.ts';
import { NewsletterCounts } from '../components/newsletter-counts.tsx';
import { SubscriberRow } from '../components/subscriber-row.tsx';
import { SubscribersFilterBar } from '../components/subscribers-filter.tsx';

/** The filter lives in the address (`?status=confirmed`), so a reload keeps it. */
const filterOf = (search: URLSearchParams): SubscribersFilter => newsletterStatuses.find((status) => status === search.get('status')) ?? 'all';

/**
 * /admindashboard/newsletter: the addresses given in the home page's footer, newest first, each with
 * where it stands and when; the counts of each status; and the confirmed ones as CSV for a mailing tool.
 */
export default function NewsletterPage() {
  const [search, setSearch] = useSearchParams();
  const status = filterOf(search);
  const subscribers = useAdminSubscribers(status);
  const counts = useAdminNewsletterCounts();
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  function show(next: SubscribersFilter) {
    setSearch(next === 'all' ? {} : { status: next }, { replace: true });
  }

  async function download() {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadConfirmedCsv();
    } catch (error) {
      setDownloadError(errorMessage(error, 'Failed to download the list. Please try again.'));
    } finally {
      setDownloading(false);
    }
  }

  let content;
  if (subscribers.isPending) content = <LoadingState />;
  else if (subscribers.isError) content = <ErrorState onRetry={() => void subscribers.refetch()}>Failed to load the newsletter list. Please try again.</ErrorState>;
  else if (subscribers.data.length === 0)
    content =
      status === 'all' ? (
        <EmptyState title="No subscribers yet">Addresses show here once someone signs up in the footer of the home page.</EmptyState>
      ) : (
        <EmptyState title="No subscribers found">None has this status.</EmptyState>
      );
  else
    content = (
      <div className="flex flex-col items-center gap-5">
        <ul aria-label="Subscribers" className="w-full divide-y divide-stone-200 rounded-card bg-white shadow-card ring-1 ring-stone-200/70">
          {subscribers.data.map((subscriber) => (
            <li key={subscriber._id}>
              <SubscriberRow subscriber={subscriber} />
            </li>
          ))}
        </ul>
        {subscribers.hasNextPage && (
          <Button variant="secondary" onClick={() => void subscribers.fetchNextPage()} disabled={subscribers.isFetchingNextPage}>
            {subscribers.isFetchingNextPage ? 'Loading more...' : 'Load more'}
          </Button>
        )}
      </div>
    );

  return (
    <AdminShell
      title="Newsletter"
      actions={
        <>
          <Button variant="secondary" onClick={() => void queryClient.invalidateQueries({ queryKey: newsletterKeys.all })} disabled={subscribers.isFetching}>
            Refresh
          </Button>
          <Button variant="primary" onClick={() => void download()} disabled={downloading}>
            {downloading ? 'Downloading...' : 'Download confirmed (CSV)'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <p className="text-sm text-stone-600">
          People join from the box at the foot of the home page and stay waiting until they follow the link we email them. Only confirmed addresses are in
          the CSV.
        </p>
        {counts.data && <NewsletterCounts counts={counts.data} />}
        {downloadError && <FormMessage tone="error">{downloadError}</FormMessage>}
        <SubscribersFilterBar value={status} onChange={show} />
        {content}
      </div>
    </AdminShell>
  );
}
