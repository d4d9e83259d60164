import { formatRate } from '@yatrika/contract/gst';
import { partyWords } from '@yatrika/contract/person-type-messages';
import PDFDocument from 'pdfkit';
import type { NumberedDocument } from './document-response.ts';
import { stateName } from './document-response.ts';

/**
 * Amounts as "Rs. 1,234.50": the PDF's built-in Helvetica has no ₹ sign, and embedding a font for
 * one character would add its file to the server; "Rs." is the accepted written form.
 */
export function rupeesText(paise: number): string {
  const rupees = (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `Rs. ${rupees}`;
}

const personTypeNames: Record<string, string> = { adult: 'Adults', child: 'Children', infant: 'Infants', senior: 'Seniors' };

/** What the service was, in lines: the tour, its date and start time, and the party as charged. */
export function descriptionLines(document: NumberedDocument): string[] {
  const { description } = document;
  const lines = [
    `Tour: ${description.tourTitle}, ${description.tourLocation}`,
    `Date: ${description.bookingDate}, starting ${description.startTime} (India)`,
    `Party: ${partyWords(description)}`,
  ];
  for (const line of description.lines ?? []) {
    if (line.kind === 'people') lines.push(`  ${personTypeNames[line.type] ?? line.type}: ${line.quantity} x ${rupeesText(line.unitPaise)} = ${rupeesText(line.amountPaise)}`);
    else if (line.kind === 'group_discount') lines.push(`  Group discount (${line.percentOff}%): ${rupeesText(line.amountPaise)}`);
    else if (line.kind === 'kept') lines.push(`  Kept for travellers removed late: ${rupeesText(line.amountPaise)}`);
    else lines.push(`  Code ${line.code}: ${rupeesText(line.amountPaise)}`);
  }
  // Each payment is invoiced for what it paid (decision 040): say which, against the booking's total.
  const payment = document.kind === 'invoice' ? description.payment : undefined;
  if (payment) lines.push(`${paymentWords[payment.purpose]} toward the booking's total of ${rupeesText(payment.bookingTotalPaise)}`);
  return lines;
}

const paymentWords = { full: 'Payment in full', advance: 'Advance', balance: 'Balance', difference: 'Difference paid for a change' } as const;

/** The tax lines of a document: CGST and SGST at half the rate each, or IGST at the whole rate. */
export function taxLines(document: NumberedDocument): [string, number][] {
  const rate = document.rateBasisPoints;
  if (document.placeOfSupply === document.supplierState) {
    return [
      [`CGST @ ${formatRate(rate, true)}`, document.cgstPaise],
      [`SGST @ ${formatRate(rate, true)}`, document.sgstPaise],
    ];
  }
  return [[`IGST @ ${formatRate(rate, false)}`, document.igstPaise]];
}

/** A tax invoice or credit note as a one-page A4 PDF. */
export function renderTaxDocumentPdf(document: NumberedDocument): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${titleOf(document)} ${document.number}`, Author: document.supplierName } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('Helvetica-Bold').fontSize(18).text(titleOf(document).toUpperCase(), { align: 'center' });
  if (document.demo) pdf.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#b00020').text('Demo: issued by the demo operator, not a real tax invoice.', { align: 'center' }).fillColor('black');
  pdf.moveDown();

  pdf.font('Helvetica-Bold').fontSize(11).text(document.supplierName);
  pdf.font('Helvetica').fontSize(10).text(document.supplierAddress);
  pdf.text(`GSTIN: ${document.supplierGstin}    State: ${stateName(document.supplierState)} (${document.supplierState})`);
  pdf.moveDown();

  pdf.text(`${titleOf(document)} number: ${document.number}`);
  pdf.text(`Date: ${document.issuedOn}`);
  if (document.invoiceNumber) pdf.text(`Against tax invoice: ${document.invoiceNumber}`);
  pdf.text(`Booking reference: ${document.bookingReference}`);
  pdf.text(`Place of supply: ${stateName(document.placeOfSupply)} (${document.placeOfSupply})`);
  pdf.moveDown();

  pdf.font('Helvetica-Bold').text('Billed to');
  pdf.font('Helvetica').text(document.buyerBusinessName ?? document.buyerName);
  if (document.buyerBusinessName) pdf.text(`Attn: ${document.buyerName}`);
  if (document.buyerGstin) pdf.text(`GSTIN: ${document.buyerGstin}`);
  pdf.moveDown();

  pdf.font('Helvetica-Bold').text(`Tour operator services (SAC ${document.sac})${document.kind === 'credit_note' ? ': refund' : ''}`);
  pdf.font('Helvetica');
  for (const line of descriptionLines(document)) pdf.text(line);
  pdf.moveDown();

  const amounts: [string, number][] = [['Taxable value', document.taxablePaise], ...taxLines(document)];
  for (const [label, paise] of amounts) row(pdf, label, rupeesText(paise));
  pdf.font('Helvetica-Bold');
  row(pdf, document.kind === 'credit_note' ? 'Total credited (tax included)' : 'Total (tax included)', rupeesText(document.totalPaise));
  pdf.font('Helvetica').moveDown(2).fontSize(8).text('Prices include GST. This is a computer-generated document and needs no signature.');
  pdf.end();
  return done;
}

const titleOf = (document: NumberedDocument) => (document.kind === 'invoice' ? 'Tax invoice' : 'Credit note');

function row(pdf: PDFKit.PDFDocument, label: string, amount: string) {
  const y = pdf.y;
  pdf.text(label, 50, y, { width: 300 });
  pdf.text(amount, 350, y, { width: 195, align: 'right' });
  pdf.x = 50;
}
