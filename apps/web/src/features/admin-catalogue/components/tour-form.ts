import { DEFAULT_DURATION_DAYS, DEFAULT_TOUR_CAPACITY } from '@yatrika/contract/departure-limits';
import { tourMessages, type Tour, type TourCategory } from '@yatrika/contract/tours';
import type { ZodType } from 'zod';

/** The tour's essentials as the admin edits them; the page details are in tour-details-form.ts. */
export interface TourFormValues {
  title: string;
  description: string;
  category: TourCategory;
  location: string;
  /** As typed: rupees, whole or with paise. */
  pricePerPerson: string;
  /** As typed: travellers per departure date. */
  capacity: string;
  /** As typed: how many days the trip lasts. */
  durationDays: string;
  image: File | null;
}
export type TourFormField = keyof TourFormValues;
export type TourFormErrors = Partial<Record<TourFormField, string>>;

export const emptyTourForm: TourFormValues = {
  title: '',
  description: '',
  category: 'adventure',
  location: '',
  pricePerPerson: '',
  capacity: String(DEFAULT_TOUR_CAPACITY),
  durationDays: String(DEFAULT_DURATION_DAYS),
  image: null,
};

/** A stored tour's essentials, to edit; no new picture chosen yet. */
export function tourFormOf(tour: Tour): TourFormValues {
  return {
    title: tour.title,
    description: tour.description,
    category: tour.category,
    location: tour.location,
    pricePerPerson: String(tour.pricePerPerson),
    capacity: String(tour.capacity),
    durationDays: String(tour.durationDays),
    image: null,
  };
}

/** Browsers send the `accept` filter as a hint only; a dragged-in non-image is refused here. */
function imageError(file: File | null, required: boolean): string | undefined {
  if (!file) return required ? tourMessages.imageRequired : undefined;
  return file.type.startsWith('image/') ? undefined : 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).';
}

/**
 * Every field's first problem under the server's own rules (the contract schema for create or
 * update), so each shows before sending; plus the picture check the schema cannot do.
 */
export function validateTourForm(schema: ZodType, values: TourFormValues, imageRequired: boolean): TourFormErrors {
  const errors: TourFormErrors = {};
  const parsed = schema.safeParse(values);
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as TourFormField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  const image = imageError(values.image, imageRequired);
  if (image) errors.image = image;
  return errors;
}

/** The form as the server reads it: multipart text fields and the file part `image`. */
export function toTourFormData(values: TourFormValues): FormData {
  const form = new FormData();
  form.set('title', values.title.trim());
  form.set('description', values.description.trim());
  form.set('category', values.category);
  form.set('location', values.location.trim());
  form.set('pricePerPerson', values.pricePerPerson.trim());
  // Blank means the default on create and "keep it" on update: not sent at all.
  if (values.capacity.trim()) form.set('capacity', values.capacity.trim());
  if (values.durationDays.trim()) form.set('durationDays', values.durationDays.trim());
  if (values.image) form.set('image', values.image);
  return form;
}
