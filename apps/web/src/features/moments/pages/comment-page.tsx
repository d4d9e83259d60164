import { COMMENT_MAX, momentMessages } from '@yatrika/contract/moments';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { FormMessage, TextAreaField } from '../../../components/ui/field.tsx';
import { TravellerShell } from '../../../components/layout/traveller-shell.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { mediaUrl } from '../../../lib/media.ts';
import { useAddComment } from '../api/add-comment.ts';
import { loadedMoments, momentsFeedQuery } from '../api/get-moments-feed.ts';
import { posterName } from '../components/poster-avatar.tsx';
import { momentScreenMessages } from '../messages.ts';

/** /comment/:id: the standalone comment form, reached from a feed card. */
export default function CommentPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const addComment = useAddComment();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  // Coming from the feed, the moment is already in the cache: show what is being commented on.
  const moment = loadedMoments(useQueryClient().getQueryData(momentsFeedQuery.queryKey)).find((candidate) => candidate._id === id);

  function submit(event: FormEvent) {
    event.preventDefault();
    const comment = text.trim();
    if (!comment || addComment.isPending) return;
    setError('');
    addComment.mutate(
      { momentId: id, text: comment },
      {
        onSuccess: () => {
          window.alert(momentMessages.commentAdded);
          void navigate(paths.moments.href);
        },
        onError: (failure) => {
          console.error('Failed to add the comment', failure);
          setError(errorMessage(failure, momentScreenMessages.commentFailed));
        },
      },
    );
  }

  return (
    <TravellerShell>
      <div className="mx-auto w-full max-w-[600px]">
        <h1 className="text-3xl font-semibold">Add a Comment</h1>
        {moment && (
          <div className="mt-5 flex items-center gap-4 rounded-card border border-stone-200/80 bg-white p-3 shadow-card">
            <img src={mediaUrl(moment.image)} alt="" width={96} height={72} loading="lazy" className="h-18 w-24 shrink-0 rounded-lg object-cover" />
            <p className="line-clamp-3 min-w-0 text-sm text-stone-700">
              <span className="mr-1.5 font-semibold text-stone-900">{posterName(moment.user)}</span>
              {moment.description}
            </p>
          </div>
        )}
        <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-5 rounded-card border border-stone-200/80 bg-white p-5 shadow-card sm:p-7">
          <TextAreaField
            label="Your comment"
            value={text}
            maxLength={COMMENT_MAX}
            rows={5}
            placeholder="Say something kind…"
            onChange={(event) => setText(event.target.value)}
          />
          {error && <FormMessage tone="error">{error}</FormMessage>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <ButtonLink to={paths.moments.href} variant="secondary">
              Back
            </ButtonLink>
            <Button type="submit" disabled={addComment.isPending} aria-busy={addComment.isPending} size="lg">
              Submit Comment
            </Button>
          </div>
        </form>
      </div>
    </TravellerShell>
  );
}
