import { z } from './zod.ts';
import { tourDetailLimits, type TextListLimit } from './tour-detail-limits.ts';
import { tourDetailMessages, tourTextLists, type TourTextList } from './tour-detail-messages.ts';

/** One day of a tour's plan. */
const itineraryDay = z.object({
  day: z.number().int(),
  title: z.string(),
  details: z.string(),
});
export type ItineraryDay = z.infer<typeof itineraryDay>;

/**
 * What a tour's page shows besides the essentials; every field is there on every tour, empty
 * when the operator has not filled it in. `gallery` holds relative image paths like `image`.
 */
export const tourDetailsResponse = {
  highlights: z.array(z.string()).describe('What stands out about the tour, one short line each; empty when not filled in'),
  itinerary: z.array(itineraryDay).describe('The plan day by day, day numbers from 1 in order; empty when not filled in'),
  inclusions: z.array(z.string()).describe('What the price includes, one line each'),
  exclusions: z.array(z.string()).describe('What the price does not include, one line each'),
  meetingPoint: z.string().nullable().describe('Where travellers meet the group; null when not given'),
  gallery: z.array(z.string()).describe('Up to 8 more pictures, relative paths like image (media/<id>.webp), in the order shown'),
};

const hasNul = (value: string) => value.includes('\u0000');

/**
 * A list field of the multipart form, as every value sent under its name: one JSON list
 * (`["a","b"]`), or the items as repeated fields. A single value that is not JSON is one item.
 */
const formList = (label: string) =>
  z.array(z.string()).transform((values, ctx): unknown[] => {
    const only = values.length === 1 ? values[0]!.trim() : undefined;
    if (only === undefined || !only.startsWith('[')) return values;
    try {
      const parsed: unknown = JSON.parse(only);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // Falls through to the message below.
    }
    ctx.addIssue({ code: 'custom', message: tourDetailMessages.notAList(label) });
    return z.NEVER;
  });

/** Short lines: trimmed, blanks dropped, at most `maxItems` of at most `maxLength` characters. */
const textList = (list: TourTextList, { maxItems, maxLength }: TextListLimit) => {
  const { label, item } = tourTextLists[list];
  return formList(label)
    .pipe(z.array(z.string({ message: tourDetailMessages.notText(label) }), { message: tourDetailMessages.notText(label) }))
    .transform((items) => items.map((line) => line.trim()).filter((line) => line !== ''))
    .pipe(
      z
        .array(
          z
            .string()
            .max(maxLength, tourDetailMessages.itemTooLong(item, maxLength))
            .refine((line) => !hasNul(line), tourDetailMessages.notAllowedCharacter(label)),
        )
        .max(maxItems, tourDetailMessages.tooManyItems(label, maxItems)),
    );
};

/** A day number as a number or as the text of one ("3"), which a form may well send. */
const dayNumber = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value),
  z
    .number({ message: tourDetailMessages.itineraryDayNumber })
    .int(tourDetailMessages.itineraryDayNumber)
    .min(1, tourDetailMessages.itineraryDayNumber)
    .max(tourDetailLimits.itineraryDays, tourDetailMessages.itineraryDayNumber),
);

const itineraryEntry = z.object(
  {
    day: dayNumber,
    title: z.string({ message: tourDetailMessages.itineraryShape }).optional().default(''),
    details: z.string({ message: tourDetailMessages.itineraryShape }).optional().default(''),
  },
  { message: tourDetailMessages.itineraryShape },
);

/** Repeated itinerary fields carry one JSON day each. */
const parseEachDay = (entries: unknown[]) =>
  entries.map((entry) => {
    if (typeof entry !== 'string') return entry;
    try {
      return JSON.parse(entry) as unknown;
    } catch {
      return entry;
    }
  });

/**
 * Blank days (no title, no details) are dropped; the rest need a title, and days go up. Anything
 * that is not a day (a list, a number, an object without a day's fields) is refused, never read
 * as a blank day: a nested list would otherwise clear the itinerary.
 */
