import { paymentRecordStatuses } from '@yatrika/contract/payment-records';
import type { PaymentsFilter } from '../api/get-payments.ts';
import { paymentStatusLabels } from './payment-status-badge.tsx';

const choices: { value: PaymentsFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'attention', label: 'Needing attention' },
  ...paymentRecordStatuses.map((status) => ({ value: status, label: paymentStatusLabels[status] })),
];

/** Which payments the screen lists; the server filters, so the list stays paged. */
export function PaymentsFilterBar({ value, onChange }: { value: PaymentsFilter; onChange: (filter: PaymentsFilter) => void }) {
  return (
    <div role="group" aria-label="Status" className="flex flex-wrap gap-2">
      {choices.map((choice) => {
        const current = choice.value === value;
        return (
          <button
            key={choice.value}
            type="button"
            aria-pressed={current}
            onClick={() => onChange(choice.value)}
            className={`rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 transition-colors ${
              current ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-stone-700 ring-stone-300 hover:ring-brand-600'
            }`}
          >
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
