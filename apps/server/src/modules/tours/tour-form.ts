import { tourDetailFields, tourDetailMessages, tourDetailLimits, type TourDetailFields } from '@yatrika/contract/tour-details';
import {
  createTourFields,
  tourMessages,
  updateTourFields,
  type CreateTourFields,
  type UpdateTourFields,
} from '@yatrika/contract/tours';
import { tourScheduleFields, type TourScheduleFields } from '@yatrika/contract/tour-schedule';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { readMultipartForm, type MultipartForm } from '../../lib/multipart-form.ts';

/** The gallery: stored pictures to keep (text values of `gallery`) and new ones (its files). */
export interface GalleryForm {
  /** Undefined when the form names none: the update keeps every stored picture. */
  keep: string[] | undefined;
  added: Buffer[];
}

export interface TourForm<Fields> {
  fields: Fields;
  details: Omit<TourDetailFields, 'gallery'>;
  gallery: GalleryForm;
  /** The schedule fields sent; those left out keep what is stored (or the defaults on create). */
  schedule: TourScheduleFields;
}

function parseFields<T extends z.ZodType>(schema: T, fields: unknown): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'The form is not valid.');
  return parsed.data;
}

const detailNames = ['highlights', 'itinerary', 'inclusions', 'exclusions', 'meetingPoint', 'gallery'] as const;

/** Forms that send none of the page details (the original clients) read as "leave them as they are". */
function readDetails(form: MultipartForm): Pick<TourForm<unknown>, 'details' | 'gallery'> {
  const raw = Object.fromEntries(detailNames.filter((name) => form.values[name]).map((name) => [name, form.values[name]]));
  const { gallery: keep, ...details } = parseFields(tourDetailFields, raw);
  if ((keep?.length ?? 0) + form.files.length > tourDetailLimits.galleryImages) throw badRequest(tourDetailMessages.tooManyGalleryImages);
  return { details, gallery: { keep, added: form.files } };
}

const readTourForm = (request: FastifyRequest) =>
  readMultipartForm(request, 'image', { field: 'gallery', max: tourDetailLimits.galleryImages, tooMany: tourDetailMessages.tooManyGalleryImages });

const scheduleNames = ['runWeekdays', 'seasons', 'closedRanges', 'startTime', 'startTimes', 'cutoffHours', 'confirmInstantly', 'minGroup', 'minGroupDecisionHours', 'minGroupAction', 'advancePercent', 'balanceDueDays', 'rescheduleCutoffHours'] as const;

/** Forms that send none of the schedule fields (the original clients) leave the schedule as it is. */
function readSchedule(form: MultipartForm): TourScheduleFields {
  const raw = Object.fromEntries(scheduleNames.filter((name) => form.fields[name] !== undefined).map((name) => [name, form.fields[name]]));
  return parseFields(tourScheduleFields, raw);
}

/** The create form: every text field and the image are required; the page details are optional. */
export async function readCreateTourForm(request: FastifyRequest): Promise<TourForm<CreateTourFields> & { image: Buffer }> {
  const form = await readTourForm(request);
  const fields = parseFields(createTourFields, form.fields);
  const details = readDetails(form);
  if (!form.file) throw badRequest(tourMessages.imageRequired);
  return { fields, ...details, schedule: readSchedule(form), image: form.file };
}

/** The update form: any subset of the fields, and optionally a new image. */
export async function readUpdateTourForm(request: FastifyRequest): Promise<TourForm<UpdateTourFields> & { image: Buffer | undefined }> {
  const form = await readTourForm(request);
  return { fields: parseFields(updateTourFields, form.fields), ...readDetails(form), schedule: readSchedule(form), image: form.file };
}
