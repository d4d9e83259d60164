import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import adminPromoCodeRoutes from './admin-routes.ts';
import promoCodeCheckRoutes from './check-routes.ts';
import type { QuoteWithCode } from './check.ts';

export type { QuoteWithCode } from './check.ts';

/**
 * Promo codes (decision 032): the operator's codes at `/api/admin/promo-codes`, and the
 * traveller's check of a code at checkout. Each audience is its own plugin, so each role guard
 * covers exactly its routes.
 */
export default async function promoCodeRoutes(app: FastifyInstance, options: { db: Database; quote: QuoteWithCode }) {
  await app.register(adminPromoCodeRoutes, options);
  await app.register(promoCodeCheckRoutes, options);
}
