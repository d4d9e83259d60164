import type { TourCategory } from '@yatrika/contract/tours';

/** Everything a packing guide is written from. */
export interface PackingGuideInput {
  tourTitle: string;
  location: string;
  /** Null when the tour is gone and its title gives no hint. */
  category: TourCategory | null;
  /** "YYYY-MM-DD", the day the trip starts. */
  bookingDate: string;
  numPeople: number;
  /** Estimated: tours carry no duration, so the guide says "about N days". */
  tripDays: number;
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
