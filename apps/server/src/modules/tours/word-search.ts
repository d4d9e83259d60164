import type { TourSort } from '@yatrika/contract/tour-discovery';
import { readSearchQuery } from '@yatrika/contract/search-words';
import { and, desc, eq, getTableColumns, ilike, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tourSearch } from '../../db/schema/tour-search.ts';
import { tours } from '../../db/schema/tours.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { Lexicon } from './search/lexicon.ts';
import { searchSql } from './search/search-sql.ts';
import { decodeKeys, encodeKeys, ratingKey, tourOrder } from './tour-order.ts';
import type { TourRow } from './tour-response.ts';

export interface WordSearchPage {
  rows: TourRow[];
  nextCursor: string | undefined;
}

/** The old search, kept so whatever it found is still found: the whole text, as written, in the title or place. */
const containsWhole = (search: string) => or(ilike(tours.title, containsPattern(search)), ilike(tours.location, containsPattern(search)));

/**
 * A search of three or more characters (decision 026): every word of the query in some field of
 * the tour, as written, by another name of the place, by its stem, with its typos, or (the last
 * one) as the start of a word; or the whole text as written in the title or place, as the search
 * always did. `filters` are the list's other conditions. Sorted by relevance, then rating, unless
 * the traveller chose another order.
 */
export async function wordSearch(
  db: Database,
  lexicon: Lexicon,
  search: string,
  filters: { all: SQL | undefined; onlyVisible: boolean },
  sort: TourSort | undefined,
  { limit, cursor }: { limit: number; cursor: string | undefined },
): Promise<WordSearchPage> {
  const read = readSearchQuery(search);
  const words = searchSql(read, lexicon, tourSearch.document, tours);
  const byWords = words.match && and(inArray(tours.id, db.select({ id: tourSearch.tourId }).from(tourSearch).where(words.match)), words.literals);

  if (sort !== undefined && sort !== 'recommended') {
    // The traveller's own order: the same tours, read through that order's index.
    const order = tourOrder(sort);
    const rows = await db
      .select()
      .from(tours)
      .where(and(filters.all, byWords ? or(byWords, containsWhole(search)) : containsWhole(search), order.after(cursor)))
      .orderBy(...order.orderBy(tours))
      .limit(limit + 1);
    return pageOf(rows, limit, (row) => order.cursorOf(row));
  }

  const after = decodeRelevanceCursor(cursor);
  const rows: Array<TourRow & { relevance: number }> = [];
  // Tours the words find, best first; then tours only the whole text finds (relevance 0), best rated first.
  if (words.match && (after === undefined || after.relevance > 0)) {
    const ranked =
      filters.onlyVisible && words.literals === undefined
        ? await rankedInSearchTable(db, words.match, words.score, after, limit + 1)
        : await rankedByWords(db, words.match, words.score, and(filters.all, words.literals), after, limit + 1);
    rows.push(...ranked);
  }
  if (rows.length <= limit) {
    const notByWords = words.match ? not(inArray(tours.id, db.select({ id: tourSearch.tourId }).from(tourSearch).where(words.match))) : undefined;
    const tail = after?.relevance === 0 ? after : undefined;
    const found = await db
      .select()
      .from(tours)
      .where(and(filters.all, containsWhole(search), notByWords, tail && qualityAfter(tail)))
      .orderBy(desc(ratingKey(tours)), desc(tours.reviewCount), desc(tours.id))
      .limit(limit + 1 - rows.length);
    rows.push(...found.map((row) => ({ ...row, relevance: 0 })));
  }
  return pageOf(rows, limit, relevanceCursor);
}

/** Position after a row in relevance order: relevance, then the rating order's keys. */
interface RelevanceCursor {
  relevance: number;
  ratingTenths: number;
  reviewCount: number;
  id: string;
}

function decodeRelevanceCursor(cursor: string | undefined): RelevanceCursor | undefined {
  const decoded = decodeKeys(cursor, 'relevance', 3);
  if (!decoded) return undefined;
  const [relevance, ratingTenths, reviewCount] = decoded.keys.map(Number) as [number, number, number];
  return { relevance, ratingTenths, reviewCount, id: decoded.id };
}

const relevanceCursor = (row: TourRow & { relevance: number }) =>
  encodeKeys('relevance', [row.relevance, Math.round((row.ratingAverage ?? 0) * 10), row.reviewCount], row.id);

const qualityAfter = (after: RelevanceCursor) =>
  sql`(${ratingKey(tours)}, ${tours.reviewCount}, ${tours.id}) < (${after.ratingTenths / 10}::numeric, ${after.reviewCount}::int, ${after.id}::uuid)`;

/**
 * The common case, a search with no other filter: ranked in `tour_search` alone, which holds the
 * words and the ranking keys, so only the page's tours are read from `tours` (reading every match
 * there, one index lookup each, was most of a search's time: 46 of 49 ms for "jai" at 100,000 tours).
 */
async function rankedInSearchTable(db: Database, match: SQL, score: SQL, after: RelevanceCursor | undefined, limit: number) {
  const ranked = db
    .select({ id: tourSearch.tourId, relevance: sql<number>`${score}`.as('relevance'), ratingKey: tourSearch.ratingKey, reviewCount: tourSearch.reviewCount })
    .from(tourSearch)
    .where(and(eq(tourSearch.visible, true), match))
    .as('ranked');
  const page = await db
    .select()
    .from(ranked)
    .where(
      after &&
        sql`(${ranked.relevance}, ${ranked.ratingKey}, ${ranked.reviewCount}, ${ranked.id}) < (${after.relevance}::int, ${after.ratingTenths / 10}::numeric, ${after.reviewCount}::int, ${after.id}::uuid)`,
    )
    .orderBy(desc(ranked.relevance), desc(ranked.ratingKey), desc(ranked.reviewCount), desc(ranked.id))
    .limit(limit);
  if (page.length === 0) return [];
  const found = new Map((await db.select().from(tours).where(inArray(tours.id, page.map((row) => row.id)))).map((row) => [row.id, row]));
  // A tour banned or deleted since its row was read is left out, as a fresh search would.
  return page.flatMap((row) => {
    const tour = found.get(row.id);
    return tour && tour.status === 'active' ? [{ ...tour, relevance: Number(row.relevance) }] : [];
  });
}

/**
 * Tours the words find, with other filters: scored once each in a subquery and paged by (relevance, rating, reviews,
 * id): the order is total, so pages never repeat or skip a tour.
 */
async function rankedByWords(db: Database, match: SQL, score: SQL, filters: SQL | undefined, after: RelevanceCursor | undefined, limit: number) {
  const ranked = db
    .select({ ...getTableColumns(tours), relevance: sql<number>`${score}`.as('relevance') })
    .from(tourSearch)
    .innerJoin(tours, eq(tours.id, tourSearch.tourId))
    .where(and(match, filters))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(
      after &&
        sql`(${ranked.relevance}, ${ratingKey(ranked)}, ${ranked.reviewCount}, ${ranked.id}) < (${after.relevance}::int, ${after.ratingTenths / 10}::numeric, ${after.reviewCount}::int, ${after.id}::uuid)`,
    )
    .orderBy(desc(ranked.relevance), desc(ratingKey(ranked)), desc(ranked.reviewCount), desc(ranked.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, relevance: Number(row.relevance) }));
}

function pageOf<Row extends TourRow>(rows: Row[], limit: number, cursorOf: (row: Row) => string): WordSearchPage {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { rows: items, nextCursor: rows.length > limit && last ? cursorOf(last) : undefined };
}
