import { planChangeMessages, type TravellerPartyQuote } from '@yatrika/contract/plan-changes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aBooking, aTravellerProfile } from '../../../../test/fixtures.ts';
import { makeTour } from '../../../../test/catalogue-fixtures.ts';
import MyBookingsPage from '../pages/my-bookings-page.tsx';

const booking = aBooking({ status: 'booked', numPeople: 3, totalPrice: 55500, bookingDate: '2099-03-05' });
const tour = makeTour({ _id: booking.tourId!, pricePerPerson: 18500 });
const smaller: TravellerPartyQuote = {
  party: { from: { adult: 3, child: 0, infant: 0, senior: 0 }, to: { adult: 2, child: 0, infant: 0, senior: 0 } },
  numPeople: { from: 3, to: 2 },
  total: { from: 55500, to: 37000 },
  lines: [{ kind: 'people', type: 'adult', quantity: 2, unitPrice: 18500, amount: 37000 }],
  difference: -18500,
  seats: { needed: 0, left: 8, enough: true },
  settlement: { kind: 'refund', amount: 18500, kept: 0, line: planChangeMessages.refundDifference(18500) },
};

describe('Change party', () => {
  beforeEach(() => localStorage.setItem('token', fakeToken('traveller')));
  afterEach(() => vi.unstubAllGlobals());

  it('quotes a smaller party, changes it on confirm, and says so on My Bookings', async () => {
    const changed = aBooking({
      ...booking,
      numPeople: 2,
      totalPrice: 37000,
      partialRefunds: [{ _id: '7a0c3c1e-3333-4c55-9a57-2f1c1d2e3f42', id: 'rfnd_1', amount: 18500, status: 'pending', byHand: false, reference: null, reason: 'party_reduced', createdAt: '2026-11-25T10:00:00.000Z' }],
    });
    let posted: unknown;
    mockApi({
      'GET /api/user/profile': { body: aTravellerProfile() },
      'GET /api/user/bookings': { body: { bookings: posted ? [changed] : [booking] } },
      'GET /api/user/payments': { body: { payments: [] } },
      [`GET /api/routes/tours/${tour._id}`]: { body: tour },
      [`GET /api/user/bookings/${booking._id}/party`]: ({ url }) => (new URL(url, 'http://x').searchParams.get('adult') === '2' ? { body: smaller } : { status: 400, body: { message: 'no' } }),
      [`POST /api/user/bookings/${booking._id}/party`]: ({ body }) => {
        posted = body;
        return { body: { message: planChangeMessages.partyChanged, status: 'done', booking: changed, difference: -18500, settlement: smaller.settlement } };
      },
    });
    renderPage(<MyBookingsPage />, { path: '/login/userdashboard/mybookings', url: '/login/userdashboard/mybookings' });
    await userEvent.click(await screen.findByRole('button', { name: 'Change party' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Fewer: Adult' }));
    expect(await screen.findByText(planChangeMessages.refundDifference(18500))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm new party' }));
    await waitFor(() => expect(posted).toEqual({ party: { adult: 2, child: 0, infant: 0, senior: 0 } }));
    expect(await screen.findByText(planChangeMessages.partyChanged)).toBeInTheDocument();
  });

  it('asks who is still travelling when fewer people than names remain, and sends the names kept', async () => {
    const named = aBooking({
      ...booking,
      travellers: [
        { name: 'Asha Rao', age: null },
        { name: 'Ravi Rao', age: 41 },
        { name: 'Meera Rao', age: 9 },
      ],
      unnamedTravellers: 0,
    });
    let posted: unknown;
    mockApi({
      'GET /api/user/profile': { body: aTravellerProfile() },
      'GET /api/user/bookings': { body: { bookings: [named] } },
      'GET /api/user/payments': { body: { payments: [] } },
      [`GET /api/routes/tours/${tour._id}`]: { body: tour },
      [`GET /api/user/bookings/${booking._id}/party`]: { body: smaller },
      [`POST /api/user/bookings/${booking._id}/party`]: ({ body }) => {
        posted = body;
        return { body: { message: planChangeMessages.partyChanged, status: 'done', booking: named, difference: -18500, settlement: smaller.settlement } };
      },
    });
    renderPage(<MyBookingsPage />, { path: '/login/userdashboard/mybookings', url: '/login/userdashboard/mybookings' });
    await userEvent.click(await screen.findByRole('button', { name: 'Change party' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Fewer: Adult' }));
    const who = await screen.findByRole('group', { name: 'Who is still travelling?' });
    // The one who booked always travels; the first names are kept until the traveller says otherwise.
    expect(screen.getByRole('checkbox', { name: /Asha Rao/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Meera Rao' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Meera Rao' }));
    expect(await screen.findByText('Untick 1 more: the new party has 2 people.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm new party' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ravi Rao' }));
    expect(who).toBeInTheDocument();
    expect(await screen.findByText(planChangeMessages.refundDifference(18500))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm new party' }));
    await waitFor(() =>
      expect(posted).toEqual({ party: { adult: 2, child: 0, infant: 0, senior: 0 }, travellers: [{ name: 'Asha Rao' }, { name: 'Meera Rao', age: 9 }] }),
    );
  });
});
