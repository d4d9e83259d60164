import { errorResponse, idParams } from '@yatrika/contract/common';
import { categoryTourListQuery, tourListQuery, tourSearchFilterQuery } from '@yatrika/contract/tour-discovery';
import {
  tourCategoryListResponse,
  tourListResponse,
  tourResponse,
  travellerCategoryPaths,
} from '@yatrika/contract/tours';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedTourPage, categoryOrNotFound, listOptions } from './tour-page.ts';
import type { TourRouteOptions } from './route-options.ts';
import { toTourResponse } from './tour-response.ts';
import { findVisibleTour } from './visible-tour.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const traveller = { tags: ['tours'], security: [{ bearer: [] }] };
const categoryParams = z.object({
  category: z.string().describe(`One of: ${Object.keys(travellerCategoryPaths).join(', ')}`),
});

/** The signed-in traveller's catalogue: active tours only. */
export default async function travellerTourRoutes(app: FastifyInstance, { db, caches, horizonDays }: TourRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('traveller'));

  api.get(
    '/api/user/dashboard',
    {
      schema: {
        ...traveller,
        summary: 'Best packages: active tours, newest first unless sorted; filters narrow them, q searches',
        querystring: tourListQuery,
        response: { 200: tourListResponse, ...errors },
      },
    },
    // The same page as the visitor's destinations (public-routes.ts): one cached copy for both.
    (request, reply) =>
      cachedTourPage(db, caches, request, reply, 'active', listOptions(request.query, horizonDays), (tours) => tourListResponse.parse(tours)),
  );

  api.get(
    '/api/user/dashboard/search',
    {
      schema: {
        ...traveller,
        summary: 'Search active tours by title or location (case-insensitive, contains); filters and sort as for the home list',
        querystring: tourSearchFilterQuery,
        response: { 200: tourListResponse, ...errors },
      },
    },
    // Popular searches repeat across travellers; each distinct one is made once per catalogue change.
    (request, reply) =>
      cachedTourPage(db, caches, request, reply, 'search', listOptions(request.query, horizonDays), (tours) => tourListResponse.parse(tours)),
  );

  api.get(
    '/api/user/dashboard/tours/:category',
    {
      config: { successFlag: true },
      schema: {
        ...traveller,
        summary: 'Active tours of one category',
        params: categoryParams,
        querystring: categoryTourListQuery,
        response: { 200: tourCategoryListResponse, ...errors, 404: errorResponse },
      },
    },
    (request, reply) => {
      const category = categoryOrNotFound(travellerCategoryPaths, request.params.category);
      return cachedTourPage(db, caches, request, reply, 'category', { ...listOptions(request.query, horizonDays), category }, (tours) =>
        tourCategoryListResponse.parse({ success: true, data: tours }),
      );
    },
  );

  api.get(
    '/api/user/tours/:id',
    { schema: { ...traveller, summary: 'One active tour', params: idParams, response: { 200: tourResponse, ...errors, 404: errorResponse } } },
    async (request) => toTourResponse(await caches.visible.get(request.params.id, () => findVisibleTour(db, request.params.id))),
  );
}
