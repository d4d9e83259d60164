import { tourDetailMessages, type ItineraryDay } from '@yatrika/contract/tour-details';
import {
  tourCategories,
  tourMessages,
  type CreateTourFields,
  type Tour,
  type TourCategory,
  type TourCategoryCounts,
  type TourStatus,
  type UpdateTourFields,
} from '@yatrika/contract/tours';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tours } from '../../db/schema/tours.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { rupeesToPaise } from '../../lib/money.ts';
import { afterCursor, toPage, type Page, type PageRequest } from '../../lib/pagination.ts';
import { deleteImageIfUnused, encodeImage, saveImage } from '../media/public.ts';
import type { TourForm } from './tour-form.ts';
import { deleteDroppedPictures, encodeGallery, saveGallery } from './tour-gallery.ts';
import { toTourResponse } from './tour-response.ts';
import { isVisibleTour } from './visible-tour.ts';

export interface TourListOptions {
  /** Administrators see banned tours too; everyone else never does. */
  includeBanned?: boolean;
  category?: TourCategory;
  /** Case-insensitive "contains" on title or location; blank means everything. */
  query?: string;
}

/** How many of the newest tours a search of three or more characters reads in order before asking the trigram indexes. */
const SEARCH_WINDOW = 3000;

/** Tours newest first, one page at a time. */
export async function listTours(db: Database, options: TourListOptions, { limit, cursor }: PageRequest): Promise<Page<Tour>> {
  const listed = and(
    options.includeBanned ? undefined : isVisibleTour,
    options.category ? eq(tours.category, options.category) : undefined,
    afterCursor(tours.createdAt, tours.id, cursor),
  );
  const search = options.query?.trim();
  const rows = search ? await searchTours(db, listed, search, limit + 1) : await newestFirst(db, listed, limit + 1);
  const page = toPage(rows, limit);
  return { items: page.items.map(toTourResponse), nextCursor: page.nextCursor };
}

const newestFirst = (db: Database, where: SQL | undefined, limit: number) =>
  db.select().from(tours).where(where).orderBy(desc(tours.createdAt), desc(tours.id)).limit(limit);

/**
 * Case-insensitive "contains" on title or location, newest first. Which way is fast depends on
 * how common the text is, and the planner cannot tell from an ILIKE pattern:
 *  - fewer than 3 characters: no index can find them (trigrams need three), but such short
 *    texts are common, so reading tours newest first through the list index finds a page
 *    within the first few hundred;
 *  - 3 or more: first the newest SEARCH_WINDOW tours, in index order (a common text fills the
 *    page there); if they hold less than a page, the trigram indexes find every match (few, for
 *    a text that rare) and only those are sorted. Reading all tours in order for a rare text
 *    (the planner's usual choice) costs ILIKE on every row: tens of milliseconds at 100,000.
 */
async function searchTours(db: Database, listed: SQL | undefined, search: string, limit: number) {
  const pattern = containsPattern(search);
  if (search.length < 3) return newestFirst(db, and(listed, or(ilike(tours.title, pattern), ilike(tours.location, pattern))), limit);

  const recent = db.select().from(tours).where(listed).orderBy(desc(tours.createdAt), desc(tours.id)).limit(SEARCH_WINDOW).as('recent');
  const inWindow = await db
    .select()
    .from(recent)
    .where(or(ilike(recent.title, pattern), ilike(recent.location, pattern)))
    .orderBy(desc(recent.createdAt), desc(recent.id))
    .limit(limit);
  if (inWindow.length >= limit) return inWindow;

  // MATERIALIZED keeps the planner from turning this back into an ordered scan of every tour.
  const matches = and(listed, or(ilike(tours.title, pattern), ilike(tours.location, pattern)));
  const found = (await db.execute(
    sql`with matches as materialized (select ${tours.id} as id, ${tours.createdAt} as created_at from ${tours} where ${matches})
        select id from matches order by created_at desc, id desc limit ${limit}`,
  )) as unknown as { rows: Array<{ id: string }> };
  if (found.rows.length === 0) return [];
  return db
    .select()
    .from(tours)
    .where(inArray(tours.id, found.rows.map((row) => row.id)))
    .orderBy(desc(tours.createdAt), desc(tours.id));
}

/** Any tour, banned ones too: the administrator's view. */
export async function getTour(db: Database, id: string): Promise<Tour> {
  const [row] = await db.select().from(tours).where(eq(tours.id, id));
  if (!row) throw notFound(tourMessages.notFound);
  return toTourResponse(row);
}

