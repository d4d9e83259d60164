import type { Tour, TourCategory } from '@yatrika/contract/tours';
import { categoryForPath, tourMessages } from '@yatrika/contract/tours';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { pageRequest, setPageHeaders } from '../../lib/pagination.ts';
import { listTours, type TourListOptions } from './service.ts';

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

/** The category a list path names, or 404 for a path that names none. */
export function categoryOrNotFound(paths: Record<string, TourCategory>, path: string): TourCategory {
  const category = categoryForPath(paths, path);
  if (!category) throw notFound(tourMessages.unknownCategory);
  return category;
}
