import { FilterChips, type FilterChoice } from '../../../components/ui/filter-chips.tsx';
import type { JobsFilter } from '../api/get-jobs.ts';
import { jobStatusLabels } from './job-words.ts';

/** Failed first after All: the jobs an operator comes here to act on. */
const choices: FilterChoice<JobsFilter>[] = [
  { value: 'all', label: 'All' },
  ...(['failed', 'queued', 'running', 'done'] as const).map((status) => ({ value: status, label: jobStatusLabels[status] })),
];

/** Which jobs the screen lists; the server filters, so the list stays paged. */
export function JobsFilterBar({ value, onChange }: { value: JobsFilter; onChange: (filter: JobsFilter) => void }) {
  return <FilterChips choices={choices} value={value} onChange={onChange} />;
}
