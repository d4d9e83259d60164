import { reviewMessages } from '@yatrika/contract/review-messages';
import { formatLongDate } from '../../lib/format.ts';

/** Told to a review's author once an administrator hid it: that it is not shown, since when, and why. */
export function HiddenReviewNotice({ hidden }: { hidden: { at: string; reason: string } }) {
  return (
    <div role="status" className="rounded-xl bg-marigold-100/70 px-4 py-3 text-sm ring-1 ring-marigold-300">
      <p className="font-semibold text-marigold-900">
        {reviewMessages.hiddenNotice} <span className="font-normal text-stone-700">Since <time dateTime={hidden.at}>{formatLongDate(hidden.at)}</time>.</span>
      </p>
      <p className="mt-1 break-words text-stone-800">
        <span className="font-semibold">Reason:</span> {hidden.reason}
      </p>
    </div>
  );
}
