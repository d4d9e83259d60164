import type { TourCategory } from '@yatrika/contract/tours';

/** Everything a packing guide is written from. */
export interface PackingGuideInput {
  tourTitle: string;
  location: string;
  /** Null when the tour is gone and its title gives no hint. */
  category: TourCategory | null;
  /** "YYYY-MM-DD", the day the trip starts. */
  bookingDate: string;
  /** Everyone who travels, infants on a lap too: what the quantities are for. */
  numPeople: number;
  /** Who travels in words, by type where the party has more than adults ("2 adults, 1 child"). */
  partyWords: string;
  /** The trip's length in days: the tour's own, or an estimate when the tour is gone. */
  tripDays: number;
  /** True when `tripDays` is the tour's length; false when it was guessed from the title and category. */
  tripDaysFromTour: boolean;
  /** First name, for the greeting. */
  travellerName: string;
}

/** Writes a packing guide in markdown. `offline` (default) or `openai`. */
export interface PackingGuideGenerator {
  generate(input: PackingGuideInput): Promise<string>;
}

/** The provider failed (unreachable, timed out, answered an error or nothing); the route answers 502. */
export class PackingGuideGenerationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PackingGuideGenerationError';
  }
}
