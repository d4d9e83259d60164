import { z } from './zod.ts';
import { entityId, isoDateTime } from './common.ts';
import { isValidGstin, normalizeGstin } from './gstin.ts';
import { invoiceMessages } from './invoice-messages.ts';

export { invoiceMessages } from './invoice-messages.ts';

export const BUSINESS_NAME_MAX = 120;

/**
 * The traveller's own GSTIN at checkout, optional: any case and spaces accepted, stored upper case
 * without them; an empty box is no GSTIN. Its check character is verified (gstin.ts).
 */
export const gstinField = z
  .string({ message: invoiceMessages.gstinInvalid })
  .max(40, invoiceMessages.gstinInvalid)
  .transform(normalizeGstin)
  .refine((value) => value === '' || isValidGstin(value), invoiceMessages.gstinInvalid)
  .transform((value) => (value === '' ? undefined : value));

/** The registered business the GSTIN belongs to, optional; an empty box is none. */
export const businessNameField = z
  .string({ message: invoiceMessages.businessNameTooLong })
  .trim()
  .max(BUSINESS_NAME_MAX, invoiceMessages.businessNameTooLong)
  .refine((value) => !value.includes('\u0000'), 'Contains a character that is not allowed.')
  .transform((value) => (value === '' ? undefined : value));

export const taxDocumentKinds = ['invoice', 'credit_note'] as const;

/** A tax invoice or a credit note as the traveller's receipt and the operator's list answer it. Amounts in rupees. */
export const taxDocument = z.object({
  _id: entityId,
  kind: z.enum(taxDocumentKinds),
  /** "YT/2627/000001" for an invoice, "CN/2627/000001" for a credit note. */
  number: z.string(),
  /** India's date of issue, "YYYY-MM-DD". */
  issuedOn: z.string(),
  issuedAt: isoDateTime,
  /** The invoice a credit note is against; null on an invoice. */
  invoiceNumber: z.string().nullable(),
  bookingId: entityId.nullable(),
  bookingReference: z.string(),
  buyerName: z.string(),
  buyerGstin: z.string().nullable(),
  businessName: z.string().nullable(),
  /** The place of supply's GST state code and name (decision 033). */
  placeOfSupply: z.object({ code: z.string(), name: z.string() }),
  ratePercent: z.number(),
  taxableValue: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
  /** Where its PDF is downloaded by whoever asked for this list. */
  pdfUrl: z.string(),
});
export type TaxDocument = z.infer<typeof taxDocument>;

/** `GET /api/user/bookings/{id}/tax-documents`: the booking's invoice (null without one) and its credit notes. */
/**
 * A booking's tax documents: `invoice`, its first payment's (null when it has none), and `invoices`,
 * one per payment toward it (decision 040: an advance, then its balance or a difference), first
 * one first; `creditNotes`, one per refund.
 */
export const bookingTaxDocumentsResponse = z.object({ invoice: taxDocument.nullable(), invoices: z.array(taxDocument), creditNotes: z.array(taxDocument) });
export type BookingTaxDocumentsResponse = z.infer<typeof bookingTaxDocumentsResponse>;

/** `GET /api/admin/invoices?month=YYYY-MM` (and `.csv`): the month by India's date of issue. */
export const taxDocumentsMonthQuery = z.object({
  month: z
    .string({ message: invoiceMessages.monthInvalid })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, invoiceMessages.monthInvalid),
});
export const adminTaxDocumentsResponse = z.object({
  month: z.string(),
  /** False when the server has no GSTIN configured: no new documents are issued. */
  issuing: z.boolean(),
  documents: z.array(taxDocument),
});
export type AdminTaxDocumentsResponse = z.infer<typeof adminTaxDocumentsResponse>;
