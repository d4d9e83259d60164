import type { TourSort } from '@yatrika/contract/tour-discovery';
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { tours } from '../../db/schema/tours.ts';
import { badRequest } from '../../lib/errors.ts';
import { afterCursor, decodeCursor, encodeCursor } from '../../lib/pagination.ts';

/** The columns an order reads: the tours table itself, or a subquery that selects all of it. */
export interface OrderColumns {
  id: AnyPgColumn;
  createdAt: AnyPgColumn;
  pricePaise: AnyPgColumn;
  ratingAverage: AnyPgColumn;
  reviewCount: AnyPgColumn;
  recommendedScore: AnyPgColumn;
}

/** What a page's last row must carry for the next page's cursor. */
export interface OrderedRow {
  id: string;
  createdAt: Date;
  pricePaise: number;
  ratingAverage: number | null;
  reviewCount: number;
  recommendedScore: number;
}

/** One way to order a list, with its keyset cursor. Every order ends with id, so it is total and pages never repeat or skip. */
export interface TourOrder {
  orderBy(columns: OrderColumns): SQL[];
  /** Rows after the cursor, in a form the order's index serves (a row comparison is one index range). */
  after(cursor: string | undefined): SQL | undefined;
  cursorOf(row: OrderedRow): string;
}

export const invalidCursor = () => badRequest('The cursor is not valid. Start again from the first page.');

/** Opaque like the newest-first cursor: base64url of "<kind>|<keys…>|<id>". */
export const encodeKeys = (kind: string, keys: Array<string | number>, id: string) => Buffer.from([kind, ...keys, id].join('|')).toString('base64url');

export function decodeKeys(value: string | undefined, kind: string, keyCount: number): { keys: string[]; id: string } | undefined {
  if (value === undefined || value === '') return undefined;
  const parts = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const id = parts.at(-1) ?? '';
  if (parts.length !== keyCount + 2 || parts[0] !== kind || !/^[0-9a-f-]{36}$/i.test(id)) throw invalidCursor();
  const keys = parts.slice(1, -1);
  if (!keys.every((key) => /^\d{1,15}$/.test(key))) throw invalidCursor();
  return { keys, id };
}

/** Unrated tours sort as 0, after every rated one (ratings are 1 to 5); the rating index is on this expression. */
export const ratingKey = (columns: Pick<OrderColumns, 'ratingAverage'>) => sql`coalesce(${columns.ratingAverage}, 0)`;

/** Newest first: the order (and cursor) every list has always had. */
const newestFirst: TourOrder = {
  orderBy: (columns) => [desc(columns.createdAt), desc(columns.id)],
  after: (cursor) => afterCursor(tours.createdAt, tours.id, decodeCursor(cursor)),
  cursorOf: (row) => encodeCursor(row),
};

const byPrice = (direction: 'asc' | 'desc'): TourOrder => {
  const kind = `price_${direction}`;
  return {
    orderBy: (columns) => (direction === 'asc' ? [asc(columns.pricePaise), asc(columns.id)] : [desc(columns.pricePaise), desc(columns.id)]),
    after(cursor) {
      const decoded = decodeKeys(cursor, kind, 1);
      if (!decoded) return undefined;
      const key = sql`(${tours.pricePaise}, ${tours.id})`;
      const bound = sql`(${Number(decoded.keys[0])}::bigint, ${decoded.id}::uuid)`;
      return direction === 'asc' ? sql`${key} > ${bound}` : sql`${key} < ${bound}`;
    },
    cursorOf: (row) => encodeKeys(kind, [row.pricePaise], row.id),
  };
};

/** Best rated first; among equal averages the more reviewed; unrated tours last. */
const byRating: TourOrder = {
  orderBy: (columns) => [desc(ratingKey(columns)), desc(columns.reviewCount), desc(columns.id)],
  after(cursor) {
    const decoded = decodeKeys(cursor, 'rating', 2);
    if (!decoded) return undefined;
    // The average is kept in tenths in the cursor, so no decimal text is parsed.
    const average = Number(decoded.keys[0]) / 10;
    return sql`(${ratingKey(tours)}, ${tours.reviewCount}, ${tours.id}) < (${average}::numeric, ${Number(decoded.keys[1])}::int, ${decoded.id}::uuid)`;
  },
  cursorOf: (row) => encodeKeys('rating', [Math.round((row.ratingAverage ?? 0) * 10), row.reviewCount], row.id),
};

/**
 * Recommended first: the score the database keeps on every tour (decision 028), then the newer
 * tour, then id. The cursor carries the score and the creation time in milliseconds.
 */
const byRecommendation: TourOrder = {
  orderBy: (columns) => [desc(columns.recommendedScore), desc(columns.createdAt), desc(columns.id)],
  after(cursor) {
    const decoded = decodeKeys(cursor, 'recommended', 2);
    if (!decoded) return undefined;
    const createdAt = new Date(Number(decoded.keys[1]));
    return sql`(${tours.recommendedScore}, ${tours.createdAt}, ${tours.id}) < (${Number(decoded.keys[0])}::int, ${createdAt.toISOString()}::timestamptz, ${decoded.id}::uuid)`;
  },
  cursorOf: (row) => encodeKeys('recommended', [row.recommendedScore, row.createdAt.getTime()], row.id),
};

const orders: Record<TourSort, TourOrder> = {
  recommended: byRecommendation,
  newest: newestFirst,
  price_asc: byPrice('asc'),
  price_desc: byPrice('desc'),
  rating: byRating,
};

export const tourOrder = (sort: TourSort | undefined): TourOrder => orders[sort ?? 'recommended'];
