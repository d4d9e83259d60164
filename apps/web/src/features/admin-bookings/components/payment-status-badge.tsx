import type { PaymentRecordStatus } from '@yatrika/contract/payment-records';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';

/** The statuses in words, for the badge and the screen's filter. */
export const paymentStatusLabels: Record<PaymentRecordStatus, string> = {
  created: 'Created',
  paid: 'Paid',
  booked: 'Booked',
  refunded: 'Refunded',
  refund_pending: 'Refund pending',
  failed: 'Failed',
};

/** A refund's status in words, for the booking and payment cards. */
export const refundStatusLabels = { pending: 'Refund pending', processed: 'Refunded', failed: 'Refund failed' } as const;

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
  return <ToneBadge tone={tones[status]}>{paymentStatusLabels[status]}</ToneBadge>;
}
