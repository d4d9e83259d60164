import { unbookedPaymentSentence, type PaymentRecordStatus } from '@yatrika/contract/payment-records';
import { useUnbookedPayments } from '../api/get-unbooked-payments.ts';

/** A refunded payment is settled; one still paid or being refunded is on its way. */
const edge: Partial<Record<PaymentRecordStatus, string>> = {
  refunded: 'border-emerald-600',
  refund_pending: 'border-marigold-500',
  paid: 'border-marigold-500',
};

/**
 * Under the booking cards: every payment that did not become a booking, in the server's own
 * words ("₹6,998 paid on 22 November 2026 was refunded: …"), so no rupee goes unexplained.
 * Nothing at all when there are none, or when they cannot be read: the bookings are the page.
 */
export function UnbookedPayments() {
  const payments = useUnbookedPayments();
  if (!payments.data?.length) return null;
  return (
    <section aria-labelledby="unbooked-payments-heading" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="unbooked-payments-heading" className="text-xl font-semibold">
          Payments
        </h2>
        <p className="text-sm text-stone-600">Payments that did not become a booking, and what happened to the money.</p>
      </div>
      <ul className="flex flex-col gap-2">
        {payments.data.map((payment) => (
          <li
            key={payment.orderId}
            className={`rounded-xl border-l-4 bg-white px-4 py-3 text-sm text-stone-800 shadow-card ring-1 ring-stone-200/70 ${edge[payment.status] ?? 'border-stone-300'}`}
          >
            {unbookedPaymentSentence(payment)}
          </li>
        ))}
      </ul>
    </section>
  );
}
