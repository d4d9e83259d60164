import { and, eq, lt, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

/**
 * Position after the last row of a page: lists are ordered by (createdAt desc, id desc), or by
 * (rank desc, createdAt desc, id desc) where a list puts some rows first (verified reviews).
 */
export interface Cursor {
  rank?: number;
  createdAt: Date;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  const rank = cursor.rank === undefined ? '' : `${cursor.rank}|`;
  return Buffer.from(`${rank}${cursor.createdAt.toISOString()}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string | undefined): Cursor | undefined {
  if (value === undefined || value === '') return undefined;
  const parts = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const [rankText, iso, id] = parts.length === 3 ? parts : [undefined, ...parts];
  const rank = rankText === undefined ? undefined : /^\d{1,3}$/.test(rankText) ? Number(rankText) : Number.NaN;
  const createdAt = new Date(iso ?? '');
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(rank)) {
    throw badRequest('The cursor is not valid. Start again from the first page.');
  }
  return rank === undefined ? { createdAt, id } : { rank, createdAt, id };
}

export interface Page<T> {
  items: T[];
  nextCursor: string | undefined;
}

/**
 * Services fetch limit + 1 rows; the extra row only tells whether another
 * page exists.
 */
export function toPage<T extends { createdAt: Date; id: string; rank?: number }>(rows: T[], limit: number): Page<T> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor({ rank: last.rank, createdAt: last.createdAt, id: last.id }) : undefined };
}

/** Announces the next page in headers, so bare-array answers stay bare arrays. */
export function setPageHeaders(request: FastifyRequest, reply: FastifyReply, nextCursor: string | undefined): void {
  if (!nextCursor) return;
  const url = new URL(request.url, 'http://placeholder');
  url.searchParams.set('cursor', nextCursor);
  reply.header('X-Next-Cursor', nextCursor);
  reply.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
}

export const DEFAULT_PAGE_SIZE = 50;

/** What a list service needs: how many rows, and where to start. */
export interface PageRequest {
  limit: number;
  cursor: Cursor | undefined;
}

/** The page a request's `limit` and `cursor` query parameters ask for (400 for a bad cursor). */
export function pageRequest(query: { limit?: number; cursor?: string }, defaultLimit = DEFAULT_PAGE_SIZE): PageRequest {
  return { limit: query.limit ?? defaultLimit, cursor: decodeCursor(query.cursor) };
}

/**
 * Rows after `cursor` in (createdAt desc, id desc) order, in a form the
 * (created_at desc, id desc) indexes serve. Exact because timestamps are
 * stored with millisecond precision, like the cursor's JS Date.
 */
export function afterCursor(createdAt: AnyColumn, id: AnyColumn, cursor: Cursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  return or(lt(createdAt, cursor.createdAt), and(eq(createdAt, cursor.createdAt), lt(id, cursor.id)));
}

/**
 * Rows after `cursor` in (rank desc, createdAt desc, id desc) order. A cursor without a rank
 * (from a list that had none) starts the ranked list again from its first row's rank.
 */
export function afterRankedCursor(rank: SQL<number>, createdAt: AnyColumn, id: AnyColumn, cursor: Cursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  if (cursor.rank === undefined) return afterCursor(createdAt, id, cursor);
  return or(lt(rank, cursor.rank), and(eq(rank, cursor.rank), afterCursor(createdAt, id, cursor)));
}
