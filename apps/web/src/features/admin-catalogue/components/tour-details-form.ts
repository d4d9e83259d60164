import { tourDetailFields, tourDetailLimits, tourDetailMessages } from '@yatrika/contract/tour-details';
import type { Tour } from '@yatrika/contract/tours';

/** The page details as the admin edits them: lists one line each, days in order. */
export interface TourDetailsValues {
  highlights: string;
  inclusions: string;
  exclusions: string;
  meetingPoint: string;
  /** Day numbers are the positions: day 1 first. */
  itinerary: Array<{ title: string; details: string }>;
  /** Stored pictures the tour keeps, in order. */
  keptGallery: string[];
  /** Pictures chosen to add after them. */
  newGallery: File[];
}
export type TourDetailsField = 'highlights' | 'inclusions' | 'exclusions' | 'meetingPoint' | 'itinerary' | 'gallery';
export type TourDetailsErrors = Partial<Record<TourDetailsField, string>>;

export const emptyTourDetails: TourDetailsValues = {
  highlights: '',
  inclusions: '',
  exclusions: '',
  meetingPoint: '',
  itinerary: [],
  keptGallery: [],
  newGallery: [],
};

export function tourDetailsOf(tour: Tour): TourDetailsValues {
  return {
    highlights: tour.highlights.join('\n'),
    inclusions: tour.inclusions.join('\n'),
    exclusions: tour.exclusions.join('\n'),
    meetingPoint: tour.meetingPoint ?? '',
    itinerary: tour.itinerary.map(({ title, details }) => ({ title, details })),
    keptGallery: tour.gallery,
    newGallery: [],
  };
}

/** Blank lines are left out here as the server would leave them out. */
const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter((line) => line !== '');

/** The form's values as the server reads them: one JSON list per list field. */
function rawDetails(values: TourDetailsValues) {
  return {
    highlights: [JSON.stringify(lines(values.highlights))],
    inclusions: [JSON.stringify(lines(values.inclusions))],
    exclusions: [JSON.stringify(lines(values.exclusions))],
    meetingPoint: [values.meetingPoint],
    itinerary: [JSON.stringify(values.itinerary.map((day, index) => ({ day: index + 1, ...day })))],
    gallery: [JSON.stringify(values.keptGallery)],
  };
}

/**
 * Each field's first problem under the server's own rules (the contract's schema), plus the
 * two it checks against the rest of the tour: the gallery's size and the tour's length.
 */
export function validateTourDetails(values: TourDetailsValues, durationDays: string): TourDetailsErrors {
  const errors: TourDetailsErrors = {};
  for (const issue of tourDetailFields.safeParse(rawDetails(values)).error?.issues ?? []) {
    const field = issue.path[0] as TourDetailsField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (values.keptGallery.length + values.newGallery.length > tourDetailLimits.galleryImages) errors.gallery = tourDetailMessages.tooManyGalleryImages;
  const notPicture = values.newGallery.findIndex((file) => !file.type.startsWith('image/'));
  if (notPicture >= 0) errors.gallery ??= tourDetailMessages.galleryNotAnImage(values.keptGallery.length + notPicture + 1);
  const days = Number(durationDays);
  // Blank days are dropped, so the last day is the last one with words in it.
  const lastDay = values.itinerary.reduce((last, day, index) => (day.title.trim() || day.details.trim() ? index + 1 : last), 0);
  if (Number.isInteger(days) && days > 0 && lastDay > days) errors.itinerary ??= tourDetailMessages.itineraryPastDuration(days);
  return errors;
}

/** Adds the details to the tour's multipart form: every field, so a cleared one is cleared. */
export function appendTourDetails(form: FormData, values: TourDetailsValues): void {
  for (const [name, [value]] of Object.entries(rawDetails(values))) form.set(name, value!);
  for (const file of values.newGallery) form.append('gallery', file);
}

/** The errors left once the admin changes these values: the gallery's two lists share one message. */
export function withoutErrorsFor(errors: TourDetailsErrors, change: Partial<TourDetailsValues>): TourDetailsErrors {
  const left = { ...errors };
  for (const key of Object.keys(change) as Array<keyof TourDetailsValues>) {
    delete left[key === 'keptGallery' || key === 'newGallery' ? 'gallery' : key];
  }
  return left;
}
