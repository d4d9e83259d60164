import type { AdminJob } from '@yatrika/contract/jobs';
import { Detail } from '../../../components/admin/detail.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatIndiaDateTime } from '../../../lib/format.ts';
import { JobStatusBadge } from './job-status-badge.tsx';
import { attemptsLine, isKnownJob, isWaitingToRetry, jobTitle, repeatsLine, resultLine } from './job-words.ts';

interface JobCardProps {
  job: AdminJob;
  /** Only a failed job offers Retry. */
  onRetry: () => void;
  retrying: boolean;
  /** Only a recurring job waiting for its next time offers Run now. */
  onRunNow: () => void;
  running: boolean;
}

/**
 * One background job as the operator sees it: what it is, its state and tries, when it was due,
 * started and finished, how often it repeats, why it last failed, and what it reported when done.
 */
export function JobCard({ job, onRetry, retrying, onRunNow, running }: JobCardProps) {
  const headingId = `job-${job._id}`;
  const waiting = isWaitingToRetry(job);
  const result = resultLine(job);
  const canRunNow = job.status === 'queued' && job.repeatEveryMs !== null;
  return (
    <article
      aria-labelledby={headingId}
      className={`grid grid-cols-1 gap-x-4 gap-y-3 rounded-card bg-white p-4 shadow-card ring-1 sm:grid-cols-[minmax(0,1fr)_auto] sm:p-5 ${job.status === 'failed' ? 'ring-red-300' : 'ring-stone-200/70'}`}
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <h2 id={headingId} className="text-base font-semibold break-words text-stone-900">
            {jobTitle(job.name)}
          </h2>
          {isKnownJob(job.name) && <span className="font-mono text-xs break-all text-stone-600">{job.name}</span>}
        </div>
        {/* On a phone the schedule takes its own line; from sm up it follows the attempts after a dot. */}
        <div className="flex flex-col gap-1.5 text-sm text-stone-700 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-2">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5">
            <JobStatusBadge status={job.status} />
            {waiting && (
              <span className="inline-flex items-center rounded-full bg-marigold-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-marigold-800 ring-1 ring-marigold-300">
                Will try again
              </span>
            )}
            <span>{attemptsLine(job)}</span>
          </div>
          {job.repeatEveryMs !== null && (
            <p>
              <span aria-hidden="true" className="mr-2 hidden text-stone-400 sm:inline">
                ·
              </span>
              <span>{repeatsLine(job.repeatEveryMs)}</span>
            </p>
          )}
        </div>
      </div>
      {/* From sm up Retry (or Run now) sits at the top right; on a phone it comes last, after the reason it failed. */}
      {job.status === 'failed' && (
        <div className="order-last justify-self-start sm:order-none sm:col-start-2 sm:row-start-1">
          <Button size="sm" onClick={onRetry} disabled={retrying}>
            {retrying ? 'Retrying...' : 'Retry'}
          </Button>
        </div>
      )}
      {canRunNow && (
        <div className="order-last justify-self-start sm:order-none sm:col-start-2 sm:row-start-1">
          {/* The accessible name starts with the visible words (a voice user says "Run now"), then names the job. */}
          <Button size="sm" variant="secondary" onClick={onRunNow} disabled={running}>
            {running ? 'Running...' : 'Run now'}
            <span className="sr-only"> ({jobTitle(job.name)})</span>
          </Button>
        </div>
      )}

      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:col-span-2 sm:grid-cols-3">
        <Detail term={job.status !== 'queued' ? 'Was due' : waiting ? 'Next try' : 'Runs'}>
          <Time instant={job.runAt} />
        </Detail>
        <Detail term="Started">{job.startedAt ? <Time instant={job.startedAt} /> : <span className="text-stone-600">Not yet</span>}</Detail>
        <Detail term={job.status === 'failed' ? 'Failed' : 'Finished'}>
          {job.finishedAt ? <Time instant={job.finishedAt} /> : <span className="text-stone-600">Not yet</span>}
        </Detail>
      </dl>

      {job.lastError !== null && job.status !== 'done' && (
        <div className="rounded-xl bg-red-50 px-3 py-2 text-sm ring-1 ring-red-200 sm:col-span-2">
          <p className="font-semibold text-red-800">{job.status === 'failed' ? 'Why it failed' : 'Why the last try failed'}</p>
          <p className="mt-0.5 whitespace-pre-wrap text-red-950 wrap-anywhere">{job.lastError}</p>
        </div>
      )}
      {result && (
        <p className="rounded-xl bg-stone-50 px-3 py-2 text-sm text-stone-700 ring-1 ring-stone-200 sm:col-span-2">
          <span className="font-semibold text-stone-900">Result: </span>
          {result}
        </p>
      )}
    </article>
  );
}

function Time({ instant }: { instant: string }) {
  return <time dateTime={instant}>{formatIndiaDateTime(instant)}</time>;
}
