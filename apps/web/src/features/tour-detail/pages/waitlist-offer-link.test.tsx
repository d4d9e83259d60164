import { waitlistOfferWords, type WaitlistEntryResponse } from '@yatrika/contract/waitlist';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken } from '../../../../test/render.tsx';
import { NOW, OPEN_DAY, TOUR_ID } from '../../../../test/tour-detail-fixtures.ts';
import { renderTourPage, tourPageApi } from '../../../../test/tour-page.tsx';

// Decision 037: the offer email's link opens the booking form with the held seats chosen and the
// deadline in words, not the plain tour page.
const offered: WaitlistEntryResponse = {
  _id: 'entry-7',
  tourId: TOUR_ID,
  tourTitle: 'Spiti Valley Road Trip',
  bookingDate: OPEN_DAY,
  startTime: '09:00',
  numPeople: 2,
  party: { adult: 2, child: 0, infant: 0, senior: 0 },
  status: 'offered',
  joinedAt: '2026-11-20T10:00:00.000Z',
  position: 1,
  // 6:30 pm in India on 4 December.
  offer: { expiresAt: '2026-12-04T13:00:00.000Z', seats: 2 },
};

beforeEach(() => {
  // Only the clock is fixed (today is 23 November 2026 in India).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  localStorage.setItem('token', fakeToken('traveller'));
});
afterEach(() => vi.useRealTimers());

describe('opening a waiting-list offer from its email', () => {
  it('chooses the held date and party, and says how many seats are held until when, in words', async () => {
    tourPageApi({ 'GET /api/user/waitlist': { body: [offered] } });
    renderTourPage('?waitlist=entry-7');
    expect(await screen.findByText('Seats freed up for you from the waiting list: 2 seats held for you until 4 December, 6:30 pm IST. Pay below to book them.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('grid').querySelector(`button[data-day="${OPEN_DAY}"]`)).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByLabelText('Number of people')).toHaveValue(2);
    expect(screen.queryByText(/\d{4}-\d{2}-\d{2}/)).not.toBeInTheDocument();
  });

  it('says the seats are no longer held when the offer passed on before the link was opened, and chooses nothing', async () => {
    tourPageApi({ 'GET /api/user/waitlist': { body: [{ ...offered, status: 'lapsed', offer: null }] } });
    renderTourPage('?waitlist=entry-7');
    expect(await screen.findByText(waitlistOfferWords.over)).toBeInTheDocument();
    expect(screen.getByText('Choose a date in the calendar.')).toBeInTheDocument();
  });

  it("ignores an entry of another tour, or someone else's (not among the traveller's own)", async () => {
    tourPageApi({ 'GET /api/user/waitlist': { body: [{ ...offered, tourId: 'another-tour' }] } });
    renderTourPage('?waitlist=entry-7');
    await screen.findByRole('heading', { name: 'Book this tour' });
    await waitFor(() => expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByText(/held for you/)).not.toBeInTheDocument();
    expect(screen.getByText('Choose a date in the calendar.')).toBeInTheDocument();
  });
});
