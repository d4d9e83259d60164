import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import adminDatePriceRoutes from './admin-routes.ts';

/** Prices per date: the operator's rules (`/api/admin/tours/:id/date-prices`). */
export default async function pricingRoutes(app: FastifyInstance, options: { db: Database; horizonDays: number }) {
  await app.register(adminDatePriceRoutes, options);
}
