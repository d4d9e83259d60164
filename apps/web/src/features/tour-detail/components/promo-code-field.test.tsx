import type { BookingDetails } from '@yatrika/contract/bookings';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { PromoCodeField, promoCodeFor, type AppliedPromoCode } from './promo-code-field.tsx';

const checkUrl = 'POST /api/user/promo-codes/check';
const booking: BookingDetails = { tourId: 'tour-1', fullName: 'Asha Verma', phone: '9876543210', bookingDate: '2026-12-20', numPeople: 2, startTime: '09:00' };
const applied = {
  message: 'Code Diwali10 applied.',
  code: 'Diwali10',
  lines: [
    { kind: 'people', type: 'adult', quantity: 2, unitPrice: 10_000, amount: 20_000 },
    { kind: 'promo_code', code: 'Diwali10', percentOff: 10, amount: -2_000 },
  ],
  subtotal: 20_000,
  discount: 2_000,
  total: 18_000,
};

/** The field as the booking form holds it: the applied code kept by its parent. */
function Harness({ details: first }: { details: BookingDetails }) {
  const [promo, setPromo] = useState<AppliedPromoCode | null>(null);
  const [details, setDetails] = useState(first);
  return (
    <>
      <PromoCodeField booking={details} applied={promo} onApplied={setPromo} />
      <button type="button" onClick={() => setDetails((current) => ({ ...current, numPeople: (current.numPeople ?? 1) + 1 }))}>
        One more person
      </button>
      <p data-testid="sent">{promoCodeFor(promo, details)?.code ?? 'none'}</p>
    </>
  );
}

beforeEach(() => localStorage.setItem('token', fakeToken('traveller')));

describe('the Promo code field', () => {
  it('applies a code: the server prices the booking, and the discount line and total to pay show before paying', async () => {
    const calls = mockApi({ [checkUrl]: { body: applied } });
    renderPage(<Harness details={booking} />);
    await userEvent.type(screen.getByLabelText('Promo code'), 'diwali10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Code Diwali10 applied.')).toBeInTheDocument();
    expect(screen.getByLabelText('Discount')).toHaveTextContent('−₹2,000');
    expect(screen.getByLabelText('Total to pay')).toHaveTextContent('₹18,000');
    expect(screen.getByTestId('sent')).toHaveTextContent('Diwali10');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ booking, code: 'diwali10' });
  });

  it("shows the server's sentence when the code does not apply, and sends no code", async () => {
    mockApi({ [checkUrl]: { status: 400, body: { message: 'This code ended on 31 Dec 2026.' } } });
    renderPage(<Harness details={booking} />);
    await userEvent.type(screen.getByLabelText('Promo code'), 'OLDCODE{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This code ended on 31 Dec 2026.');
    expect(screen.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('sent')).toHaveTextContent('none');
  });

  it('asks to apply again once the party changes, and sends no code meanwhile', async () => {
    mockApi({ [checkUrl]: { body: applied } });
    renderPage(<Harness details={booking} />);
    await userEvent.type(screen.getByLabelText('Promo code'), 'Diwali10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Code Diwali10 applied.');
    await userEvent.click(screen.getByRole('button', { name: 'One more person' }));
    expect(screen.queryByText('Code Diwali10 applied.')).not.toBeInTheDocument();
    expect(screen.getByText('The date or party changed: apply the code again to see its discount.')).toBeInTheDocument();
    expect(screen.getByTestId('sent')).toHaveTextContent('none');
  });

  it('removes an applied code', async () => {
    mockApi({ [checkUrl]: { body: applied } });
    renderPage(<Harness details={booking} />);
    await userEvent.type(screen.getByLabelText('Promo code'), 'Diwali10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove code' }));
    expect(screen.queryByText('Code Diwali10 applied.')).not.toBeInTheDocument();
    expect(screen.getByTestId('sent')).toHaveTextContent('none');
  });

  it('keeps Apply off until something is typed', () => {
    mockApi({});
    renderPage(<Harness details={booking} />);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });
});
