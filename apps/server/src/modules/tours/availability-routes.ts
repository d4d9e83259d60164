import { errorResponse } from '@yatrika/contract/common';
import { availabilityQuery, availabilityResponse } from '@yatrika/contract/departures';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { tourAvailability } from '../departures/public.ts';
import { pricesOnDates } from '../pricing/public.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { findVisibleTour } from './visible-tour.ts';

/** Seats are owned by departures; the calendar is read here because its address is a tour's. Anyone may see which dates have seats: no token. Never cached: the seats are live. */
export default async function availabilityRoutes(app: FastifyInstance, options: { db: Database; horizonDays: number }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/routes/tours/:id/availability',
    {
      schema: {
        tags: ['tours'],
        summary: "A tour's departures: seats left, status and each person type's price for each date (from today in India, 60 days by default)",
        // Any text: a malformed id is the same 404 as an unknown tour.
        params: z.object({ id: z.string().max(100) }),
        querystring: availabilityQuery,
        response: { 200: availabilityResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const tour = await findVisibleTour(options.db, request.params.id);
      const calendar = await tourAvailability(options.db, tour, request.query, { horizonDays: options.horizonDays });
      // Each date's prices (decision 031), read for the whole range in one query.
      const first = calendar.dates[0]?.date;
      const prices = first ? await pricesOnDates(options.db, tour, first, calendar.dates.length) : undefined;
      return {
        ...calendar,
        dates: calendar.dates.map((day) => ({
          ...day,
          prices: (prices?.get(day.date) ?? []).map(({ type, pricePaise }) => ({ type, price: paiseToRupees(pricePaise) })),
        })),
      };
    },
  );
}
