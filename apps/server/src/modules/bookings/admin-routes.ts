import { bookingsCsvFileName } from '@yatrika/contract/admin-booking-table';
import { adminBookingsCsvQuery, adminBookingsQuery, adminBookingsResponse, bookingMessages } from '@yatrika/contract/bookings';
import { todayInIndia } from '@yatrika/contract/dates';
import { adminSearchTerms } from '@yatrika/contract/admin-search';
import { errorResponse, idParams, messageResponse } from '@yatrika/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { sendCsvFile } from '../../lib/csv.ts';
import { auditActorOf } from '../audit/public.ts';
import { DEFAULT_PAGE_SIZE, pageRequest, setPageHeaders } from '../../lib/pagination.ts';
import { everyListedBooking, listAllBookings, listSortedBookings, type AdminBookingFilter } from './admin-list.ts';
import { deleteBooking } from './admin-service.ts';
import { bookingsCsv } from './bookings-csv.ts';
import { decodeOffsetCursor } from './booking-table.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

type ListQuery = z.infer<typeof adminBookingsCsvQuery>;

/**
 * The list's filters as the service takes them: status; the search, read as admin-search.ts says
 * or, with the Filter dropdown's field, as text within it; and the table's.
 */
function filterOf({ status, query, searchIn, tourId, from, to, channel }: ListQuery): AdminBookingFilter {
  const text = query?.trim() ?? '';
  const fieldContains = searchIn && text ? { field: searchIn, text } : undefined;
  return { status, search: searchIn ? undefined : adminSearchTerms(query), table: { tourId, from, to, channel, fieldContains } };
}

/** Every booking as an administrator sees it: listed and deleted (changes: operator-routes.ts). */
export default async function adminBookingRoutes(
  app: FastifyInstance,
  { db }: { db: Database },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));

  api.get(
    '/api/admin/bookings',
    {
      config: { permission: 'bookings.read' },
      schema: {
        ...admin,
        summary:
          'Every booking, newest first; `status` filters, `query` finds a reference (any case, dashes optional, any part), a name, email or phone; `tourId`, travel dates `from`/`to` and `channel` narrow it, `sort` and `order` sort it by a column',
        querystring: adminBookingsQuery,
        response: { 200: adminBookingsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { limit, cursor, sort, order, ...rest } = request.query;
      const filter = filterOf(rest);
      const page = sort
        ? await listSortedBookings(db, filter, { sort, order, limit: limit ?? DEFAULT_PAGE_SIZE, offset: decodeOffsetCursor(cursor) })
        : await listAllBookings(db, filter, pageRequest({ limit, cursor }));
      setPageHeaders(request, reply, page.nextCursor);
      return page.items;
    },
  );

  api.get(
    '/api/admin/bookings.csv',
    {
      config: { permission: 'bookings.read' },
      schema: {
        ...admin,
        summary: 'The bookings the same filters and order keep, every page, as CSV: one row per booking, amounts in rupees',
        querystring: adminBookingsCsvQuery,
        produces: ['text/csv'],
        response: { 200: z.string().describe('A CSV file, UTF-8 with a byte-order mark: one row per booking'), ...errors },
      },
    },
    async (request, reply) => {
      const { sort, order } = request.query;
      const list = await everyListedBooking(db, filterOf(request.query), sort ? { sort, order } : undefined);
      return sendCsvFile(reply, bookingsCsvFileName(todayInIndia()), bookingsCsv(list));
    },
  );

  api.delete(
    '/api/admin/bookings/:id',
    { config: { permission: 'bookings.change' }, schema: { ...admin, summary: 'Delete a booking (a paid one must be canceled, and so refunded, first)', params: idParams, response: { 200: messageResponse, ...errors } } },
    async (request) => {
      await deleteBooking(db, request.params.id, auditActorOf(request));
      return { message: bookingMessages.deleted };
    },
  );
}
