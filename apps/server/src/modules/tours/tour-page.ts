import type { Tour, TourCategory } from '@yatrika/contract/tours';
import { categoryForPath, tourMessages } from '@yatrika/contract/tours';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { JsonBody, sendJsonBody } from '../../lib/json-body.ts';
import { pageRequest, setPageHeaders } from '../../lib/pagination.ts';
import { listTours, type TourListOptions } from './service.ts';
import type { TourCaches } from './tour-caches.ts';

/** One page of tours for a list route; the next page is announced in headers. */
export async function tourPage(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  options: TourListOptions & { limit?: number; cursor?: string },
): Promise<Tour[]> {
  const page = await listTours(db, options, pageRequest(options));
  setPageHeaders(request, reply, page.nextCursor);
  return page.items;
}

/**
 * The same, for the lists that are the same for everyone who may see them (active tours, by
 * category, a search): served from memory, serialized and compressed once per change of the
 * catalogue. `answer` shapes the route's body from the tours and checks it against the route's
 * contract (once, when made).
 */
export async function cachedTourPage(
  db: Database,
  caches: TourCaches,
  request: FastifyRequest,
  reply: FastifyReply,
  route: string,
  options: { category?: TourCategory; query?: string; limit?: number; cursor?: string },
  answer: (tours: Tour[]) => unknown,
): Promise<void> {
  const key = JSON.stringify([route, options.category ?? '', options.query?.trim() ?? '', options.limit ?? '', options.cursor ?? '']);
  const page = await caches.pages.get(key, async () => {
    const listed = await listTours(db, options, pageRequest(options));
    return { body: new JsonBody(answer(listed.items)), nextCursor: listed.nextCursor };
  });
  setPageHeaders(request, reply, page.nextCursor);
  // Awaited: the reply finishes after the async onSend hooks, and the handler must not end first.
  await sendJsonBody(request, reply, page.body);
}

/** The category a list path names, or 404 for a path that names none. */
export function categoryOrNotFound(paths: Record<string, TourCategory>, path: string): TourCategory {
  const category = categoryForPath(paths, path);
  if (!category) throw notFound(tourMessages.unknownCategory);
  return category;
}
