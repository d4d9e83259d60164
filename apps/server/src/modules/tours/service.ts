import { refuseDuplicateTour } from './duplicate-tours.ts';
import { tourDetailMessages, type ItineraryDay } from '@yatrika/contract/tour-details';
import { tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import { partPaymentMessages } from '@yatrika/contract/part-payment-messages';
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
import type { TourSort } from '@yatrika/contract/tour-discovery';
import { DEFAULT_BOOKING_HORIZON_DAYS } from '@yatrika/contract/booking-limits';
import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tours } from '../../db/schema/tours.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { stateOfLocation } from '@yatrika/contract/indian-states';
import { containsPattern } from '../../lib/like-pattern.ts';
import { rupeesToPaise } from '../../lib/money.ts';
import type { Page } from '../../lib/pagination.ts';
import { deleteImageIfUnused, encodeImage, saveImage } from '../media/public.ts';
import { checkGroupSizeFits } from '../departures/public.ts';
import type { TourForm } from './tour-form.ts';
import { tourPrices } from './tour-prices.ts';
import { deleteDroppedPictures, encodeGallery, saveGallery } from './tour-gallery.ts';
import { toTourResponse } from './tour-response.ts';
import { tourFieldFilters, runsOnDate, type TourFilters } from './tour-filters.ts';
import { tourOrder, type TourOrder } from './tour-order.ts';
import { isVisibleTour } from './visible-tour.ts';
import type { Lexicon } from './search/lexicon.ts';
import { wordSearch } from './word-search.ts';
import { MIN_WORD_SEARCH_LENGTH } from '@yatrika/contract/search-words';
import { changedFields, recordAudit, type AuditActor } from '../audit/public.ts';

export interface TourListOptions extends TourFilters {
  /** Administrators see banned tours too; everyone else never does. */
  includeBanned?: boolean;
  category?: TourCategory | undefined;
  /**
   * The search; blank means everything. Visitors' and travellers' lists search by words
   * (word-search.ts, given `lexicon`); without it (the administrator's list), and below three
   * characters, it is a case-insensitive "contains" on title or location.
   */
  query?: string | undefined;
  sort?: TourSort | undefined;
  /** Days ahead a departure can be booked (config), for the date filter. */
  horizonDays?: number;
  /** The catalogue's words, for a search by words (the caller keeps them in memory). */
  lexicon?: (() => Promise<Lexicon>) | undefined;
}

/** A page of a tour list: the cursor stays opaque text here, since each order reads its own (tour-order.ts). */
export interface TourPageRequest {
  limit: number;
  cursor: string | undefined;
}

/** How many tours, in the list's order, a search of three or more characters reads before asking the trigram indexes. */
const SEARCH_WINDOW = 3000;

/** Tours in the order asked for (newest first by default), filtered, one page at a time. */
export async function listTours(db: Database, options: TourListOptions, { limit, cursor }: TourPageRequest): Promise<Page<Tour>> {
  const filters = and(
    options.includeBanned ? undefined : isVisibleTour,
    options.category ? eq(tours.category, options.category) : undefined,
    tourFieldFilters(options),
    await runsOnDate(db, options.date, options.horizonDays ?? DEFAULT_BOOKING_HORIZON_DAYS),
  );
  const search = options.query?.trim();
  if (search && options.lexicon && search.length >= MIN_WORD_SEARCH_LENGTH) {
    const onlyVisible =
      !options.includeBanned && !options.category && options.date === undefined && tourFieldFilters(options) === undefined;
    const found = await wordSearch(db, await options.lexicon(), search, { all: filters, onlyVisible }, options.sort, { limit, cursor });
    return { items: found.rows.map(toTourResponse), nextCursor: found.nextCursor };
  }
  const order = tourOrder(options.sort);
  const listed = and(filters, order.after(cursor));
  const rows = search ? await searchTours(db, order, listed, search, limit + 1) : await inOrder(db, order, listed, limit + 1);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items: items.map(toTourResponse), nextCursor: rows.length > limit && last ? order.cursorOf(last) : undefined };
}

const inOrder = (db: Database, order: TourOrder, where: SQL | undefined, limit: number) =>
  db.select().from(tours).where(where).orderBy(...order.orderBy(tours)).limit(limit);