/** Stores the images and the tour together: a failure leaves none of them behind. */
export async function createTour(db: Database, form: TourForm<CreateTourFields>, image: Buffer): Promise<Tour> {
  const { fields, details } = form;
  const itinerary = details.itinerary ?? [];
  checkItineraryFits(itinerary, fields.durationDays);
  const encoded = await encodeImage(image);
  const encodedGallery = await encodeGallery(form.gallery.added);
  return db.transaction(async (tx) => {
    const stored = await saveImage(tx, encoded);
    const gallery = await saveGallery(tx, [], form.gallery.keep, encodedGallery);
    const [row] = await tx
      .insert(tours)
      .values({
        title: fields.title,
        description: fields.description,
        category: fields.category,
        location: fields.location,
        pricePaise: rupeesToPaise(fields.pricePerPerson),
        capacity: fields.capacity,
        durationDays: fields.durationDays,
        highlights: details.highlights ?? [],
        itinerary,
        inclusions: details.inclusions ?? [],
        exclusions: details.exclusions ?? [],
        meetingPoint: details.meetingPoint ?? null,
        gallery,
        image: stored.path,
      })
      .returning();
    return toTourResponse(row!);
  });
}

/**
 * Changes the fields given and, with a new image, replaces the picture. The
 * old picture is deleted unless a booking's snapshot still shows it; so are
 * gallery pictures the form no longer keeps.
 */
export async function updateTour(db: Database, id: string, form: TourForm<UpdateTourFields>, image: Buffer | undefined): Promise<Tour> {
  const { fields, details } = form;
  const encoded = image ? await encodeImage(image) : undefined;
  const encodedGallery = await encodeGallery(form.gallery.added);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: tours.id, image: tours.image, gallery: tours.gallery, itinerary: tours.itinerary, durationDays: tours.durationDays })
      .from(tours)
      .where(eq(tours.id, id));
    if (!existing) throw notFound(tourMessages.notFound);
    checkItineraryFits(details.itinerary ?? existing.itinerary, fields.durationDays ?? existing.durationDays);
    const stored = encoded ? await saveImage(tx, encoded) : undefined;
    const gallery = await saveGallery(tx, existing.gallery, form.gallery.keep, encodedGallery);
    const [row] = await tx
      .update(tours)
      .set({
        title: fields.title,
        description: fields.description,
        category: fields.category,
        location: fields.location,
        pricePaise: fields.pricePerPerson === undefined ? undefined : rupeesToPaise(fields.pricePerPerson),
        capacity: fields.capacity,
        durationDays: fields.durationDays,
        highlights: details.highlights,
        itinerary: details.itinerary,
        inclusions: details.inclusions,
        exclusions: details.exclusions,
        meetingPoint: details.meetingPoint,
        gallery,
        image: stored?.path,
        updatedAt: new Date(),
      })
      .where(eq(tours.id, id))
      .returning();
    if (!row) throw notFound(tourMessages.notFound);
    if (stored) await deleteImageIfUnused(tx, existing.image);
    await deleteDroppedPictures(tx, existing.gallery, gallery);
    return toTourResponse(row);
  });
}

/** A plan of more days than the tour takes would promise what the tour does not do. */
function checkItineraryFits(itinerary: ItineraryDay[], durationDays: number): void {
  const lastDay = itinerary.at(-1)?.day ?? 0;
  if (lastDay > durationDays) throw badRequest(tourDetailMessages.itineraryPastDuration(durationDays));
}

/** Ban or unban; doing it twice is the same as once. */
export async function setTourStatus(db: Database, id: string, status: TourStatus): Promise<Tour> {
  const [row] = await db.update(tours).set({ status, updatedAt: new Date() }).where(eq(tours.id, id)).returning();
  if (!row) throw notFound(tourMessages.notFound);
  return toTourResponse(row);
}

/**
 * Deletes a tour. Its wishlist entries and reviews go with it (foreign keys
 * cascade); bookings keep their snapshot with the tour link cleared, and the
 * picture stays while a booking shows it; its gallery goes unless something else shows it.
 */
export async function deleteTour(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(tours).where(eq(tours.id, id)).returning({ image: tours.image, gallery: tours.gallery });
    if (!deleted) throw notFound(tourMessages.notFound);
    await deleteImageIfUnused(tx, deleted.image);
    await deleteDroppedPictures(tx, deleted.gallery, []);
  });
}

/** Real counts of all tours (banned included) per category, zero for an empty one. */
export async function countToursByCategory(db: Database): Promise<TourCategoryCounts> {
  const rows = await db.select({ category: tours.category, value: count() }).from(tours).groupBy(tours.category);
  const counts = Object.fromEntries(tourCategories.map((category) => [category, 0])) as TourCategoryCounts;
  for (const row of rows) counts[row.category] = row.value;
  return counts;
}
