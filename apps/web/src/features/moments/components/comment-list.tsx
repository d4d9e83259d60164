import type { MomentComment } from '@yatrika/contract/moments';
import { useEffect, useRef } from 'react';
import { posterName } from './poster-avatar.tsx';

/** The moment's latest comments, oldest first, in a box that scrolls on its own. */
export function CommentList({ comments, label }: { comments: MomentComment[]; label: string }) {
  const list = useRef<HTMLUListElement>(null);
  // Keep the newest comment in view, also right after one is added.
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [comments.length]);
  if (comments.length === 0) return null;
  return (
    <ul
      ref={list}
      aria-label={label}
      tabIndex={0}
      className="flex max-h-40 flex-col gap-1.5 overflow-y-auto overscroll-contain rounded-lg pr-1 text-sm leading-snug text-stone-700"
    >
      {comments.map((comment) => (
        <li key={comment._id} className="break-words">
          <span className="mr-1.5 font-semibold text-stone-900">{posterName(comment.user)}</span>
          {comment.text}
        </li>
      ))}
    </ul>
  );
}
