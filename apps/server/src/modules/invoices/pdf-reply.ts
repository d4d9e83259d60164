import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { NumberedDocument } from './document-response.ts';
import { renderTaxDocumentPdf } from './pdf.ts';

export const pdfAnswer = z.string().describe('A PDF file');

/** Sends a document as a PDF download named by its number ("YT-2627-000001.pdf"); never cached: it names the traveller. */
export async function sendDocumentPdf(reply: FastifyReply, document: NumberedDocument) {
  const file = await renderTaxDocumentPdf(document);
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${document.number.replaceAll('/', '-')}.pdf"`)
    .header('Cache-Control', 'private, no-store')
    .send(file);
}
