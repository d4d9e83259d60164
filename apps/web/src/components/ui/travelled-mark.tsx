import { reviewMarks, travelledInWords } from '@yatrika/contract/review-marks';

/**
 * Whether a review's author travelled, as the server decided it: "Travelled in March 2026" for a
 * departure that has passed on a booking not cancelled, otherwise a quiet "Not a verified traveller".
 */
export function TravelledMark({ travelledIn }: { travelledIn: string | null }) {
  if (travelledIn === null) {
    return <span className="inline-flex items-center rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-600 ring-1 ring-stone-200">{reviewMarks.notVerified}</span>;
  }
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
      <svg viewBox="0 0 20 20" className="size-3.5" aria-hidden="true">
        <path fill="currentColor" d="M8.6 13.4 5.2 10l1.2-1.2 2.2 2.2 5-5 1.2 1.2z" />
      </svg>
      {travelledInWords(travelledIn)}
    </span>
  );
}
