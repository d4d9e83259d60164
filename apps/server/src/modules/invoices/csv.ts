import { stateName, type NumberedDocument } from './document-response.ts';

const header = [
  'type',
  'number',
  'date',
  'against invoice',
  'booking reference',
  'buyer',
  'buyer GSTIN',
  'business name',
  'place of supply',
  'SAC',
  'rate %',
  'taxable value',
  'CGST',
  'SGST',
  'IGST',
  'total',
];

/** A cell as CSV wants it, and never read as a formula by a spreadsheet (a leading =, +, -, @). */
function cell(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? value.toFixed(2) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const rupees = (paise: number) => paise / 100;

/** The month's invoices and credit notes for the operator's accountant, one line each, rupees with two decimals. */
export function taxDocumentsCsv(documents: NumberedDocument[]): string {
  const lines = documents.map((document) =>
    [
      document.kind === 'invoice' ? 'invoice' : 'credit note',
      document.number,
      document.issuedOn,
      document.invoiceNumber,
      document.bookingReference,
      document.buyerName,
      document.buyerGstin,
      document.buyerBusinessName,
      `${document.placeOfSupply} ${stateName(document.placeOfSupply)}`,
      document.sac,
      String(document.rateBasisPoints / 100),
      rupees(document.taxablePaise),
      rupees(document.cgstPaise),
      rupees(document.sgstPaise),
      rupees(document.igstPaise),
      rupees(document.totalPaise),
    ]
      .map(cell)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
