// The limits of a tour's page details (highlights, itinerary, what is and is not included,
// meeting point, gallery), shared by the server's checks and the admin form.
import { MAX_DURATION_DAYS } from './departure-limits.ts';

/** One list of short lines: how many it may hold and how long each may be. */
export interface TextListLimit {
  maxItems: number;
  maxLength: number;
}

export const tourDetailLimits = {
  highlights: { maxItems: 12, maxLength: 200 },
  inclusions: { maxItems: 20, maxLength: 200 },
  exclusions: { maxItems: 20, maxLength: 200 },
  /** A day per day of the longest tour there can be. */
  itineraryDays: MAX_DURATION_DAYS,
  itineraryTitle: 120,
  itineraryDetails: 1000,
  meetingPoint: 300,
  /** Extra pictures, besides the main one. */
  galleryImages: 8,
} as const;
