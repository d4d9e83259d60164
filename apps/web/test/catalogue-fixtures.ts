import type { Tour } from '@yatrika/contract/tours';

/** A tour whose operator has filled in none of the page details, as every tour starts. */
export const noPageDetails = {
  highlights: [],
  itinerary: [],
  inclusions: [],
  exclusions: [],
  meetingPoint: null,
  gallery: [],
  // The schedule of a tour its operator has not planned: every day, all year.
  schedule: { runWeekdays: [0, 1, 2, 3, 4, 5, 6], seasons: [], closedRanges: [], startTime: '09:00', startTimes: ['09:00'], cutoffHours: null },
  confirmInstantly: false,
  minGroup: null,
  minGroupDecisionHours: 48,
  minGroupAction: 'cancel',
  rescheduleCutoffHours: 24,
  // Adults only (the adult price is pricePerPerson, which the web reads from there), no group rule.
  priceTypes: [],
  groupDiscount: null,
} satisfies Partial<Tour>;

/** A tour as the API answers it, for the catalogue's tests. */
export function makeTour(overrides: Partial<Tour> = {}): Tour {
  return {
    _id: '7d1c1b1e-3f0a-4c59-9a51-0c1d2e3f4a5b',
    title: 'White-Water Rafting on the Ganga',
    description: 'Paddle 16 km of the Ganga through Grade II–III rapids.',
    category: 'adventure',
    location: 'Rishikesh, Uttarakhand',
    pricePerPerson: 3499,
    image: 'media/c9cde4cb-b6b2-4993-8ed5-466a11cf4fc7.webp',
    status: 'active',
    capacity: 20,
    durationDays: 1,
    ...noPageDetails,
    ratingAverage: null,
    reviewCount: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