/**
 * Case-insensitive "contains" on title or location, in the list's order. Which way is fast
 * depends on how common the text is, and the planner cannot tell from an ILIKE pattern:
 *  - fewer than 3 characters: no index can find them (trigrams need three), but such short
 *    texts are common, so reading tours in order through the list's index finds a page
 *    within the first few hundred;
 *  - 3 or more: first the first SEARCH_WINDOW tours, in index order (a common text fills the
 *    page there); if they hold less than a page, the trigram indexes find every match (few, for
 *    a text that rare) and only those are sorted. Reading all tours in order for a rare text
 *    (the planner's usual choice) costs ILIKE on every row: tens of milliseconds at 100,000.
 */
async function searchTours(db: Database, order: TourOrder, listed: SQL | undefined, search: string, limit: number) {
  const pattern = containsPattern(search);
  if (search.length < 3) return inOrder(db, order, and(listed, or(ilike(tours.title, pattern), ilike(tours.location, pattern))), limit);

  const window = db.select().from(tours).where(listed).orderBy(...order.orderBy(tours)).limit(SEARCH_WINDOW).as('window');
  const inWindow = await db
    .select()
    .from(window)
    .where(or(ilike(window.title, pattern), ilike(window.location, pattern)))
    .orderBy(...order.orderBy(window))
    .limit(limit);
  if (inWindow.length >= limit) return inWindow;

  // MATERIALIZED keeps the planner from turning this back into an ordered scan of every tour.
  const matches = and(listed, or(ilike(tours.title, pattern), ilike(tours.location, pattern)));
  const found = (await db.execute(
    sql`with matches as materialized (select ${tours.id} as id from ${tours} where ${matches}) select id from matches`,
  )) as unknown as { rows: Array<{ id: string }> };
  if (found.rows.length === 0) return [];
  return inOrder(db, order, inArray(tours.id, found.rows.map((row) => row.id)), limit);
}

/** Any tour, banned ones too: the administrator's view. */
export async function getTour(db: Database, id: string): Promise<Tour> {
  const [row] = await db.select().from(tours).where(eq(tours.id, id));
  if (!row) throw notFound(tourMessages.notFound);
  return toTourResponse(row);
}

/**
 * Stores the images and the tour together: a failure leaves none of them behind. Unless the
 * operator confirmed it, a tour repeating one in the catalogue is refused inside the same
 * transaction (duplicate-tours.ts), so two operators creating it at once make it once.
 */
export async function createTour(
  db: Database,
  form: TourForm<CreateTourFields>,
  image: Buffer,
  actor: AuditActor,
  { confirmedDuplicate = false } = {},
): Promise<Tour> {
  const { fields, details } = form;
  const itinerary = details.itinerary ?? [];
  checkItineraryFits(itinerary, fields.durationDays);
  checkMinGroupFits(form.schedule.minGroup ?? null, fields.capacity);
  checkPartPayment(form.schedule.advancePercent ?? null, form.schedule.balanceDueDays ?? null);
  const encoded = await encodeImage(image);
  const encodedGallery = await encodeGallery(form.gallery.added);
  return db.transaction(async (tx) => {
    if (!confirmedDuplicate) await refuseDuplicateTour(tx, fields.title, form.schedule);
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
        ...tourPrices(fields, rupeesToPaise(fields.pricePerPerson)),
        capacity: fields.capacity,
        durationDays: fields.durationDays,
        highlights: details.highlights ?? [],
        itinerary,
        inclusions: details.inclusions ?? [],
        exclusions: details.exclusions ?? [],
        meetingPoint: details.meetingPoint ?? null,
        gallery,
        state: stateOfLocation(fields.location),
        image: stored.path,
        ...form.schedule,
      })
      .returning();
    await recordAudit(tx, actor, { action: 'tour.create', subject: { kind: 'tour', id: row!.id }, after: tourFacts(row!) });
    return toTourResponse(row!);
  });
}

/**
 * Changes the fields given and, with a new image, replaces the picture. The
 * old picture is deleted unless a booking's snapshot still shows it; so are
 * gallery pictures the form no longer keeps.
 */
