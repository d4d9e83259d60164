import { formatRupees } from '@yatrika/contract/money';
import type { PartPaymentOffer, PaymentChoice } from '@yatrika/contract/part-payment';
import { partPaymentMessages } from '@yatrika/contract/part-payment-messages';

/**
 * Paying in parts (decision 035): "Pay in full" or "Pay ₹X now, ₹Y by 12 Dec", with what happens if
 * the balance is not paid stated before paying. The amounts are the contract's partPaymentOffer, the
 * same split the server charges.
 */
export function PaymentChoiceField({
  offer,
  total,
  value,
  onChange,
  disabled,
}: {
  offer: PartPaymentOffer;
  /** Rupees. */
  total: number;
  value: PaymentChoice;
  onChange: (choice: PaymentChoice) => void;
  disabled?: boolean;
}) {
  const option = (choice: PaymentChoice, label: string) => (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2 ring-1 ring-stone-200 has-checked:bg-brand-50 has-checked:ring-brand-600">
      <input type="radio" name="payment" value={choice} className="mt-1" checked={value === choice} onChange={() => onChange(choice)} disabled={disabled} />
      <span className="text-sm font-medium text-stone-800">{label}</span>
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-stone-700">How would you like to pay?</legend>
      {option('full', `${partPaymentMessages.payInFull} (${formatRupees(total)})`)}
      {option('advance', partPaymentMessages.payAdvance(offer.advancePaise / 100, offer.balancePaise / 100, offer.balanceDueOn))}
      {value === 'advance' && <p className="text-xs text-stone-600">{partPaymentMessages.consequence(offer.balanceDueOn)}</p>}
    </fieldset>
  );
}
