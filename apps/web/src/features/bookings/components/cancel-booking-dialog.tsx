import type { Booking } from '@yatrika/contract/bookings';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { formatLongDate, formatRupees } from '../../../lib/format.ts';

interface CancelBookingDialogProps {
  booking: Booking | null;
  busy: boolean;
  onConfirm: (booking: Booking) => void;
  onClose: () => void;
}

/** Asks before cancelling: a canceled booking cannot be restored. */
export function CancelBookingDialog({ booking, busy, onConfirm, onClose }: CancelBookingDialogProps) {
  return (
    <Modal
      open={booking !== null}
      title="Cancel this booking?"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Keep booking
          </Button>
          <Button variant="danger" onClick={() => booking && onConfirm(booking)} disabled={busy}>
            {busy ? 'Cancelling...' : 'Yes, cancel booking'}
          </Button>
        </>
      }
    >
      {booking && (
        <div className="flex flex-col gap-3 text-stone-700">
          <p>
            <span className="font-semibold text-stone-900">{booking.tour.title}</span> on {formatLongDate(booking.bookingDate)} for{' '}
            {booking.numPeople === 1 ? '1 person' : `${booking.numPeople} people`} will be canceled. This cannot be undone.
          </p>
          {booking.payment && (
            <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
              Your payment of {formatRupees(booking.payment.amount)} will be refunded to the way you paid.
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