export async function updateTour(db: Database, id: string, form: TourForm<UpdateTourFields>, image: Buffer | undefined, actor: AuditActor): Promise<Tour> {
  const { fields, details } = form;
  const encoded = image ? await encodeImage(image) : undefined;
  const encodedGallery = await encodeGallery(form.gallery.added);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(tours)
      .where(eq(tours.id, id))
      // Sales read the row FOR SHARE: none lands between the group-size check and the change.
      .for('update');
    if (!existing) throw notFound(tourMessages.notFound);
    checkItineraryFits(details.itinerary ?? existing.itinerary, fields.durationDays ?? existing.durationDays);
    checkMinGroupFits(form.schedule.minGroup === undefined ? existing.minGroup : form.schedule.minGroup, fields.capacity ?? existing.capacity);
    checkPartPayment(
      form.schedule.advancePercent === undefined ? existing.advancePercent : form.schedule.advancePercent,
      form.schedule.balanceDueDays === undefined ? existing.balanceDueDays : form.schedule.balanceDueDays,
    );
    if (fields.capacity !== undefined && fields.capacity < existing.capacity) await checkGroupSizeFits(tx, id, fields.capacity);
    const stored = encoded ? await saveImage(tx, encoded) : undefined;
    const gallery = await saveGallery(tx, existing.gallery, form.gallery.keep, encodedGallery);
    const [row] = await tx
      .update(tours)
      .set({
        title: fields.title,
        description: fields.description,
        category: fields.category,
        location: fields.location,
        state: fields.location === undefined ? undefined : stateOfLocation(fields.location),
        pricePaise: fields.pricePerPerson === undefined ? undefined : rupeesToPaise(fields.pricePerPerson),
        ...tourPrices(fields, fields.pricePerPerson === undefined ? existing.pricePaise : rupeesToPaise(fields.pricePerPerson)),
        capacity: fields.capacity,
        durationDays: fields.durationDays,
        highlights: details.highlights,
        itinerary: details.itinerary,
        inclusions: details.inclusions,
        exclusions: details.exclusions,
        meetingPoint: details.meetingPoint,
        gallery,
        image: stored?.path,
        ...form.schedule,
        updatedAt: new Date(),
      })
      .where(eq(tours.id, id))
      .returning();
    if (!row) throw notFound(tourMessages.notFound);
    await recordAudit(tx, actor, { action: 'tour.update', subject: { kind: 'tour', id }, ...changedFields(existing, row) });
    if (stored) await deleteImageIfUnused(tx, existing.image);
    await deleteDroppedPictures(tx, existing.gallery, gallery);
    return toTourResponse(row);
  });
}

/** A minimum above the group size could never be reached: every departure would be cancelled. */
function checkMinGroupFits(minGroup: number | null, capacity: number): void {
  if (minGroup !== null && minGroup > capacity) throw badRequest(tourScheduleMessages.minGroupAboveCapacity(capacity));
}

/** A plan of more days than the tour takes would promise what the tour does not do. */
function checkItineraryFits(itinerary: ItineraryDay[], durationDays: number): void {
  const lastDay = itinerary.at(-1)?.day ?? 0;
  if (lastDay > durationDays) throw badRequest(tourDetailMessages.itineraryPastDuration(durationDays));
}

/** Ban or unban; doing it twice is the same as once. */
export async function setTourStatus(db: Database, id: string, status: TourStatus, actor: AuditActor): Promise<Tour> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ status: tours.status }).from(tours).where(eq(tours.id, id)).for('update');
    const [row] = await tx.update(tours).set({ status, updatedAt: new Date() }).where(eq(tours.id, id)).returning();
    if (!before || !row) throw notFound(tourMessages.notFound);
    await recordAudit(tx, actor, { action: status === 'active' ? 'tour.unban' : 'tour.ban', subject: { kind: 'tour', id }, before, after: { status } });
    return toTourResponse(row);
  });
}

/**
 * Deletes a tour. Its wishlist entries and reviews go with it (foreign keys
 * cascade); bookings keep their snapshot with the tour link cleared, and the
 * picture stays while a booking shows it; its gallery goes unless something else shows it.
 */
export async function deleteTour(db: Database, id: string, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(tours).where(eq(tours.id, id)).returning();
    if (!deleted) throw notFound(tourMessages.notFound);
    await recordAudit(tx, actor, { action: 'tour.delete', subject: { kind: 'tour', id }, before: tourFacts(deleted) });
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

/** Part payment (decision 035): offered with both settings, the advance and when the balance is due, or neither. */
function checkPartPayment(advancePercent: number | null, balanceDueDays: number | null): void {
  if ((advancePercent === null) !== (balanceDueDays === null)) throw badRequest(partPaymentMessages.settingBoth);
}

/** What an audit row shows of a tour made or deleted: what names, prices and sizes it. */
function tourFacts(row: typeof tours.$inferSelect) {
  const { title, category, location, pricePaise, capacity, durationDays, status, startTimes } = row;
  return { title, category, location, pricePaise, capacity, durationDays, status, startTimes };
}
