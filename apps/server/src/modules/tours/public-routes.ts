import { errorResponse } from '@yatrika/contract/common';
import { suggestionsQuery, suggestionsResponse } from '@yatrika/contract/search-suggestions';
import { categoryTourListQuery, tourListQuery } from '@yatrika/contract/tour-discovery';
import { publicCategoryPaths, tourCategoryListResponse, tourListResponse, tourResponse } from '@yatrika/contract/tours';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedTourPage, categoryOrNotFound, listOptions } from './tour-page.ts';
import { lexiconBuildFailed } from './search/lexicon-keeper.ts';
import { lexiconSource } from './search/lexicon-source.ts';
import { loadPlaces, suggest } from './suggestions.ts';
import type { TourRouteOptions } from './route-options.ts';
import { toTourResponse } from './tour-response.ts';
import { findVisibleTour } from './visible-tour.ts';

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
    '/api/routes/suggest',
    {
      schema: {
        tags: ['tours'],
        summary: 'Suggestions as a traveller types: places, states, categories and tours (at most 8), each with where it leads',
        querystring: suggestionsQuery,
        response: { 200: suggestionsResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const typed = (request.query.q ?? '').trim().toLowerCase();
      const suggestions = await caches.suggestions.get(typed, async () => {
        const [lexicon, places] = await Promise.all([
          caches.lexicon.get(lexiconSource(db), lexiconBuildFailed(request)),
          caches.places.get('places', () => loadPlaces(db)),
        ]);
        return suggest(db, lexicon, places, typed);
      });
      return { suggestions };
    },
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

  api.get(
    '/api/routes/tours/:id',
    {
      schema: {
        tags: ['tours'],
        summary: "One active tour, for its public page (/tours/{id}/{slug}); the same answer as /api/user/tours/{id}",
        // Any text: a malformed id is the same 404 as an unknown, banned or deleted tour.
        params: z.object({ id: z.string().max(100) }),
        response: { 200: tourResponse, 404: errorResponse },
      },
    },
    // From the same memory as the traveller's tour page and the page's <head> (tour-page-extras.ts, public-tour-head.ts).
    async (request) => toTourResponse(await caches.visible.get(request.params.id, () => findVisibleTour(db, request.params.id))),
  );
}
