import type { JobStatus } from '@yatrika/contract/jobs';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';
import { jobStatusLabels } from './job-words.ts';

/** Waiting grey, in progress blue, done green, failed red; each pair clears WCAG AA. */
const tones: Record<JobStatus, string> = {
  queued: 'bg-stone-100 text-stone-700 ring-stone-300',
  running: 'bg-sky-100 text-sky-800 ring-sky-200',
  done: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  failed: 'bg-red-100 text-red-800 ring-red-200',
};

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return <ToneBadge tone={tones[status]}>{jobStatusLabels[status]}</ToneBadge>;
}