const itinerary = formList('Itinerary')
  .transform(parseEachDay)
  .pipe(z.array(z.unknown()).max(tourDetailLimits.itineraryDays, tourDetailMessages.itineraryTooManyDays))
  .superRefine((entries, ctx) => {
    if (entries.some((entry) => !looksLikeDay(entry))) ctx.addIssue({ code: 'custom', message: tourDetailMessages.itineraryShape });
  })
  .transform((entries) => entries.filter((entry) => !isBlankDay(entry)))
  .pipe(z.array(itineraryEntry))
  .transform((days) => days.map(({ day, title, details }) => ({ day, title: title.trim(), details: details.trim() })))
  .superRefine((days, ctx) => {
    const problem = itineraryProblem(days);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const dayKeys = new Set(['day', 'title', 'details']);
const isPlainObject = (entry: unknown): entry is Record<string, unknown> =>
  typeof entry === 'object' && entry !== null && !Array.isArray(entry);

/** A blank line, or an object with at least one of a day's fields, each of them text or (day) a number. */
function looksLikeDay(entry: unknown): boolean {
  if (typeof entry === 'string') return entry.trim() === '';
  if (!isPlainObject(entry) || !Object.keys(entry).some((key) => dayKeys.has(key))) return false;
  const { day, title, details } = entry;
  const text = (value: unknown) => value === undefined || typeof value === 'string';
  return (day === undefined || typeof day === 'number' || typeof day === 'string') && text(title) && text(details);
}

/** A blank line, or a day whose title and details are absent or blank (after looksLikeDay). */
function isBlankDay(entry: unknown): boolean {
  if (typeof entry === 'string') return true;
  const { title, details } = entry as { title?: string; details?: string };
  return (title ?? '').trim() === '' && (details ?? '').trim() === '';
}

function itineraryProblem(days: ItineraryDay[]): string | undefined {
  let previous = 0;
  for (const { day, title, details } of days) {
    if (day <= previous) return tourDetailMessages.itineraryOrder;
    if (title === '') return tourDetailMessages.itineraryTitleRequired(day);
    if (title.length > tourDetailLimits.itineraryTitle) return tourDetailMessages.itineraryTitleTooLong(day);
    if (details.length > tourDetailLimits.itineraryDetails) return tourDetailMessages.itineraryDetailsTooLong(day);
    if (hasNul(title) || hasNul(details)) return tourDetailMessages.notAllowedCharacter('Itinerary');
    previous = day;
  }
  return undefined;
}

/** The last value sent wins, as for the other text fields; blank means "no meeting point". */
const meetingPoint = z
  .array(z.string())
  .transform((values) => values.at(-1)?.trim() ?? '')
  .pipe(
    z
      .string()
      .max(tourDetailLimits.meetingPoint, tourDetailMessages.meetingPointTooLong)
      .refine((value) => !hasNul(value), tourDetailMessages.notAllowedCharacter('Meeting point')),
  )
  .transform((value) => (value === '' ? null : value));

/** The stored pictures to keep, in order (new ones come as files under the same name). */
const keptGallery = formList('Gallery')
  .pipe(z.array(z.string({ message: tourDetailMessages.galleryNotOwn }), { message: tourDetailMessages.galleryNotOwn }))
  .transform((paths) => paths.map((path) => path.trim()).filter((path) => path !== ''))
  .pipe(z.array(z.string()).max(tourDetailLimits.galleryImages, tourDetailMessages.tooManyGalleryImages));

/**
 * The page details on the create and update forms, from every value sent under each name.
 * An absent field is undefined: the create form stores it empty, the update form keeps it.
 * Sending a field empty (`[]`, or a blank value) clears it.
 */
export const tourDetailFields = z.object({
  highlights: textList('highlights', tourDetailLimits.highlights).optional(),
  itinerary: itinerary.optional(),
  inclusions: textList('inclusions', tourDetailLimits.inclusions).optional(),
  exclusions: textList('exclusions', tourDetailLimits.exclusions).optional(),
  meetingPoint: meetingPoint.optional(),
  gallery: keptGallery.optional(),
});
export type TourDetailFields = z.output<typeof tourDetailFields>;

export { tourDetailLimits } from './tour-detail-limits.ts';
export { tourDetailMessages } from './tour-detail-messages.ts';
