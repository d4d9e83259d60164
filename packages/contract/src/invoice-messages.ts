/** Sentences about tax invoices and credit notes, shared by the server's answers and the web's tests. */
export const invoiceMessages = {
  gstinInvalid: 'Enter a valid 15-character GSTIN, e.g. 29ABCDE1234F1ZW, or leave it empty.',
  businessNameTooLong: 'The business name must be at most 120 characters.',
  noInvoice: 'This booking has no tax invoice.',
  creditNoteNotFound: 'Credit note not found.',
  documentNotFound: 'Invoice or credit note not found.',
  monthInvalid: 'Choose a month as YYYY-MM.',
} as const;
