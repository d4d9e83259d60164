import type { Booking } from '@yatrika/contract/bookings';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { formatLongDate } from '../../../lib/format.ts';
import { RefundQuote } from './refund-quote.tsx';
import { partyWords } from '../../../lib/party-words.ts';

interface CancelBookingDialogProps {
  booking: Booking | null;
  busy: boolean;
  onConfirm: (booking: Booking) => void;
  onClose: () => void;
}

/**
 * Asks before cancelling: a cancelled booking cannot be restored, and a paid one says what
 * comes back first. An unpaid booking has no money to speak of, so no refund sentence.
 */
export function CancelBookingDialog({ booking, busy, onConfirm, onClose }: CancelBookingDialogProps) {
  return (
    <Modal
      open={booking !== null}
      title="Cancel this booking?"
      onClose={onClose}
      footer={
        // Side by side they need a window of about 400 px: on a phone they stack, full width, the cancel on top.
        <div className="flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Keep booking
          </Button>
          <Button variant="danger" onClick={() => booking && onConfirm(booking)} disabled={busy}>
            {busy ? 'Cancelling...' : 'Yes, cancel booking'}
          </Button>
        </div>
      }
    >
      {booking && (
        <div className="flex flex-col gap-3 text-stone-700">
          <p>
            <span className="font-semibold text-stone-900">{booking.tour.title}</span> on {formatLongDate(booking.bookingDate)} for{' '}
            {partyWords(booking)} will be cancelled. This cannot be undone.
          </p>
          {booking.payment && <RefundQuote bookingId={booking._id} />}
        </div>
      )}
    </Modal>
  );
}
