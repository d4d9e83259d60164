import { invoiceMessages } from '@yatrika/contract/invoices';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken } from '../../../../test/render.tsx';
import { loadCheckoutScript } from '../../../lib/checkout/load-checkout-script.ts';
import { FakeCheckout, FakeCheckoutConstructor, NOW, OPEN_DAY } from '../../../../test/tour-detail-fixtures.ts';
import { renderTourPage, tourPageApi } from '../../../../test/tour-page.tsx';

vi.mock('../../../lib/checkout/load-checkout-script.ts', () => ({ loadCheckoutScript: vi.fn() }));
const loadScript = vi.mocked(loadCheckoutScript);

beforeEach(() => {
  // Only the clock is fixed (today is 23 November 2026 in India); timers and promises run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  localStorage.setItem('token', fakeToken('traveller'));
  loadScript.mockReset();
  loadScript.mockResolvedValue(FakeCheckoutConstructor);
  FakeCheckout.last = undefined;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
/** The booking form's optional GST invoice fields (decision 033). */
describe('GST invoice for a business at checkout', () => {
  async function openBooking() {
    renderTourPage();
    await screen.findByRole('heading', { name: 'Book this tour' });
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Asha Rao'));
    await waitFor(() => expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'false'));
    await userEvent.click(screen.getByRole('grid').querySelector<HTMLButtonElement>(`button[data-day="${OPEN_DAY}"]`)!);
  }
  const pay = () => screen.getByRole('button', { name: /Confirm Booking & Pay|Processing Payment...|Payment Successful!/ });
  const setField = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const orders = (calls: ReturnType<typeof tourPageApi>) => calls.filter((call) => call.url === '/api/payment/create-order');

  it('sends no GSTIN when left empty, as before', async () => {
    const calls = tourPageApi();
    await openBooking();
    await userEvent.click(pay());
    await waitFor(() => expect(orders(calls)).toHaveLength(1));
    const booking = (orders(calls)[0]!.body as { booking: Record<string, unknown> }).booking;
    expect(booking).not.toHaveProperty('gstin');
    expect(booking).not.toHaveProperty('businessName');
  });

  it('sends the GSTIN (upper case, no spaces) and business name, and stops a wrong GSTIN with the server’s sentence', async () => {
    const calls = tourPageApi();
    await openBooking();
    await userEvent.click(screen.getByText('GST invoice for a business (optional)'));
    setField('GSTIN', '29ABCDE1234F1ZX');
    setField('Business name', ' Bengaluru Offsites LLP ');
    await userEvent.click(pay());
    expect(await screen.findByRole('alert')).toHaveTextContent(invoiceMessages.gstinInvalid);
    expect(screen.getByLabelText('GSTIN')).toHaveAccessibleDescription(expect.stringContaining(invoiceMessages.gstinInvalid));
    expect(orders(calls)).toHaveLength(0);

    setField('GSTIN', '29abcde1234f1zw');
    await userEvent.click(pay());
    await waitFor(() => expect(orders(calls)).toHaveLength(1));
    expect(orders(calls)[0]!.body).toMatchObject({ booking: { gstin: '29ABCDE1234F1ZW', businessName: 'Bengaluru Offsites LLP' } });
  });
});
