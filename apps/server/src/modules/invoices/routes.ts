import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import adminInvoiceRoutes from './admin-routes.ts';
import { storeTaxIdentity } from './tax-identity.ts';
import travellerInvoiceRoutes from './traveller-routes.ts';

/**
 * GST tax invoices and credit notes (decision 033): keeps the configured registration where every
 * paying transaction reads it, and serves the documents to the traveller and the operator.
 */
export default async function invoiceRoutes(app: FastifyInstance, options: { db: Database; gst: Config['gst'] }) {
  await storeTaxIdentity(options.db, options.gst);
  await app.register(travellerInvoiceRoutes, { db: options.db });
  await app.register(adminInvoiceRoutes, { db: options.db });
}
