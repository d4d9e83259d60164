import type { AdminBooking } from '@yatrika/contract/bookings';
import { operatorBookingMessages, type RefundChoice } from '@yatrika/contract/operator-booking-messages';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { usePermission } from '../../../lib/staff-access.ts';
import { useCancellationQuote } from '../api/get-cancellation-quote.ts';

interface CancelBookingDialogProps {
  booking: AdminBooking;
  onClose: () => void;
  onConfirm: (refund: RefundChoice) => void;
}

/**
 * Asks before cancelling a booking and states, from the server's quote, what each refund choice
 * gives back: in full (chosen first) or by the cancellation policy. A role without "Refund beyond
 * the policy" is offered the policy's refund only (the server refuses more). Mount it only while open.
 */
export function CancelBookingDialog({ booking, onClose, onConfirm }: CancelBookingDialogProps) {
  const quote = useCancellationQuote(booking._id);
  const beyondPolicy = usePermission()('bookings.refund');
  const choices: readonly RefundChoice[] = beyondPolicy ? ['full', 'policy'] : ['policy'];
  const [choice, setChoice] = useState<RefundChoice>(choices[0] ?? 'policy');
  const legendId = useId();
  const paid = quote.data !== undefined && quote.data.paidAmount > 0;

  return (
    <Modal
      open
      title="Cancel this booking?"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} autoFocus>
            Keep it
          </Button>
          <Button variant="danger" disabled={!quote.data} onClick={() => onConfirm(paid || !beyondPolicy ? choice : 'full')}>
            Cancel booking
          </Button>
        </>
      }
    >
      <p className="text-stone-700">
        The booking of <strong>{booking.tour.title}</strong> for {booking.fullName} will be cancelled and its seats freed.
      </p>
      {quote.isPending ? (
        <LoadingState />
      ) : quote.isError ? (
        <ErrorState>{quote.error.message}</ErrorState>
      ) : paid ? (
        <fieldset className="mt-4 flex flex-col gap-2" aria-labelledby={legendId}>
          <legend id={legendId} className="font-semibold">
            Refund
          </legend>
          {choices.map((option) => (
            <label key={option} className="flex items-center gap-2">
              <input type="radio" name="refund" value={option} checked={choice === option} onChange={() => setChoice(option)} />
              {operatorBookingMessages.refundChoiceLine(option, quote.data.refunds[option])}
            </label>
          ))}
          <p className="text-sm text-stone-600">{quote.data.policy}</p>
        </fieldset>
      ) : (
        <p className="mt-4 text-stone-700">{operatorBookingMessages.nothingPaid}</p>
      )}
    </Modal>
  );
}
