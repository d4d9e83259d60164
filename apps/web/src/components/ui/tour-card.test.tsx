import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TourCard } from './tour-card.tsx';

function card(prices: { pricePerPerson: number | undefined; fromPrice?: number | undefined }) {
  const router = createMemoryRouter([{ path: '/', element: <TourCard title="Ruins of Hampi" image={null} durationDays={3} {...prices} /> }]);
  render(<RouterProvider router={router} />);
  return screen.getByText('per person', { exact: false }).closest('p')!;
}

describe('the tour card’s price', () => {
  it('says "from ₹X" with the lowest price over the dates to come (decision 031)', () => {
    expect(card({ pricePerPerson: 2000, fromPrice: 1500 })).toHaveTextContent('from ₹1,500 per person');
  });

  it('says "from" the tour price when no date is cheaper', () => {
    expect(card({ pricePerPerson: 2000, fromPrice: 2000 })).toHaveTextContent('from ₹2,000 per person');
  });

  it('says the price per person for answers without fromPrice (older servers)', () => {
    expect(card({ pricePerPerson: 2000 })).toHaveTextContent(/^₹2,000 per person$/);
  });
});
