import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import newsletterAdminRoutes from './admin-routes.ts';
import { prepareNewsletterLinks } from './links.ts';
import newsletterPublicRoutes from './public-routes.ts';

/**
 * The newsletter: the footer's box with double opt-in (the confirmation is an email in the outbox),
 * confirming and unsubscribing from the emailed links, and the operator's list. Only this module
 * writes `newsletter_subscribers`; no other module uses it, so it has no public.ts.
 */
export default async function newsletterRoutes(app: FastifyInstance, { db }: { db: Database }) {
  // The links' signing key is made at boot, like the other generated secrets: no request writes it.
  await prepareNewsletterLinks(db);
  await app.register(newsletterPublicRoutes, { db });
  await app.register(newsletterAdminRoutes, { db });
}
