import { BUSINESS_NAME_MAX } from '@yatrika/contract/invoices';
import { TextField } from '../../../components/ui/field.tsx';
import type { BusinessInvoice } from './business-invoice.ts';

/**
 * Optional: the traveller's GSTIN and business name, for a GST tax invoice in the business's name
 * (decision 033). Folded away, since most travellers book for themselves.
 */
export function BusinessInvoiceFields({ value, onChange, error }: { value: BusinessInvoice; onChange: (value: BusinessInvoice) => void; error?: string | undefined }) {
  return (
    <details className="rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200" open={Boolean(value.gstin || value.businessName || error)}>
      <summary className="cursor-pointer text-sm font-semibold text-stone-700">GST invoice for a business (optional)</summary>
      <div className="mt-3 flex flex-col gap-3">
        <TextField
          label="GSTIN"
          name="gstin"
          autoComplete="off"
          maxLength={20}
          value={value.gstin}
          onChange={(event) => onChange({ ...value, gstin: event.target.value })}
          error={error}
          hint="15 characters, e.g. 29ABCDE1234F1ZW"
        />
        <TextField
          label="Business name"
          name="businessName"
          autoComplete="organization"
          maxLength={BUSINESS_NAME_MAX}
          value={value.businessName}
          onChange={(event) => onChange({ ...value, businessName: event.target.value })}
        />
      </div>
    </details>
  );
}
