import { momentModerationMessages } from '@yatrika/contract/moment-moderation';
import { formatLongDate, todayInIndia } from '../../../lib/format.ts';
import { mediaUrl } from '../../../lib/media.ts';
import { useMyMoments } from '../api/get-my-moments.ts';
import { DeleteMomentButton } from './delete-moment-button.tsx';

/**
 * The traveller's own moments the operator hid: out of the feed, so shown here with when and why,
 * and a Delete. Nothing when none is hidden (or the list cannot be read: the feed stays as it is).
 */
export function MyHiddenMoments() {
  const mine = useMyMoments();
  const hidden = mine.data?.filter((moment) => moment.hidden !== null) ?? [];
  if (hidden.length === 0) return null;
  return (
    <section aria-labelledby="hidden-moments-title" className="rounded-card bg-marigold-100/60 p-4 ring-1 ring-marigold-300">
      <h2 id="hidden-moments-title" className="font-sans text-base font-semibold text-stone-900">
        Your moments hidden from the feed
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {hidden.map((moment) => (
          <li key={moment._id} className="flex gap-3 rounded-xl bg-white p-3 ring-1 ring-stone-200">
            <img src={mediaUrl(moment.image)} alt="" className="size-16 shrink-0 rounded-lg object-cover" />
            <div className="min-w-0 flex-1">
              <p className="break-words text-sm text-stone-800">{moment.description}</p>
              <p className="mt-1 text-sm text-marigold-800">
                {momentModerationMessages.hiddenNotice} on {formatLongDate(todayInIndia(new Date(moment.hidden!.at)))}: {moment.hidden!.reason}
              </p>
              <div className="mt-1">
                <DeleteMomentButton momentId={moment._id} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
