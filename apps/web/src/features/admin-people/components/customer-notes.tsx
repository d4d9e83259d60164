import { customerMessages, type CustomerNote } from '@yatrika/contract/customers';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, TextAreaField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatIndiaDateTime } from '../../../lib/format.ts';
import { useAddCustomerNote } from '../api/add-customer-note.ts';

/** The operator's notes on a traveller: a form to add one, then every note with who wrote it and when. */
export function CustomerNotes({ userId, notes }: { userId: string; notes: CustomerNote[] }) {
  const [text, setText] = useState('');
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const addNote = useAddCustomerNote(userId);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    if (text.trim() === '') {
      setResult({ tone: 'error', text: 'Note is required.' });
      return;
    }
    addNote.mutate(
      { text },
      {
        onSuccess: () => {
          setText('');
          setResult({ tone: 'success', text: customerMessages.noteAdded });
        },
        onError: (error) => setResult({ tone: 'error', text: errorMessage(error, 'Failed to add the note.') }),
      },
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <TextAreaField label="New note" value={text} onChange={(event) => setText(event.target.value)} maxLength={2000} placeholder="What the next person at the desk should know" />
        {result && <FormMessage tone={result.tone}>{result.text}</FormMessage>}
        <div className="flex justify-end">
          <Button type="submit" disabled={addNote.isPending}>
            {addNote.isPending ? 'Adding...' : 'Add note'}
          </Button>
        </div>
      </form>
      {notes.length === 0 ? (
        <p className="text-sm text-stone-600">No notes yet.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Notes">
          {notes.map((note) => (
            <li key={note._id} className="rounded-xl bg-stone-50 px-4 py-3 ring-1 ring-stone-200">
              <p className="whitespace-pre-line break-words text-stone-800">{note.text}</p>
              <p className="mt-1 text-xs text-stone-500">
                {note.author}, {formatIndiaDateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
