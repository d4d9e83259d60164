import type { RetryJobResponse, RunJobResponse } from '@yatrika/contract/jobs';
import { useState } from 'react';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useAdminJobs, type JobsFilter } from '../api/get-jobs.ts';
import { useRetryJob } from '../api/retry-job.ts';
import { useRunJob } from '../api/run-job.ts';
import { JobCard } from '../components/job-card.tsx';
import { jobTitle } from '../components/job-words.ts';
import { JobsFilterBar } from '../components/jobs-filter.tsx';

/**
 * /admindashboard/jobs: the work the server does on its own (payment reconciliation today),
 * newest first, a page at a time: what is queued, running, done, or failed and why; a failed
 * job retried on demand.
 */
export default function JobsPage() {
  const [filter, setFilter] = useState<JobsFilter>('all');
  const jobs = useAdminJobs(filter);
  const retry = useRetryJob();
  const run = useRunJob();
  // One answer shows at a time: the last thing the operator asked for.
  const [lastAsked, setLastAsked] = useState<'retry' | 'run' | null>(null);

  let content;
  if (jobs.isPending) content = <LoadingState />;
  else if (jobs.isError) content = <ErrorState onRetry={() => void jobs.refetch()}>Failed to load jobs. Please try again.</ErrorState>;
  else if (jobs.data.length === 0)
    content =
      filter === 'all' ? (
        <EmptyState title="No background jobs yet">Jobs show here once the server schedules work, such as payment reconciliation.</EmptyState>
      ) : (
        <EmptyState title="No jobs found">None has this status.</EmptyState>
      );
  else
    content = (
      <div className="flex flex-col items-center gap-5">
        <ul className="flex w-full flex-col gap-4">
          {jobs.data.map((job) => (
            <li key={job._id}>
              <JobCard
                job={job}
                onRetry={() => {
                  setLastAsked('retry');
                  retry.mutate(job._id);
                }}
                retrying={retry.isPending && retry.variables === job._id}
                onRunNow={() => {
                  setLastAsked('run');
                  run.mutate(job.name);
                }}
                running={run.isPending && run.variables === job.name}
              />
            </li>
          ))}
        </ul>
        {jobs.hasNextPage && (
          <Button variant="secondary" onClick={() => void jobs.fetchNextPage()} disabled={jobs.isFetchingNextPage}>
            {jobs.isFetchingNextPage ? 'Loading more...' : 'Load more'}
          </Button>
        )}
      </div>
    );

  return (
    <AdminShell
      title="Jobs"
      actions={
        <Button variant="secondary" onClick={() => void jobs.refetch()} disabled={jobs.isFetching}>
          {jobs.isFetching && !jobs.isPending && !jobs.isFetchingNextPage ? 'Refreshing...' : 'Refresh'}
        </Button>
      }
    >
      <div className="flex flex-col gap-5">
        <p className="text-sm text-stone-600">Work the server does on its own, newest first. A job that failed every attempt can be retried, and a recurring one run now.</p>
        <div aria-live="polite" className="empty:hidden">
          {lastAsked === 'retry' && retry.isSuccess && <Retried answer={retry.data} />}
          {lastAsked === 'retry' && retry.isError && <RetryFailed error={retry.error} />}
          {lastAsked === 'run' && run.isSuccess && <Ran name={run.variables} answer={run.data} />}
          {lastAsked === 'run' && run.isError && <RetryFailed error={run.error} fallback="Failed to run the job. Please try again." />}
        </div>
        <JobsFilterBar value={filter} onChange={setFilter} />
        {content}
      </div>
    </AdminShell>
  );
}

function Retried({ answer }: { answer: RetryJobResponse }) {
  return (
    <p className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">
      <span className="font-semibold">{jobTitle(answer.job.name)}:</span> {answer.message}
    </p>
  );
}

function Ran({ name, answer }: { name: string; answer: RunJobResponse }) {
  const failed = answer.outcome.status !== 'done';
  return (
    <p role={failed ? 'alert' : 'status'} className={`rounded-xl px-4 py-3 text-sm font-medium ring-1 ${failed ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-emerald-50 text-emerald-800 ring-emerald-200'}`}>
      <span className="font-semibold">{jobTitle(name)}:</span> {answer.message}
    </p>
  );
}

function RetryFailed({ error, fallback = 'Failed to retry the job. Please try again.' }: { error: unknown; fallback?: string }) {
  // 404 or 409: the job is gone, no longer failed, or already queued again; the list is read again to show it.
  const moved = error instanceof ApiError && (error.status === 404 || error.status === 409);
  return (
    <p role="alert" className={`rounded-xl px-4 py-3 text-sm font-medium ring-1 ${moved ? 'bg-marigold-100 text-marigold-800 ring-marigold-300' : 'bg-red-50 text-red-800 ring-red-200'}`}>
      {errorMessage(error, fallback)}
    </p>
  );
}
