import { useState } from 'react';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { usePaymentsAttention } from '../../../lib/admin-queries.ts';
import { useAdminPayments, type PaymentsFilter } from '../api/get-payments.ts';
import { useRunReconciliation } from '../api/run-reconciliation.ts';
import { AdminPaymentCard } from '../components/admin-payment-card.tsx';
import { PaymentsFilterBar } from '../components/payments-filter.tsx';
import { ReconcilePanel } from '../components/reconcile-panel.tsx';
import { SearchBox } from '../../../components/admin/search-box.tsx';
import { SearchReading } from '../../../components/admin/search-reading.tsx';

/**
 * /admindashboard/payments: every payment order and where its money went, newest first, a page
 * at a time; the ones needing a person flagged; reconciliation on demand with what it did.
 */
export default function PaymentsPage() {
  const [filter, setFilter] = useState<PaymentsFilter>('all');
  const [search, setSearch] = useState('');
  const payments = useAdminPayments(filter, search);
  const attention = usePaymentsAttention();
  const reconcile = useRunReconciliation();
  const result = reconcile.isSuccess ? { ran: reconcile.data } : reconcile.isError ? { failed: reconcile.error } : null;

  let content;
  if (payments.isPending) content = <LoadingState />;
  else if (payments.isError)
    content = <ErrorState onRetry={() => void payments.refetch()}>Failed to load payments. Please try again.</ErrorState>;
  else if (payments.data.length === 0)
    content =
      search.trim() !== '' ? (
        <EmptyState title="No payments found">No payment matches this search.</EmptyState>
      ) : filter === 'attention' ? (
        <EmptyState title="No payments need attention">Every paid order became a booking or is being refunded on time.</EmptyState>
      ) : (
        <EmptyState title="No payments found">{filter === 'all' ? 'Payments show here once travellers start to pay.' : 'None has this status.'}</EmptyState>
      );
  else
    content = (
      <div className="flex flex-col items-center gap-5">
        <ul className="flex w-full flex-col gap-4">
          {payments.data.map((payment) => (
            <li key={payment.orderId}>
              <AdminPaymentCard payment={payment} />
            </li>
          ))}
        </ul>
        {payments.hasNextPage && (
          <Button variant="secondary" onClick={() => void payments.fetchNextPage()} disabled={payments.isFetchingNextPage}>
            {payments.isFetchingNextPage ? 'Loading more...' : 'Load more'}
          </Button>
        )}
      </div>
    );

  return (
    <AdminShell
      title="Payments"
      actions={
        <Button onClick={() => reconcile.mutate()} disabled={reconcile.isPending}>
          {reconcile.isPending ? 'Running reconciliation...' : 'Run reconciliation now'}
        </Button>
      }
    >
      <div className="flex flex-col gap-5">
        <ReconcilePanel attention={attention.data} attentionFailed={attention.isError} result={result} />
        <div className="flex flex-col gap-2">
          <SearchBox label="Search by reference, name, email, phone or order" value={search} onChange={setSearch} className="w-full max-w-xl" />
          <SearchReading text={search} />
        </div>
        <PaymentsFilterBar value={filter} onChange={setFilter} />
        {content}
      </div>
    </AdminShell>
  );
}
