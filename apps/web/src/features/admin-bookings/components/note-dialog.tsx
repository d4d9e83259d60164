import type { AdminBooking } from '@yatrika/contract/bookings';
import { NOTE_MAX, operatorBookingMessages } from '@yatrika/contract/operator-booking-messages';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, TextAreaField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAddBookingNote } from '../api/add-booking-note.ts';

interface NoteDialogProps {
  booking: AdminBooking;
  onClose: () => void;
  onAdded: (message: string) => void;
}

/** A note for the booking's history; the traveller is not told. */
export function NoteDialog({ booking, onClose, onAdded }: NoteDialogProps) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const addNote = useAddBookingNote();
  const formId = `note-${booking._id}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (note.trim() === '') return setProblem(operatorBookingMessages.noteRequired);
    setProblem(null);
    addNote.mutate(
      { bookingId: booking._id, note },
      { onSuccess: (answer) => onAdded(answer.message), onError: (error) => setProblem(errorMessage(error, 'Failed to add the note.')) },
    );
  }

  return (
    <Modal
      open
      title="Add a note"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" form={formId} disabled={addNote.isPending}>
            Add note
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-3">
        <TextAreaField
          label={`Note on ${booking.fullName}'s booking`}
          hint="Kept in the booking's history; not sent to the traveller."
          maxLength={NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <FormMessage tone="error">{problem}</FormMessage>
      </form>
    </Modal>
  );
}
