import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aBooking, aTravellerProfile } from '../../../../test/fixtures.ts';
import BookingReceiptPage from './booking-receipt-page.tsx';

const booking = aBooking();
const policy = { freeCancellationHours: 24, lateCancellationRefundPercent: 0, policy: 'Free cancellation up to 24 hours before the departure day.' };

function open(answer: Parameters<typeof mockApi>[0][string]) {
  mockApi({
    'GET /api/user/profile': { body: aTravellerProfile() },
    'GET /api/routes/cancellation-policy': { body: policy },
    [`GET /api/user/bookings/${booking._id}`]: answer,
  });
  return renderPage(<BookingReceiptPage />, { path: '/login/userdashboard/mybookings/:bookingId', url: `/login/userdashboard/mybookings/${booking._id}` });
}

describe('Booking receipt page', () => {
  beforeEach(() => localStorage.setItem('token', fakeToken('traveller')));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the reference, the trip, what was paid with its payment id, what happens next and the policy', async () => {
    open({ body: { booking } });
    expect(await screen.findByRole('heading', { level: 1, name: `Booking ${booking.reference}` })).toBeInTheDocument();
    expect(screen.getByText('Paid ₹37,000')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: booking.tour.title })).toBeInTheDocument();
    expect(screen.getByText('2 people')).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('pay_TEST')).toBeInTheDocument();
    expect(within(payment).getByText('order_TEST')).toBeInTheDocument();
    expect(screen.getByText(/The operator confirms pending bookings within 24 hours/)).toBeInTheDocument();
    expect(await screen.findByText(policy.policy)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← My Bookings' })).toHaveAttribute('href', '/login/userdashboard/mybookings');
  });

  it('lists each payment of a booking paid in parts: the advance, then the balance, and what was paid in all', async () => {
    const entry = (purpose: 'advance' | 'balance', amount: number) => ({
      _id: crypto.randomUUID(),
      kind: 'payment' as const,
      purpose,
      reason: null,
      amount,
      channel: 'online' as const,
      createdAt: '2026-11-20T04:30:00.000Z',
    });
    const paidInParts = aBooking({
      totalPrice: 4000,
      paymentPlan: 'advance',
      balanceDueOn: null,
      payment: { orderId: 'order_TEST', paymentId: 'pay_TEST', amount: 1200, currency: 'INR' },
      ledger: [entry('advance', 1200), entry('balance', 2800)],
      amountDue: 0,
      amountPaid: 4000,
      amountRefunded: 0,
    });
    open({ body: { booking: paidInParts } });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    const rows = within(payment)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(expect.arrayContaining(['Advance paid online: ₹1,200', 'Balance paid online: ₹2,800', 'Paid so far: ₹4,000']));
    expect(rows.indexOf('Advance paid online: ₹1,200')).toBeLessThan(rows.indexOf('Balance paid online: ₹2,800'));
    expect(screen.queryByText(/^Balance ₹[\d,]+ due by/)).not.toBeInTheDocument();
  });

  it('says a booking bought from a reseller was paid to them, not that it is unpaid', async () => {
    open({ body: { booking: aBooking({ payment: null, totalPrice: 37000, reseller: { _id: '00000000-0000-4000-8000-0000000000c1', reference: 'KLK-7781', paidToReseller: true } }) } });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Paid to the company you booked with')).toBeInTheDocument();
    expect(within(payment).queryByText('Not paid online')).not.toBeInTheDocument();
    expect(screen.getByText('Paid to reseller ₹37,000')).toBeInTheDocument();
  });

  it('lists the lines in the order they apply (people by type, the group discount, the code), the total, and the party by type', async () => {
    const family = aBooking({
      numPeople: 4,
      party: { adult: 2, child: 1, infant: 1, senior: 0 },
      lines: [
        { kind: 'people', type: 'adult', quantity: 2, unitPrice: 18500, amount: 37000 },
        { kind: 'people', type: 'child', quantity: 1, unitPrice: 9250.5, amount: 9250.5 },
        { kind: 'people', type: 'infant', quantity: 1, unitPrice: 0, amount: 0 },
        { kind: 'group_discount', minPeople: 4, percentOff: 10, amount: -4625.05 },
        { kind: 'promo_code', code: 'DIWALI', amount: -500 },
      ],
      totalPrice: 41125.45,
      total: 41125.45,
    });
    open({ body: { booking: family } });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    const terms = within(payment).getAllByRole('term').map((term) => term.textContent);
    expect(terms.slice(0, 6)).toEqual(['2 adults × ₹18,500', '1 child × ₹9,250.50', '1 infant × ₹0', 'Group discount (4 or more people: 10% off)', 'Code DIWALI', 'Total']);
    expect(within(payment).getByText('− ₹4,625.05')).toBeInTheDocument();
    expect(screen.getByText('2 adults, 1 child, 1 infant')).toBeInTheDocument();
  });

  it("names every traveller of the party, and says how many are not named yet", async () => {
    const named = aBooking({ numPeople: 3, travellers: [{ name: 'Asha Rao', age: 34 }, { name: 'मीरा राव', age: null }], unnamedTravellers: 1 });
    mockApi({
      'GET /api/user/profile': { body: aTravellerProfile() },
      'GET /api/routes/cancellation-policy': { body: policy },
      [`GET /api/user/bookings/${booking._id}`]: { body: { booking: named } },
    });
    renderPage(<BookingReceiptPage />, { path: '/login/userdashboard/mybookings/:bookingId', url: `/login/userdashboard/mybookings/${booking._id}` });
    const names = await screen.findByRole('list', { name: 'Travellers by name' });
    expect(within(names).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Asha Rao, 34', 'मीरा राव']);
    expect(screen.getByText('+1 unnamed')).toBeInTheDocument();
  });

  it('prints the receipt', async () => {
    // The simulated DOM has no print dialog of its own.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    open({ body: { booking } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("says so when the booking is not one of the traveller's", async () => {
    open({ status: 404, body: { message: 'Booking not found.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this booking among yours.');
  });
});
