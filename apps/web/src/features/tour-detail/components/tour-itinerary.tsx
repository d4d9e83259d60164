import type { ItineraryDay } from '@yatrika/contract/tour-details';
import { TourSection } from './tour-section.tsx';

/** The plan day by day, as an ordered list whose markers are the days themselves. */
export function TourItinerary({ itinerary }: { itinerary: ItineraryDay[] }) {
  return (
    <TourSection id="tour-itinerary" title="Itinerary">
      <ol className="flex flex-col gap-0">
        {itinerary.map(({ day, title, details }) => (
          <li key={day} className="relative flex gap-4 pb-5 last:pb-0">
            {/* The line joining one day to the next; the last day has none after it. */}
            <span aria-hidden="true" className="absolute top-9 bottom-0 left-[1.125rem] w-px bg-stone-300 [li:last-child>&]:hidden" />
            {/* The marker repeats the heading's day number for the eye only. */}
            <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
              {day}
            </span>
            <div className="min-w-0 pt-1.5">
              <h3 className="font-semibold break-words text-stone-900">
                <span className="text-brand-800">Day {day}:</span> {title}
              </h3>
              {details && <p className="mt-1 break-words text-stone-700">{details}</p>}
            </div>
          </li>
        ))}
      </ol>
    </TourSection>
  );
}
