import { newsletterStatuses, newsletterStatusWords } from '@yatrika/contract/newsletter-messages';
import { FilterChips, type FilterChoice } from '../../../components/ui/filter-chips.tsx';
import type { SubscribersFilter } from '../api/get-subscribers.ts';

const choices: FilterChoice<SubscribersFilter>[] = [{ value: 'all', label: 'All' }, ...newsletterStatuses.map((status) => ({ value: status, label: newsletterStatusWords[status] }))];

/** Which addresses the screen lists; the server filters, so the list stays paged. */
export function SubscribersFilterBar({ value, onChange }: { value: SubscribersFilter; onChange: (status: SubscribersFilter) => void }) {
  return <FilterChips choices={choices} value={value} onChange={onChange} />;
}
