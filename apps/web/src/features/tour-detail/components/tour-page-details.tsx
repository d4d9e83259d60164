import type { Tour } from '@yatrika/contract/tours';
import { TourGallery } from './tour-gallery.tsx';
import { TourHighlights } from './tour-highlights.tsx';
import { TourInclusions } from './tour-inclusions.tsx';
import { TourItinerary } from './tour-itinerary.tsx';
import { TourMeetingPoint } from './tour-meeting-point.tsx';

type TourDetails = Pick<Tour, 'title' | 'highlights' | 'itinerary' | 'inclusions' | 'exclusions' | 'meetingPoint' | 'gallery'>;

/**
 * The sections a traveller decides on, each left out when the operator has not filled it in,
 * so a tour with none of them reads as it did before they existed. The optional chaining
 * covers a cached tour from before the fields were answered.
 */
export function TourPageDetails({ tour }: { tour: TourDetails }) {
  const has = (list: readonly unknown[] | undefined): list is unknown[] => (list?.length ?? 0) > 0;
  return (
    <>
      {has(tour.highlights) && <TourHighlights highlights={tour.highlights} />}
      {has(tour.itinerary) && <TourItinerary itinerary={tour.itinerary} />}
      {(has(tour.inclusions) || has(tour.exclusions)) && <TourInclusions inclusions={tour.inclusions ?? []} exclusions={tour.exclusions ?? []} />}
      {tour.meetingPoint && <TourMeetingPoint meetingPoint={tour.meetingPoint} />}
      {has(tour.gallery) && <TourGallery title={tour.title} gallery={tour.gallery} />}
    </>
  );
}
