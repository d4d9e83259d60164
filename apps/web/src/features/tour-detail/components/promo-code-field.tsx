import type { BookingDetails } from '@yatrika/contract/bookings';
import type { PromoCodeCheckResponse } from '@yatrika/contract/promo-codes';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatRupees } from '../../../lib/format.ts';
import { checkPromoCode } from '../api/check-promo-code.ts';

/** A code the server said applies, and the booking it was priced for (a change of date or party needs a new check). */
export interface AppliedPromoCode {
  code: string;
  /** `promoCodeBookingKey` of the booking it was checked on. */
  forBooking: string;
  price: PromoCodeCheckResponse;
}

/** What a code's price depends on: a different date, start time or party means checking again. */
export function promoCodeBookingKey(booking: Pick<BookingDetails, 'bookingDate' | 'numPeople' | 'startTime' | 'party'>): string {
  return `${booking.bookingDate}|${booking.startTime ?? ''}|${booking.numPeople}|${JSON.stringify(booking.party ?? {})}`;
}

/** The applied code when it still fits the booking about to be paid for. */
export function promoCodeFor(applied: AppliedPromoCode | null, booking: Pick<BookingDetails, 'bookingDate' | 'numPeople' | 'startTime' | 'party'>): AppliedPromoCode | null {
  return applied && applied.forBooking === promoCodeBookingKey(booking) ? applied : null;
}

const unavailable = 'We could not check this code. Please try again.';

/**
 * "Promo code" with Apply, in the booking form (decision 032): the server prices the booking with
 * the code and answers the discount line and the total to pay, or the sentence that says exactly
 * why the code does not apply. The form sends the applied code with the order.
 */
export function PromoCodeField({
  booking,
  applied,
  onApplied,
  disabled,
}: {
  /** The booking as the form would send it now. */
  booking: BookingDetails;
  applied: AppliedPromoCode | null;
  onApplied: (applied: AppliedPromoCode | null) => void;
  disabled?: boolean;
}) {
  const [typed, setTyped] = useState('');
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const current = promoCodeFor(applied, booking);
  const stale = applied !== null && current === null;

  async function apply() {
    const code = typed.trim();
    if (!code || checking) return;
    setChecking(true);
    setRefusal(null);
    try {
      const price = await checkPromoCode(booking, code);
      onApplied({ code: price.code, forBooking: promoCodeBookingKey(booking), price });
    } catch (error) {
      onApplied(null);
      setRefusal(errorMessage(error, unavailable));
    } finally {
      setChecking(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="promo-code" className="text-sm font-semibold text-stone-700">
        Promo code
      </label>
      <div className="flex gap-2">
        <input
          id="promo-code"
          name="promoCode"
          autoComplete="off"
          maxLength={40}
          value={typed}
          disabled={disabled}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? 'promo-code-problem' : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the code rather than paying.
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
          className="block w-full min-w-0 rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 uppercase text-stone-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-600"
        />
        <Button type="button" variant="secondary" onClick={() => void apply()} disabled={disabled || checking || typed.trim() === ''}>
          {checking ? 'Checking...' : 'Apply'}
        </Button>
      </div>
      <div aria-live="polite" className="empty:hidden">
        {refusal && (
          <p id="promo-code-problem" role="alert" className="text-sm text-red-700">
            {refusal}
          </p>
        )}
        {current && <AppliedLines price={current.price} onRemove={() => onApplied(null)} />}
        {stale && <p className="text-sm text-stone-600">The date or party changed: apply the code again to see its discount.</p>}
      </div>
    </div>
  );
}

function AppliedLines({ price, onRemove }: { price: PromoCodeCheckResponse; onRemove: () => void }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
      <p className="font-medium">{price.message}</p>
      <p className="flex justify-between gap-3">
        <span>Discount ({price.code})</span>
        <span aria-label="Discount">−{formatRupees(price.discount)}</span>
      </p>
      <p className="flex justify-between gap-3 font-semibold">
        <span>Total to pay</span>
        <span aria-label="Total to pay">{formatRupees(price.total)}</span>
      </p>
      <button type="button" onClick={onRemove} className="self-start text-xs font-medium text-emerald-800 underline">
        Remove code
      </button>
    </div>
  );
}
