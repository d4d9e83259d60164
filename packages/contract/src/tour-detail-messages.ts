// The sentences of a tour's page details (highlights, itinerary, what is and is not included,
// meeting point, gallery), without zod, so the admin form says exactly what the server will
// refuse before it is asked (limits: tour-detail-limits.ts).

import { MAX_DURATION_DAYS } from './departure-limits.ts';
import { tourDetailLimits } from './tour-detail-limits.ts';

/** The text lists of a tour and the words that name them in messages. */
export const tourTextLists = {
  highlights: { label: 'Highlights', item: 'highlight' },
  inclusions: { label: "What's included", item: "line of what's included" },
  exclusions: { label: "What's not included", item: "line of what's not included" },
} as const;
export type TourTextList = keyof typeof tourTextLists;

export const tourDetailMessages = {
  notAList: (label: string) => `${label} must be a JSON list or repeated form fields.`,
  notText: (label: string) => `${label} must be a list of text.`,
  tooManyItems: (label: string, max: number) => `${label} can have at most ${max} items.`,
  itemTooLong: (item: string, max: number) => `Each ${item} must be at most ${max} characters.`,
  notAllowedCharacter: (label: string) => `${label} contains a character that is not allowed.`,
  itineraryShape: 'Each itinerary day must be an object with day, title and details.',
  itineraryDayNumber: `Itinerary day numbers must be whole numbers from 1 to ${MAX_DURATION_DAYS}.`,
  itineraryOrder: 'Itinerary days must be in order, each day number greater than the one before.',
  itineraryTooManyDays: `The itinerary can have at most ${MAX_DURATION_DAYS} days.`,
  itineraryTitleRequired: (day: number) => `Itinerary day ${day} needs a title.`,
  itineraryTitleTooLong: (day: number) => `The title of itinerary day ${day} must be at most ${tourDetailLimits.itineraryTitle} characters.`,
  itineraryDetailsTooLong: (day: number) =>
    `The details of itinerary day ${day} must be at most ${tourDetailLimits.itineraryDetails} characters.`,
  itineraryPastDuration: (durationDays: number) =>
    `The itinerary goes past the tour's ${durationDays} ${durationDays === 1 ? 'day' : 'days'}: shorten it or make the tour longer.`,
  meetingPointTooLong: `Meeting point must be at most ${tourDetailLimits.meetingPoint} characters.`,
  tooManyGalleryImages: `The gallery can have at most ${tourDetailLimits.galleryImages} pictures.`,
  galleryNotOwn: 'The gallery can only keep pictures this tour already has.',
  galleryNotAnImage: (position: number) => `Gallery picture ${position} must be an image (JPEG, PNG, WebP, GIF or AVIF).`,
} as const;
