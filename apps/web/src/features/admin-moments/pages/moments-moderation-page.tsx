import type { ModeratedMoment } from '@yatrika/contract/moment-moderation';
import { useState } from 'react';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { FilterChips } from '../../../components/ui/filter-chips.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatIndiaDateTime } from '../../../lib/format.ts';
import { mediaUrl } from '../../../lib/media.ts';
import { useAdminMoments } from '../api/get-admin-moments.ts';
import { useModerateMoment } from '../api/moderate-moment.ts';
import { HideMomentDialog } from '../components/hide-moment-dialog.tsx';

type Shown = 'all' | 'feed' | 'hidden';
const choices = [
  { value: 'all', label: 'All' },
  { value: 'feed', label: 'In the feed' },
  { value: 'hidden', label: 'Hidden' },
] as const;

const authorOf = (moment: ModeratedMoment) => moment.user.username || 'Anonymous';

/** Travellers' moments for the operator: hide one from the feed with a reason, or bring it back. */
export default function MomentsModerationPage() {
  const moments = useAdminMoments();
  const moderate = useModerateMoment();
  const [shown, setShown] = useState<Shown>('all');
  const [hiding, setHiding] = useState<ModeratedMoment | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  function change(request: Parameters<typeof moderate.mutate>[0]) {
    setResult(null);
    moderate.mutate(request, {
      onSuccess: (answer) => {
        setHiding(null);
        setResult({ tone: 'success', text: answer.message });
      },
      onError: (error) => {
        setHiding(null);
        setResult({ tone: 'error', text: errorMessage(error, 'Failed to change the moment.') });
      },
    });
  }

  const list = (moments.data ?? []).filter((moment) => shown === 'all' || (shown === 'hidden') === (moment.hidden !== null));

  return (
    <AdminShell title="Moments">
      <div className="flex flex-col gap-5">
        <FilterChips choices={choices} value={shown} onChange={setShown} label="Show" />
        {result && <FormMessage tone={result.tone}>{result.text}</FormMessage>}
        {moments.isPending ? (
          <LoadingState />
        ) : moments.isError ? (
          <ErrorState>Failed to fetch moments.</ErrorState>
        ) : list.length === 0 ? (
          <p className="py-10 text-center text-stone-600">No moments found.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {list.map((moment) => (
              <li key={moment._id} aria-label={`Moment by ${authorOf(moment)}`} className="flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-stone-200/70">
                <img src={mediaUrl(moment.image)} alt={moment.description} loading="lazy" className={`aspect-[4/3] w-full object-cover ${moment.hidden ? 'opacity-50' : ''}`} />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <p className="text-sm font-semibold text-stone-900">@{authorOf(moment)}</p>
                  <p className="break-words text-sm text-stone-700">{moment.description}</p>
                  <p className="text-xs text-stone-500">
                    Shared {formatIndiaDateTime(moment.createdAt)} · {moment.likesCount} {moment.likesCount === 1 ? 'like' : 'likes'} · {moment.commentsCount}{' '}
                    {moment.commentsCount === 1 ? 'comment' : 'comments'}
                  </p>
                  {moment.hidden && (
                    <p className="rounded-xl bg-marigold-100 px-3 py-2 text-sm text-marigold-800 ring-1 ring-marigold-300">
                      Hidden {formatIndiaDateTime(moment.hidden.at)}: {moment.hidden.reason}
                    </p>
                  )}
                  <div className="mt-auto flex justify-end pt-2">
                    {moment.hidden ? (
                      <Button variant="secondary" size="sm" disabled={moderate.isPending} onClick={() => change({ momentId: moment._id, hide: false })}>
                        Put back in the feed
                      </Button>
                    ) : (
                      <Button variant="danger" size="sm" onClick={() => setHiding(moment)}>
                        Hide
                      </Button>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      {hiding && (
        <HideMomentDialog
          open
          author={`@${authorOf(hiding)}`}
          busy={moderate.isPending}
          onClose={() => setHiding(null)}
          onHide={(reason) => change({ momentId: hiding._id, hide: true, reason })}
        />
      )}
    </AdminShell>
  );
}
