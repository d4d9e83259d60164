import { render, screen } from '@testing-library/react';
import type { DepartureDay } from '@yatrika/contract/departures';
import { describe, expect, it } from 'vitest';
import { AvailabilityCalendar } from '../../../components/calendar/availability-calendar.tsx';
import { adultPriceOn, priceTypesOnDay } from '../../../lib/date-prices.ts';

// Prices per date (decision 031): each bookable date of the calendar shows its adult price, and the
// booking form reads the chosen date's prices from the same answer.
const open = (date: string, adult: number, extra: DepartureDay['prices'] = []): DepartureDay => ({
  date,
  capacity: 12,
  seatsLeft: 12,
  status: 'available',
  departures: [{ startTime: '09:00', capacity: 12, seatsLeft: 12, closed: false, status: 'available' }],
  prices: [{ type: 'adult', price: adult }, ...(extra ?? [])],
});
const closed = (date: string): DepartureDay => ({
  date,
  capacity: 12,
  seatsLeft: 12,
  status: 'closed',
  departures: [{ startTime: '09:00', capacity: 12, seatsLeft: 12, closed: true, status: 'closed' }],
  prices: [{ type: 'adult', price: 2000 }],
});

function Calendar({ days }: { days: DepartureDay[] }) {
  return (
    <AvailabilityCalendar
      month="2026-12"
      onMonthChange={() => {}}
      today="2026-11-23"
      lastDay="2027-02-28"
      days={new Map(days.map((day) => [day.date, day]))}
      selected=""
      onSelect={() => {}}
    />
  );
}

describe('the calendar shows each date’s price', () => {
  it('shows a weekend price apart from a weekday price, compact in the cell and in full to a screen reader', () => {
    render(<Calendar days={[open('2026-12-04', 2000), open('2026-12-05', 2800), open('2026-12-06', 2800), closed('2026-12-07')]} />);
    const friday = screen.getByRole('button', { name: /December 4, 2026/ });
    const saturday = screen.getByRole('button', { name: /December 5, 2026/ });
    expect(friday).toHaveTextContent('₹2k');
    expect(saturday).toHaveTextContent('₹2.8k');
    expect(saturday).toHaveAccessibleName('Saturday, December 5, 2026, 12 seats left, ₹2,800 per adult');
    // A date that cannot be booked shows no price.
    const monday = screen.getByRole('button', { name: /December 7, 2026/ });
    expect(monday).not.toHaveTextContent('₹');
    expect(monday).toHaveAccessibleName('Monday, December 7, 2026, Not running');
  });

  it('shows no price for dates answered by a server without prices', () => {
    const { prices: _none, ...withoutPrices } = open('2026-12-04', 2000);
    render(<Calendar days={[withoutPrices]} />);
    expect(screen.getByRole('button', { name: /December 4, 2026/ })).toHaveAccessibleName('Friday, December 4, 2026, 12 seats left');
  });
});

describe('the date’s prices for the booking form', () => {
  const tourTypes = [
    { type: 'adult' as const, pricePaise: 200_000, takesSeat: true },
    { type: 'child' as const, pricePaise: 100_000, takesSeat: true },
    { type: 'infant' as const, pricePaise: 0, takesSeat: false },
  ];

  it('puts the date’s prices in place of the tour’s, keeping which types take a seat', () => {
    const day = open('2026-12-05', 2800.5, [{ type: 'child', price: 1400 }]);
    expect(adultPriceOn(day)).toBe(2800.5);
    expect(priceTypesOnDay(tourTypes, day)).toEqual([
      { type: 'adult', pricePaise: 280_050, takesSeat: true },
      { type: 'child', pricePaise: 140_000, takesSeat: true },
      { type: 'infant', pricePaise: 0, takesSeat: false },
    ]);
  });

  it('keeps the tour’s prices before a date is chosen', () => {
    expect(adultPriceOn(undefined)).toBeUndefined();
    expect(priceTypesOnDay(tourTypes, undefined)).toEqual(tourTypes);
  });
});
