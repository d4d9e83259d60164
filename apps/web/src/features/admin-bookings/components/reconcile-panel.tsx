import { reconcileMessages, type PaymentsAttention, type ReconcileResponse } from '@yatrika/contract/payment-records';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatIndiaDateTime } from '../../../lib/format.ts';
import { reconcileSummaryLine } from '../../../components/admin/reconcile-summary-words.ts';

interface ReconcilePanelProps {
  /** Undefined while the count and last run load, or when they cannot be read (`attentionFailed`). */
  attention: PaymentsAttention | undefined;
  attentionFailed: boolean;
  /** The run asked for on this screen, once it answered. */
  result: { ran: ReconcileResponse } | { failed: unknown } | null;
}

const failedToRun = 'Failed to run reconciliation. Please try again.';

/** How many payments need a look, when reconciliation last ran and what it did, and what the run just asked for did. */
export function ReconcilePanel({ attention, attentionFailed, result }: ReconcilePanelProps) {
  return (
    <section aria-label="Reconciliation" className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-stone-200/70 sm:p-5">
      {!attention && <p className="text-sm text-stone-600">{attentionFailed ? 'Could not read how many payments need attention.' : 'Loading...'}</p>}
      {attention && (
        <div className="flex flex-col gap-1 text-sm text-stone-700">
          <p className={`font-semibold ${attention.needingAttention > 0 ? 'text-red-800' : 'text-emerald-800'}`}>
            {attention.needingAttention === 0
              ? 'No payment needs attention.'
              : `${attention.needingAttention.toLocaleString('en-IN')} ${attention.needingAttention === 1 ? 'payment needs' : 'payments need'} attention.`}
          </p>
          <p>
            {attention.lastRun ? (
              <>
                Last reconciliation:{' '}
                <time dateTime={attention.lastRun.finishedAt} className="font-semibold text-stone-900">
                  {formatIndiaDateTime(attention.lastRun.finishedAt)}
                </time>
                . {reconcileSummaryLine(attention.lastRun)}
              </>
            ) : (
              'Reconciliation has not run yet.'
            )}
          </p>
        </div>
      )}
      <div aria-live="polite" className="empty:hidden">
        {result && <RunResult result={result} />}
      </div>
    </section>
  );
}

function RunResult({ result }: { result: NonNullable<ReconcilePanelProps['result']> }) {
  if ('ran' in result)
    return (
      <p className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">
        {result.ran.message} {reconcileSummaryLine(result.ran.summary)}
      </p>
    );
  // Another server running it is not a failure: the work is being done, just not by this click.
  const busy = result.failed instanceof ApiError && result.failed.status === 409;
  return (
    <p role="alert" className={`rounded-xl px-4 py-3 text-sm font-medium ring-1 ${busy ? 'bg-marigold-100 text-marigold-800 ring-marigold-300' : 'bg-red-50 text-red-800 ring-red-200'}`}>
      {busy ? errorMessage(result.failed, reconcileMessages.busy) : errorMessage(result.failed, failedToRun)}
    </p>
  );
}
