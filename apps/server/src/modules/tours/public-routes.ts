import { errorResponse, pageQuery } from '@yatrika/contract/common';
import { publicCategoryPaths, tourCategoryListResponse, tourListResponse } from '@yatrika/contract/tours';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { categoryOrNotFound, tourPage } from './tour-page.ts';

const categoryParams = z.object({
  category: z.string().describe(`One of: ${Object.keys(publicCategoryPaths).join(', ')}`),
});

/** What visitors see without an account: active tours only. */
export default async function publicTourRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/routes/destinations',
    {
      schema: {
        tags: ['tours'],
        summary: 'Popular destinations: active tours, newest first',
        querystring: pageQuery,
        response: { 200: tourListResponse, 400: errorResponse },
      },
    },
    async (request, reply) => tourPage(db, request, reply, request.query),
  );

  api.get(
    '/api/routes/:category',
    {
      config: { successFlag: true },
      schema: {
        tags: ['tours'],
        summary: 'Active tours of one category (historical = historical & cultural)',
        params: categoryParams,
        querystring: pageQuery,
        response: { 200: tourCategoryListResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const category = categoryOrNotFound(publicCategoryPaths, request.params.category);
      return { success: true as const, data: await tourPage(db, request, reply, { ...request.query, category }) };
    },
  );
}
