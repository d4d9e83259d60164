import { errorResponse } from '@yatrika/contract/common';
import { categoryTourListQuery, tourListQuery } from '@yatrika/contract/tour-discovery';
import { publicCategoryPaths, tourCategoryListResponse, tourListResponse } from '@yatrika/contract/tours';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedTourPage, categoryOrNotFound, listOptions } from './tour-page.ts';
import type { TourRouteOptions } from './route-options.ts';

const categoryParams = z.object({
  category: z.string().describe(`One of: ${Object.keys(publicCategoryPaths).join(', ')}`),
});

/** What visitors see without an account: active tours only. */
export default async function publicTourRoutes(app: FastifyInstance, { db, caches, horizonDays }: TourRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/routes/destinations',
    {
      schema: {
        tags: ['tours'],
        summary: 'Popular destinations: active tours, newest first unless sorted; filters narrow them',
        querystring: tourListQuery,
        response: { 200: tourListResponse, 400: errorResponse },
      },
    },
    // The same page as the traveller's home list (traveller-routes.ts): one cached copy for both.
    (request, reply) =>
      cachedTourPage(db, caches, request, reply, 'active', listOptions(request.query, horizonDays), (tours) => tourListResponse.parse(tours)),
  );

  api.get(
    '/api/routes/:category',
    {
      config: { successFlag: true },
      schema: {
        tags: ['tours'],
        summary: 'Active tours of one category (historical = historical & cultural); filters and sort as for destinations',
        params: categoryParams,
        querystring: categoryTourListQuery,
        response: { 200: tourCategoryListResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    (request, reply) => {
      const category = categoryOrNotFound(publicCategoryPaths, request.params.category);
      return cachedTourPage(db, caches, request, reply, 'category', { ...listOptions(request.query, horizonDays), category }, (tours) =>
        tourCategoryListResponse.parse({ success: true, data: tours }),
      );
    },
  );
}
