import { emailStatuses } from '@yatrika/contract/emails';
import { FilterChips, type FilterChoice } from '../../../components/ui/filter-chips.tsx';
import type { EmailsStatusFilter } from '../api/get-emails.ts';
import { emailStatusLabels } from './email-words.ts';

/** The chips say "Kept" alone: the badge on each message says why. */
const chipLabels = { ...emailStatusLabels, kept: 'Kept' };

const choices: FilterChoice<EmailsStatusFilter>[] = [
  { value: 'all', label: 'All' },
  ...emailStatuses.map((status) => ({ value: status, label: chipLabels[status] })),
];

/** Which messages the screen lists; the server filters, so the list stays paged. */
export function EmailsFilterBar({ value, onChange }: { value: EmailsStatusFilter; onChange: (status: EmailsStatusFilter) => void }) {
  return <FilterChips choices={choices} value={value} onChange={onChange} />;
}
