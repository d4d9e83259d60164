import { entityId, errorResponse } from '@yatrika/contract/common';
import { adminTaxDocumentsResponse, taxDocumentsMonthQuery } from '@yatrika/contract/invoices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { taxDocumentsCsv } from './csv.ts';
import { toTaxDocument, type NumberedDocument } from './document-response.ts';
import { documentById, monthDocuments } from './documents.ts';
import { pdfAnswer, sendDocumentPdf } from './pdf-reply.ts';
import { readTaxIdentity } from './tax-identity.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

const adminPdfUrl = (document: NumberedDocument) => `/api/admin/invoices/${document.id}.pdf`;

/** The operator's invoices and credit notes by month, as a list, a CSV for the accountant, and each as a PDF. */
export default async function adminInvoiceRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));

  api.get(
    '/api/admin/invoices',
    {
      config: { permission: 'money.read' },
      schema: {
        ...admin,
        summary: "The month's GST tax invoices and credit notes (?month=YYYY-MM, by India's date of issue), each by number",
        querystring: taxDocumentsMonthQuery,
        response: { 200: adminTaxDocumentsResponse, ...errors },
      },
    },
    async (request) => ({
      month: request.query.month,
      issuing: (await readTaxIdentity(db)) !== undefined,
      documents: (await monthDocuments(db, request.query.month)).map((document) => toTaxDocument(document, adminPdfUrl(document))),
    }),
  );

  api.get(
    '/api/admin/invoices.csv',
    {
      config: { permission: 'money.read' },
      schema: {
        ...admin,
        summary: "The month's GST tax invoices and credit notes as CSV (?month=YYYY-MM): one row each, rupees with two decimals",
        querystring: taxDocumentsMonthQuery,
        produces: ['text/csv'],
        response: { 200: z.string().describe('A CSV file, UTF-8 with a byte-order mark'), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="yatrika-gst-${request.query.month}.csv"`)
        .header('Cache-Control', 'private, no-store')
        // The byte-order mark makes spreadsheets read the names as UTF-8.
        .send(`\uFEFF${taxDocumentsCsv(await monthDocuments(db, request.query.month))}`),
  );

  api.get(
    '/api/admin/invoices/:documentId.pdf',
    {
      config: { permission: 'money.read' },
      schema: {
        ...admin,
        summary: 'Any tax invoice or credit note as a PDF',
        params: z.object({ documentId: entityId }),
        produces: ['application/pdf'],
        response: { 200: pdfAnswer, ...errors },
      },
    },
    async (request, reply) => sendDocumentPdf(reply, await documentById(db, request.params.documentId)),
  );
}
