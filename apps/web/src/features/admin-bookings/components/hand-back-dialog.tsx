import type { PaymentMethod } from '@yatrika/contract/payment-methods';
import { HANDED_BACK_REFERENCE_MAX, refundByHandMessages } from '@yatrika/contract/refund-by-hand-messages';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, TextField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMarkPartialRefundHandedBack } from '../api/mark-partial-refund-handed-back.ts';
import { useMarkRefundHandedBack } from '../api/mark-refund-handed-back.ts';

interface HandBackDialogProps {
  /**
   * The booking whose refund is owed, from its card or its payment's; with `partialRefundId`, one
   * refund of part of it (a smaller party, or a larger party's cash at its cancel) instead of its own.
   */
  refund: { bookingId: string; amount: number; method?: PaymentMethod | null; partialRefundId?: string };
  onClose: () => void;
  onHandedBack: (message: string) => void;
}

/** The operator has handed a refund of an offline payment back: how (optional), then it is recorded and the traveller told. */
export function HandBackDialog({ refund, onClose, onHandedBack }: HandBackDialogProps) {
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const handBackOwn = useMarkRefundHandedBack();
  const handBackPart = useMarkPartialRefundHandedBack();
  const pending = handBackOwn.isPending || handBackPart.isPending;
  const formId = `hand-back-${refund.partialRefundId ?? refund.bookingId}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const outcome = { onSuccess: (answer: { message: string }) => onHandedBack(answer.message), onError: (error: Error) => setProblem(errorMessage(error, 'Failed to mark the refund handed back.')) };
    if (refund.partialRefundId) handBackPart.mutate({ bookingId: refund.bookingId, refundId: refund.partialRefundId, reference }, outcome);
    else handBackOwn.mutate({ bookingId: refund.bookingId, reference }, outcome);
  }

  return (
    <Modal
      open
      title="Mark refund handed back"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" form={formId} disabled={pending}>
            Mark handed back
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-3">
        <p className="text-sm text-stone-700">
          {refundByHandMessages.handBack(refund.amount, refund.method)} This money was paid offline, so the refund goes back the same way; the
          traveller is emailed once you mark it.
        </p>
        <TextField
          label="How it was handed back (optional)"
          hint="A UPI transaction id, a bank reference or a receipt number."
          maxLength={HANDED_BACK_REFERENCE_MAX}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
        <FormMessage tone="error">{problem}</FormMessage>
      </form>
    </Modal>
  );
}
