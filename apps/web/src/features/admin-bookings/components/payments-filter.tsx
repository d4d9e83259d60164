import { paymentRecordStatuses } from '@yatrika/contract/payment-records';
import { FilterChips, type FilterChoice } from '../../../components/ui/filter-chips.tsx';
import type { PaymentsFilter } from '../api/get-payments.ts';
import { paymentStatusLabels } from './payment-status-badge.tsx';

const choices: FilterChoice<PaymentsFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'attention', label: 'Needing attention' },
  ...paymentRecordStatuses.map((status) => ({ value: status, label: paymentStatusLabels[status] })),
];

/** Which payments the screen lists; the server filters, so the list stays paged. */
export function PaymentsFilterBar({ value, onChange }: { value: PaymentsFilter; onChange: (filter: PaymentsFilter) => void }) {
  return <FilterChips choices={choices} value={value} onChange={onChange} />;
}
