import { businessNameField, gstinField } from '@yatrika/contract/invoices';

/** The optional GST invoice fields as typed. */
export interface BusinessInvoice {
  gstin: string;
  businessName: string;
}

export const emptyBusinessInvoice: BusinessInvoice = { gstin: '', businessName: '' };

/**
 * What the checkout sends for a tax invoice in a business's name, checked by the contract's own
 * rule (the server's sentence when the GSTIN is wrong); nothing when both are empty.
 */
export function businessInvoiceToSend(typed: BusinessInvoice): { fields: { gstin?: string; businessName?: string } } | { problem: string } {
  const gstin = gstinField.safeParse(typed.gstin);
  if (!gstin.success) return { problem: gstin.error.issues[0]!.message };
  const businessName = businessNameField.safeParse(typed.businessName);
  if (!businessName.success) return { problem: businessName.error.issues[0]!.message };
  return { fields: { ...(gstin.data ? { gstin: gstin.data } : {}), ...(businessName.data ? { businessName: businessName.data } : {}) } };
}
