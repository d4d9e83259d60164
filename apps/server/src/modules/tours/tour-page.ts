import type { Tour, TourCategory } from '@yatrika/contract/tours';
import { categoryForPath, tourMessages } from '@yatrika/contract/tours';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { JsonBody, sendJsonBody } from '../../lib/json-body.ts';
import { DEFAULT_PAGE_SIZE, setPageHeaders } from '../../lib/pagination.ts';
import { listTours, type TourListOptions } from './service.ts';
import { lexiconBuildFailed } from './search/lexicon-keeper.ts';
import { lexiconSource } from './search/lexicon-source.ts';
import type { TourCaches } from './tour-caches.ts';

/** One page of tours for a list route; the next page is announced in headers. */
export async function tourPage(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  options: TourListOptions & { limit?: number; cursor?: string },
): Promise<Tour[]> {
  const page = await listTours(db, options, pageOf(options));
  setPageHeaders(request, reply, page.nextCursor);
  return page.items;
}

const pageOf = (options: { limit?: number | undefined; cursor?: string | undefined }) => ({
  limit: options.limit ?? DEFAULT_PAGE_SIZE,
  cursor: options.cursor === '' ? undefined : options.cursor,
});

/** A list's options as its place in memory: every field that changes the answer, in a fixed order. */
const cacheKey = (route: string, options: TourListOptions & { limit?: number | undefined; cursor?: string | undefined }) =>
  JSON.stringify([
    route,
    options.category ?? '',
    options.query?.trim() ?? '',
    options.state ?? '',
    options.minPrice ?? '',
    options.maxPrice ?? '',
    options.minDays ?? '',
    options.maxDays ?? '',
    options.sort ?? '',
    options.limit ?? '',
    options.cursor ?? '',
  ]);

/**
 * The same, for the lists that are the same for everyone who may see them (active tours, by
 * category, a search, with filters and sorts): served from memory, serialized and compressed once
 * per change of the catalogue. Ratings live on tours, so a review forgets them too. A list
 * filtered by date is always read afresh: its seats change with bookings, which are not announced.
 * `answer` shapes the route's body from the tours and checks it against the route's contract
 * (once, when made).
 */
export async function cachedTourPage(
  db: Database,
  caches: TourCaches,
  request: FastifyRequest,
  reply: FastifyReply,
  route: string,
  options: TourListOptions & { limit?: number | undefined; cursor?: string | undefined },
  answer: (tours: Tour[]) => unknown,
): Promise<void> {
  const load = async () => {
    const lexicon = () => caches.lexicon.get(lexiconSource(db), lexiconBuildFailed(request));
    const listed = await listTours(db, { ...options, lexicon }, pageOf(options));
    return { body: new JsonBody(answer(listed.items)), nextCursor: listed.nextCursor };
  };
  const page = options.date === undefined ? await caches.pages.get(cacheKey(route, options), load) : await load();
  setPageHeaders(request, reply, page.nextCursor);
  // Awaited: the reply finishes after the async onSend hooks, and the handler must not end first.
  await sendJsonBody(request, reply, page.body);
}

/** A list's query parameters as list options: `q` is the search (the search route's own `query` wins). */
export function listOptions<Query extends TourListOptions & { q?: string | undefined; query?: string | undefined }>(query: Query, horizonDays: number) {
  const { q, ...rest } = query;
  return { ...rest, query: query.query ?? q, horizonDays };
}

/** The category a list path names, or 404 for a path that names none. */
export function categoryOrNotFound(paths: Record<string, TourCategory>, path: string): TourCategory {
  const category = categoryForPath(paths, path);
  if (!category) throw notFound(tourMessages.unknownCategory);
  return category;
}
