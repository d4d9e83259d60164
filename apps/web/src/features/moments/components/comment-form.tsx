import { COMMENT_MAX } from '@yatrika/contract/moments';
import { useId, useState, type FormEvent, type Ref } from 'react';
import { useAddComment } from '../api/add-comment.ts';
import { SendIcon } from './icons.tsx';

/** The comment box at the foot of a feed card. A blank comment sends nothing; failures are only logged. */
export function CommentForm({ momentId, inputRef }: { momentId: string; inputRef?: Ref<HTMLInputElement> }) {
  const [text, setText] = useState('');
  const addComment = useAddComment();
  const id = useId();
  const blank = text.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blank || addComment.isPending) return;
    addComment.mutate(
      { momentId, text: text.trim() },
      {
        onSuccess: () => setText(''),
        onError: (error) => console.error('Failed to add the comment', error),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex items-center gap-2 border-t border-stone-100 px-4 py-2.5">
      <label htmlFor={id} className="sr-only">
        Write a comment
      </label>
      <input
        id={id}
        ref={inputRef}
        value={text}
        maxLength={COMMENT_MAX}
        onChange={(event) => setText(event.target.value)}
        placeholder="Add a comment…"
        autoComplete="off"
        className="min-w-0 flex-1 rounded-full bg-stone-100 px-4 py-2 text-sm text-stone-900 placeholder:text-stone-500 focus:bg-white focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
      <button
        type="submit"
        aria-label="Send comment"
        aria-disabled={blank || addComment.isPending}
        className={`grid size-9 shrink-0 place-items-center rounded-full transition-colors ${
          blank ? 'text-stone-400' : 'text-brand-700 hover:bg-brand-50'
        } ${addComment.isPending ? 'animate-pulse' : ''}`}
      >
        <SendIcon className="size-5" />
      </button>
    </form>
  );
}
