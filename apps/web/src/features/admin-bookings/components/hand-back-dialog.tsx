import type { PaymentMethod } from '@yatrika/contract/payment-methods';
import { HANDED_BACK_REFERENCE_MAX, refundByHandMessages } from '@yatrika/contract/refund-by-hand-messages';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, TextField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMarkRefundHandedBack } from '../api/mark-refund-handed-back.ts';

interface HandBackDialogProps {
  /** The booking whose refund is owed, from its card or its payment's. */
  refund: { bookingId: string; amount: number; method?: PaymentMethod | null };
  onClose: () => void;
  onHandedBack: (message: string) => void;
}

/** The operator has handed a refund of an offline payment back: how (optional), then it is recorded and the traveller told. */
export function HandBackDialog({ refund, onClose, onHandedBack }: HandBackDialogProps) {
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const handBack = useMarkRefundHandedBack();
  const formId = `hand-back-${refund.bookingId}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    handBack.mutate(
      { bookingId: refund.bookingId, reference },
      { onSuccess: (answer) => onHandedBack(answer.message), onError: (error) => setProblem(errorMessage(error, 'Failed to mark the refund handed back.')) },
    );
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
          <Button type="submit" form={formId} disabled={handBack.isPending}>
            Mark handed back
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-3">
        <p className="text-sm text-stone-700">
          {refundByHandMessages.handBack(refund.amount, refund.method)} The booking was paid offline, so the refund goes back the same way; the
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
