import { paths } from '../../../lib/paths.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState, LoadingState } from '../../../components/ui/states.tsx';
import { TravellerShell } from '../../../components/layout/traveller-shell.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { loadedMoments, useMomentsFeed } from '../api/get-moments-feed.ts';
import { PlusIcon } from '../components/icons.tsx';
import { MomentCard } from '../components/moment-card.tsx';
import { MyHiddenMoments } from '../components/my-hidden-moments.tsx';
import { useReportedError } from '../../../lib/use-reported-error.ts';

/** /moments: the feed of travellers' photo posts. */
export default function MomentsPage() {
  const feed = useMomentsFeed();
  const { data: me } = useCurrentUser();

  // The spec: a feed that fails to load is only logged; the page stays neutral.
  useReportedError(feed.error, 'Failed to load moments');

  const moments = loadedMoments(feed.data);
  const createButton = (
    <ButtonLink to={paths.createMoment.href} variant="primary">
      <PlusIcon className="size-4" />
      Create
    </ButtonLink>
  );

  return (
    <TravellerShell>
      <div className="mx-auto flex w-full max-w-[600px] flex-col gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-semibold">Moments</h1>
            <p className="mt-1 text-stone-600">Postcards from fellow travellers.</p>
          </div>
          {createButton}
        </div>

        <MyHiddenMoments />

        {feed.isPending ? (
          <LoadingState>Loading moments...</LoadingState>
        ) : moments.length === 0 ? (
          <EmptyState title="No moments yet" action={createButton}>
            Share a photo from your travels and start the feed.
          </EmptyState>
        ) : (
          <ul aria-label="Moments feed" className="flex flex-col gap-8">
            {moments.map((moment, index) => (
              <li key={moment._id}>
                <MomentCard
                  moment={moment}
                  likedByMe={me ? moment.likes.includes(me._id) : false}
                  mine={me !== undefined && me._id === moment.user?._id}
                  priority={index === 0}
                />
              </li>
            ))}
          </ul>
        )}

        {feed.hasNextPage && (
          <Button variant="secondary" className="self-center" onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
            {feed.isFetchingNextPage ? 'Loading older moments...' : 'Show older moments'}
          </Button>
        )}
      </div>
    </TravellerShell>
  );
}
