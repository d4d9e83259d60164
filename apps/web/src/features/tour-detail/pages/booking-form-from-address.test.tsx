import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatWeekdayDate } from '../../../lib/format.ts';
import type { Tour } from '@yatrika/contract/tours';
import { renderPage } from '../../../../test/render.tsx';
import { availabilityAnswer, CLOSED_DAY, NOW, OPEN_DAY, tour, TOUR_ID } from '../../../../test/tour-detail-fixtures.ts';
import { availabilityUrl, tourPageApi, tourUrl } from '../../../../test/tour-page.tsx';
import TourDetailPage from './tour-detail-page.tsx';

/** Children 5–11 and infants on a lap beside adults, so the party is counted by type. */
const familyTour: Tour = {
  ...tour,
  priceTypes: [
    { type: 'adult' as const, price: 18500, takesSeat: true },
    { type: 'child' as const, price: 9250, minAge: 5, maxAge: 11, takesSeat: true },
    { type: 'infant' as const, price: 0, maxAge: 1, takesSeat: false },
  ],
};

/** 5 December (the next month from NOW) runs at 07:00 and at 15:00. */
const DECEMBER_DAY = '2026-12-05';
const twoStartTimes = {
  departures: [
    { startTime: '07:00', capacity: 12, seatsLeft: 12, closed: false, status: 'available' as const },
    { startTime: '15:00', capacity: 12, seatsLeft: 12, closed: false, status: 'available' as const },
  ],
};

function api(bookedTour: Tour = familyTour) {
  return tourPageApi({
    [`GET ${tourUrl}`]: { body: bookedTour },
    [`GET ${availabilityUrl}`]: ({ url }) => ({ body: availabilityAnswer(url, { [DECEMBER_DAY]: twoStartTimes }) }),
  });
}

/** The booking form opened at `search`, as login or signup sends the traveller back to it. */
async function openBookingAt(search: string) {
  renderPage(<TourDetailPage />, { path: '/dashboard/booknow/:tourId', url: `/dashboard/booknow/${TOUR_ID}?${search}` });
  await screen.findByRole('heading', { name: 'Book this tour' });
  await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Asha Rao'));
}

const chosenDateLine = () => screen.getByRole('group', { name: 'Travel date' });
const startTime = (time: string) => within(screen.getByRole('group', { name: 'Start time (India)' })).getByRole('radio', { name: new RegExp(time) });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('the booking form opened with what was chosen before signing in', () => {
  it('has the date, its start time and the party by type chosen, the calendar on that month', async () => {
    api();
    await openBookingAt(`date=${DECEMBER_DAY}&time=15:00&adult=2&child=1`);
    expect(await within(chosenDateLine()).findByText(formatWeekdayDate(DECEMBER_DAY))).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    expect(startTime('15:00')).toBeChecked();
    expect(screen.getByLabelText('Adult count')).toHaveTextContent('2');
    expect(screen.getByLabelText('Child count')).toHaveTextContent('1');
    // 2 × 18,500 + 9,250: the party is priced as chosen.
    expect(screen.getByLabelText('Total amount')).toHaveTextContent('₹46,250');
  });

  it('fills the number of people on a tour of adults only', async () => {
    api(tour);
    await openBookingAt(`date=${OPEN_DAY}&adult=3`);
    await waitFor(() => expect(screen.getByLabelText('Number of people')).toHaveValue(3));
    expect(within(chosenDateLine()).getByText(formatWeekdayDate(OPEN_DAY))).toBeInTheDocument();
  });

  it.each([
    ['a past date', 'date=2026-11-01&adult=2'],
    ['a date the tour does not run', `date=${CLOSED_DAY}&adult=2`],
    ['a day that does not exist', 'date=2026-02-30&adult=2'],
    ['nonsense', 'date=soon&adult=2'],
  ])('ignores %s and keeps the party', async (_, search) => {
    api();
    await openBookingAt(search);
    await waitFor(() => expect(screen.getByLabelText('Adult count')).toHaveTextContent('2'));
    expect(within(chosenDateLine()).getByText('Choose a date in the calendar.')).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
  });

  it('keeps the date and takes the first open departure for a start time the date does not have', async () => {
    api();
    await openBookingAt(`date=${DECEMBER_DAY}&time=11:00`);
    expect(await within(chosenDateLine()).findByText(formatWeekdayDate(DECEMBER_DAY))).toBeInTheDocument();
    expect(startTime('07:00')).toBeChecked();
  });

  it.each([
    ['a type the tour does not price', 'senior=2'],
    ['a count that is not a whole number', 'adult=two'],
    ['more people than a booking takes', 'adult=51'],
    ['a party of no one', 'adult=0'],
  ])('starts from one adult for %s', async (_, search) => {
    api();
    await openBookingAt(`date=${OPEN_DAY}&${search}`);
    expect(await within(chosenDateLine()).findByText(formatWeekdayDate(OPEN_DAY))).toBeInTheDocument();
    expect(screen.getByLabelText('Adult count')).toHaveTextContent('1');
    expect(screen.getByLabelText('Child count')).toHaveTextContent('0');
  });
});
