import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { HIDE_REASON_MAX } from '@yatrika/contract/moment-moderation';

/** Asks why a moment is hidden: its author reads this reason beside their moment. */
export function HideMomentDialog({ author, open, busy, onHide, onClose }: { author: string; open: boolean; busy: boolean; onHide: (reason: string) => void; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason.trim() === '') {
      setError('Reason is required.');
      return;
    }
    onHide(reason);
  }

  return (
    <Modal open={open} title="Hide this moment?" onClose={onClose}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-stone-700">It leaves the public feed. {author} still sees it, with your reason.</p>
        <TextAreaField
          label="Reason"
          value={reason}
          maxLength={HIDE_REASON_MAX}
          error={error}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Keep it
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? 'Hiding...' : 'Hide moment'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
