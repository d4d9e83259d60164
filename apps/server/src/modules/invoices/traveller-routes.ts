import { errorResponse, entityId, idParams } from '@yatrika/contract/common';
import { bookingTaxDocumentsResponse } from '@yatrika/contract/invoices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { toTaxDocument, type NumberedDocument } from './document-response.ts';
import { bookingCreditNote, bookingDocuments, bookingInvoice, bookingInvoiceById } from './documents.ts';
import { pdfAnswer, sendDocumentPdf } from './pdf-reply.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const bearer = [{ bearer: [] }];

/** Where the traveller downloads a document of their booking. */
export const travellerPdfUrl = (document: NumberedDocument, first = true) =>
  document.kind === 'invoice'
    ? first
      ? `/api/user/bookings/${document.bookingId}/invoice.pdf`
      : `/api/user/bookings/${document.bookingId}/invoices/${document.id}.pdf`
    : `/api/user/bookings/${document.bookingId}/credit-notes/${document.id}.pdf`;

/** A traveller's tax invoice and credit notes of their own booking (decision 033). */
export default async function travellerInvoiceRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('traveller'));

  api.get(
    '/api/user/bookings/:id/tax-documents',
    {
      schema: {
        tags: ['bookings'],
        summary: "Your booking's GST tax invoice (null when it has none) and credit notes, with where to download each",
        security: bearer,
        params: idParams,
        response: { 200: bookingTaxDocumentsResponse, ...errors },
      },
    },
    async (request) => {
      const documents = await bookingDocuments(db, request.params.id, signedInUser(request)._id);
      const invoices = documents.filter((document) => document.kind === 'invoice');
      const invoice = invoices[0];
      return {
        invoice: invoice ? toTaxDocument(invoice, travellerPdfUrl(invoice)) : null,
        invoices: invoices.map((each, index) => toTaxDocument(each, travellerPdfUrl(each, index === 0))),
        creditNotes: documents.filter((document) => document.kind === 'credit_note').map((note) => toTaxDocument(note, travellerPdfUrl(note))),
      };
    },
  );

  api.get(
    '/api/user/bookings/:id/invoice.pdf',
    {
      schema: {
        tags: ['bookings'],
        summary: "Your booking's GST tax invoice as a PDF; 404 \"This booking has no tax invoice.\" when it has none",
        security: bearer,
        params: idParams,
        produces: ['application/pdf'],
        response: { 200: pdfAnswer, ...errors },
      },
    },
    async (request, reply) => sendDocumentPdf(reply, await bookingInvoice(db, request.params.id, signedInUser(request)._id)),
  );

  api.get(
    '/api/user/bookings/:id/invoices/:invoiceId.pdf',
    {
      schema: {
        tags: ['bookings'],
        summary: 'One tax invoice of your booking (each payment toward it has its own) as a PDF',
        security: bearer,
        params: z.object({ id: entityId, invoiceId: entityId }),
        produces: ['application/pdf'],
        response: { 200: pdfAnswer, ...errors },
      },
    },
    async (request, reply) => sendDocumentPdf(reply, await bookingInvoiceById(db, request.params.id, request.params.invoiceId, signedInUser(request)._id)),
  );

  api.get(
    '/api/user/bookings/:id/credit-notes/:noteId.pdf',
    {
      schema: {
        tags: ['bookings'],
        summary: 'A credit note of your booking (issued for a refund, against its invoice) as a PDF',
        security: bearer,
        params: z.object({ id: entityId, noteId: entityId }),
        produces: ['application/pdf'],
        response: { 200: pdfAnswer, ...errors },
      },
    },
    async (request, reply) => sendDocumentPdf(reply, await bookingCreditNote(db, request.params.id, request.params.noteId, signedInUser(request)._id)),
  );
}
