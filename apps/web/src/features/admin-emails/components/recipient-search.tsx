import { useState, type FormEvent } from 'react';
import { SearchBox } from '../../../components/admin/search-box.tsx';
import { Button } from '../../../components/ui/button.tsx';

interface RecipientSearchProps {
  /** The address the list shows now; empty for everyone. */
  value: string;
  onSearch: (address: string) => void;
}

/**
 * Finds one recipient's messages. The server matches the whole address, so the search runs when
 * the operator submits it, not at each key (a half-typed address matches nothing); emptying the
 * box shows everyone again at once.
 */
export function RecipientSearch({ value, onSearch }: RecipientSearchProps) {
  const [draft, setDraft] = useState(value);
  // The address can also change from outside (the browser's Back): the box follows it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(draft.trim());
  }

  function change(next: string) {
    setDraft(next);
    if (next.trim() === '' && value !== '') onSearch('');
  }

  return (
    <form role="search" aria-label="Emails by recipient" onSubmit={submit} className="flex w-full max-w-xl gap-2">
      <SearchBox label="Recipient's email address" placeholder="Recipient's email" value={draft} onChange={change} className="min-w-0 flex-1" />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
