import type { Booking } from '@yatrika/contract/bookings';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { paymentWords } from './payment-words.ts';

/** A booking's status and, beside it, its money ("Paid ₹X"), so "Pending" is never read as unpaid. */
export function StatusAndPayment({ booking, className = '' }: { booking: Booking; className?: string }) {
  return (
    <div className={`flex flex-wrap gap-1.5 ${className}`}>
      <StatusBadge status={booking.status} />
      <span className="inline-flex items-center rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-800 ring-1 ring-stone-200">
        {paymentWords(booking)}
      </span>
    </div>
  );
}
