import type { PaymentRecordStatus } from '@yatrika/contract/payment-records';

/** The statuses in words, for the badge and the screen's filter. */
export const paymentStatusLabels: Record<PaymentRecordStatus, string> = {
  created: 'Created',
  paid: 'Paid',
  booked: 'Booked',
  refunded: 'Refunded',
  refund_pending: 'Refund pending',
  failed: 'Failed',
};

/** Settled green, money on its way amber, declined red, nothing yet grey; each pair clears WCAG AA. */
const tones: Record<PaymentRecordStatus, string> = {
  created: 'bg-stone-100 text-stone-700 ring-stone-300',
  paid: 'bg-sky-100 text-sky-800 ring-sky-200',
  booked: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  refunded: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  refund_pending: 'bg-marigold-100 text-marigold-800 ring-marigold-300',
  failed: 'bg-red-100 text-red-800 ring-red-200',
};

export function PaymentStatusBadge({ status }: { status: PaymentRecordStatus }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tones[status]}`}>
      {paymentStatusLabels[status]}
    </span>
  );
}
