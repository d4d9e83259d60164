import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCheckoutScript } from '../../../lib/checkout/load-checkout-script.ts';
import { FakeCheckoutConstructor, NOW, OPEN_DAY, tour, TOUR_ID } from '../../../../test/tour-detail-fixtures.ts';
import { renderTourPage, reviewsUrl, tourPageApi, tourUrl } from '../../../../test/tour-page.tsx';

vi.mock('../../../lib/checkout/load-checkout-script.ts', () => ({ loadCheckoutScript: vi.fn() }));

/** Adults ₹18,500 (the price per person), children 5–11 ₹9,250.50, infants free on a lap; 4 or more: 10% off. */
const familyTour = {
  ...tour,
  priceTypes: [
    { type: 'adult' as const, price: 18500, takesSeat: true },
    { type: 'child' as const, price: 9250.5, minAge: 5, maxAge: 11, takesSeat: true },
    { type: 'infant' as const, price: 0, maxAge: 1, takesSeat: false },
  ],
  groupDiscount: { minPeople: 4, percentOff: 10 },
};

/** The tour page for the family tour; its order is what that tour's party is priced at. */
function api() {
  return tourPageApi({
    [`GET ${tourUrl}`]: { body: familyTour },
    [`GET ${reviewsUrl}`]: { body: { reviews: [] } },
    'POST /api/payment/create-order': { body: { success: true, message: 'Payment order created.', order: { id: 'order_TEST', amount: 5_827_635, currency: 'INR', receipt: 'r' } } },
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.mocked(loadCheckoutScript).mockResolvedValue(FakeCheckoutConstructor);
});
afterEach(() => vi.useRealTimers());

async function openBooking() {
  renderTourPage();
  await screen.findByRole('heading', { name: 'Book this tour' });
  await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Asha Rao'));
}
const more = (title: string) => userEvent.click(screen.getByRole('button', { name: `More: ${title}` }));
const total = () => screen.getByLabelText('Total amount');

describe('the booking form of a tour priced by person type', () => {
  it('shows the prices by age and the group rule beside the price per person', async () => {
    api();
    await openBooking();
    const prices = screen.getByRole('list', { name: 'Prices by age' });
    expect(within(prices).getByText(/Child/).closest('li')).toHaveTextContent('Child (5–11 years): ₹9,250.50');
    expect(within(prices).getByText(/Infant/).closest('li')).toHaveTextContent('Infant (up to 1 year): free · on a lap, no seat');
    expect(screen.getAllByText('4 or more people: 10% off').length).toBeGreaterThan(0);
  });

  it('counts each type from one adult and updates the lines and the total as the party changes', async () => {
    api();
    await openBooking();
    expect(screen.queryByLabelText('Number of people')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Adult count')).toHaveTextContent('1');
    expect(screen.getByLabelText('Child count')).toHaveTextContent('0');
    expect(total()).toHaveTextContent('₹18,500');

    await more('Adult');
    await more('Child');
    // 2 × 18,500 + 9,250.50 = 46,250.50: three seated, below the group rule.
    expect(total()).toHaveTextContent('₹46,250.50');
    const lines = screen.getByLabelText('Price lines');
    expect(lines).toHaveTextContent('2 adults × ₹18,500');
    expect(lines).toHaveTextContent('1 child × ₹9,250.50');

    // An infant on a lap is free and takes no seat: still three seated, no discount.
    await more('Infant');
    expect(total()).toHaveTextContent('₹46,250.50');
    // A fourth seated person brings the group rule: 55,501 less 10% (5,550.10) = 49,950.90.
    await more('Child');
    expect(total()).toHaveTextContent('₹49,950.90');
    expect(screen.getByLabelText('Price lines')).toHaveTextContent('Group discount (4 or more people: 10% off)');

    await userEvent.click(screen.getByRole('button', { name: 'Fewer: Child' }));
    expect(total()).toHaveTextContent('₹46,250.50');
  });

  it('sends the party by type, numPeople as the seats, and no amount of its own', async () => {
    const calls = api();
    await openBooking();
    await more('Adult');
    await more('Infant');
    await waitFor(() => expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'false'));
    await userEvent.click(screen.getByRole('grid').querySelector<HTMLButtonElement>(`button[data-day="${OPEN_DAY}"]`)!);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking & Pay' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/payment/create-order')).toBe(true));
    const order = calls.find((call) => call.url === '/api/payment/create-order');
    expect(order?.body).not.toHaveProperty('amount');
    expect(order?.body).toMatchObject({ booking: { tourId: TOUR_ID, numPeople: 2, party: { adult: 2, infant: 1 } } });
  });

  it('refuses a party with nobody in a seat before asking the server', async () => {
    const calls = api();
    await openBooking();
    await more('Infant');
    await userEvent.click(screen.getByRole('button', { name: 'Fewer: Adult' }));
    await waitFor(() => expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'false'));
    await userEvent.click(screen.getByRole('grid').querySelector<HTMLButtonElement>(`button[data-day="${OPEN_DAY}"]`)!);
    fireEvent.submit(screen.getByRole('button', { name: 'Confirm Booking & Pay' }).closest('form')!);
    expect(await screen.findByText('The party must include at least one person who takes a seat.')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/payment/create-order')).toBe(false);
  });
});
