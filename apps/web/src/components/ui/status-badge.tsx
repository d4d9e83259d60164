import type { BookingStatus } from '@yatrika/contract/bookings';

/** The spec's status colours: canceled red, pending yellow, anything else green. */
const tones: Record<BookingStatus, string> = {
  canceled: 'bg-red-100 text-red-800 ring-red-200',
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  booked: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  completed: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
};

export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ${tones[status]}`}>
      {status}
    </span>
  );
}
