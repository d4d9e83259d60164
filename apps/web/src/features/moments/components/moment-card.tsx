import type { Moment } from '@yatrika/contract/moments';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { mediaSrcSet, mediaUrl } from '../../../lib/media.ts';
import { useToggleLike } from '../api/toggle-like.ts';
import { CommentForm } from './comment-form.tsx';
import { DeleteMomentButton } from './delete-moment-button.tsx';
import { CommentList } from './comment-list.tsx';
import { CommentIcon, HeartIcon } from './icons.tsx';
import { MomentCaption } from './moment-caption.tsx';
import { PosterAvatar, posterName } from './poster-avatar.tsx';
import { timeAgo } from './time-ago.ts';

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

interface MomentCardProps {
  moment: Moment;
  /** Whether the server's list of likes holds the signed-in traveller. */
  likedByMe: boolean;
  /** The signed-in traveller shared it: they may delete it. */
  mine?: boolean;
  /** The first card's picture is the page's largest paint: load it at once. */
  priority?: boolean;
}

/** One post of the feed: who shared it, the picture, likes, caption and comments. */
export function MomentCard({ moment, likedByMe, mine = false, priority = false }: MomentCardProps) {
  // The like is kept per post here (spec §4): null until this traveller toggles it.
  const [localLiked, setLocalLiked] = useState<boolean | null>(null);
  const toggleLike = useToggleLike();
  const commentInput = useRef<HTMLInputElement>(null);
  const titleId = useId();

  const author = posterName(moment.user);
  const liked = localLiked ?? likedByMe;
  const likesCount = Math.max(0, moment.likesCount + (liked === likedByMe ? 0 : liked ? 1 : -1));

  function onLike() {
    if (toggleLike.isPending) return;
    const next = !liked;
    setLocalLiked(next);
    toggleLike.mutate(
      { momentId: moment._id, like: next },
      {
        onError: (error) => {
          setLocalLiked(!next);
          console.error('Failed to update the like', error);
        },
      },
    );
  }

  return (
    <article aria-labelledby={titleId} className="overflow-hidden rounded-card border border-stone-200/80 bg-white shadow-card">
      <header className="flex items-center gap-3 px-4 py-3">
        <PosterAvatar username={author} photo={moment.user?.photo} />
        <div className="min-w-0 leading-tight">
          <h2 id={titleId} className="truncate font-sans text-sm font-semibold text-stone-900">
            {author}
          </h2>
          <time dateTime={moment.createdAt} title={new Date(moment.createdAt).toLocaleString('en-IN')} className="text-xs text-stone-500">
            {timeAgo(moment.createdAt)}
          </time>
        </div>
        {mine && (
          <div className="ml-auto">
            <DeleteMomentButton momentId={moment._id} />
          </div>
        )}
      </header>

      <img
        src={mediaUrl(moment.image)}
        srcSet={mediaSrcSet(moment.image)}
        sizes="(min-width: 640px) 600px, 100vw"
        alt={moment.description ? `Moment shared by ${author}: ${moment.description.slice(0, 120)}` : `Moment shared by ${author}`}
        width={960}
        height={720}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className="aspect-[4/3] w-full bg-stone-100 object-cover"
      />

      <div className="flex flex-col gap-2.5 px-4 pt-2.5 pb-3">
        <div className="-ml-2 flex items-center gap-1">
          <button
            type="button"
            aria-label="Like"
            aria-pressed={liked}
            onClick={onLike}
            className={`grid size-10 place-items-center rounded-full transition-transform hover:bg-stone-100 active:scale-90 ${liked ? 'text-rose-600' : 'text-stone-800'}`}
          >
            <HeartIcon filled={liked} className="size-6" />
          </button>
          <button
            type="button"
            aria-label="Comment"
            onClick={() => commentInput.current?.focus()}
            className="grid size-10 place-items-center rounded-full text-stone-800 hover:bg-stone-100"
          >
            <CommentIcon className="size-6" />
          </button>
        </div>

        <p className="flex gap-3 text-sm font-semibold text-stone-900">
          <span data-testid="likes-count">{plural(likesCount, 'like', 'likes')}</span>
          <span aria-hidden="true" className="text-stone-300">
            •
          </span>
          <span data-testid="comments-count">{plural(moment.commentsCount, 'comment', 'comments')}</span>
        </p>

        {moment.description && <MomentCaption author={author} text={moment.description} />}

        <CommentList comments={moment.comments} label={`Comments on ${author}'s moment`} />

        <Link to={paths.comment.href(moment._id)} className="self-start rounded text-sm font-medium text-stone-500 hover:text-brand-800 hover:underline">
          Add a comment
        </Link>
      </div>

      <CommentForm momentId={moment._id} inputRef={commentInput} />
    </article>
  );
}
