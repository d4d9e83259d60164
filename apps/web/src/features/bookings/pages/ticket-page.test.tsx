import type { TicketResponse } from '@yatrika/contract/tickets';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aTravellerProfile } from '../../../../test/fixtures.ts';
import TicketPage from './ticket-page.tsx';

const bookingId = '7d6f9a8e-2c1b-4c3d-9e8f-1a2b3c4d5e6f';
const ticket: TicketResponse = {
  bookingId,
  reference: 'YT-7K3M-Q9TD',
  code: 'YTK1.YT-7K3M-Q9TD.abcdefghijklmnopqrstuv',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>',
  tourTitle: 'Spiti Valley Road Trip',
  tourLocation: 'Himachal Pradesh',
  date: '2026-12-12',
  startTime: '07:00',
  lastDay: '2026-12-14',
  durationDays: 3,
  meetingPoint: 'Kaza bus stand, 7 am',
  inclusions: ['Stay', 'Breakfast'],
  fullName: 'Asha Verma',
  numPeople: 2,
  party: { adult: 2, child: 0, infant: 0, senior: 0 },
  travellers: [
    { name: 'Asha Verma', age: 34 },
    { name: 'Ravi Verma', age: null },
  ],
  unnamedTravellers: 0,
  status: 'booked',
  paymentState: 'paid_in_full',
  googleCalendarUrl: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Spiti',
};

function open(answer: Parameters<typeof mockApi>[0][string]) {
  const calls = mockApi({
    'GET /api/user/profile': { body: aTravellerProfile() },
    [`GET /api/user/bookings/${bookingId}/ticket`]: answer,
    [`GET /api/user/bookings/${bookingId}/calendar.ics`]: { body: 'BEGIN:VCALENDAR', headers: { 'Content-Type': 'text/calendar' } },
  });
  renderPage(<TicketPage />, { path: '/login/userdashboard/mybookings/:bookingId/ticket', url: `/login/userdashboard/mybookings/${bookingId}/ticket` });
  return calls;
}

describe('E-ticket page', () => {
  beforeEach(() => localStorage.setItem('token', fakeToken('traveller')));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the QR code, the reference in big type, the trip, the meeting point, the party and the payment', async () => {
    open({ body: ticket });
    expect(await screen.findByRole('heading', { level: 1, name: 'YT-7K3M-Q9TD' })).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code of booking YT-7K3M-Q9TD' });
    expect(qr.querySelector('svg')).not.toBeNull();
    expect(screen.getByText('Spiti Valley Road Trip')).toBeInTheDocument();
    expect(screen.getByText('December 12, 2026 – December 14, 2026')).toBeInTheDocument();
    expect(screen.getByText('Kaza bus stand, 7 am')).toBeInTheDocument();
    expect(screen.getByText('2 people')).toBeInTheDocument();
    const names = screen.getByRole('list', { name: 'Travellers by name' });
    expect(within(names).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Asha Verma, 34', 'Ravi Verma']);
    expect(screen.getByText('Paid in full')).toBeInTheDocument();
    expect(screen.getByText('Breakfast')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add to Google Calendar/ })).toHaveAttribute('href', ticket.googleCalendarUrl);
  });

  it('names everyone in the party by type, a lap infant too, and counts the unnamed among them', async () => {
    // Two adults and an infant on a lap: two seats, three travellers, the lead alone named.
    open({ body: { ...ticket, numPeople: 2, party: { adult: 2, child: 0, infant: 1, senior: 0 }, travellers: [{ name: 'Asha Verma', age: 34 }], unnamedTravellers: 2 } });
    expect(await screen.findByText('2 adults, 1 infant')).toBeInTheDocument();
    expect(screen.queryByText('2 people')).not.toBeInTheDocument();
    expect(screen.getByText('+2 unnamed')).toBeInTheDocument();
  });

  it('prints the ticket and downloads the calendar file with the token', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const calls = open({ body: ticket });
    // The simulated DOM makes no object addresses of its own.
    const createObjectURL = vi.fn(() => 'blob:ticket');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Print ticket' }));
    expect(print).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Add to calendar (.ics)' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledOnce());
    const download = calls.find((call) => call.url.endsWith('/calendar.ics'));
    expect(download?.headers.Authorization).toMatch(/^Bearer /);
  });

  it('says plainly that a cancelled booking has no valid ticket', async () => {
    open({ status: 409, body: { message: 'This booking was cancelled, so it has no valid ticket.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking was cancelled, so it has no valid ticket.');
  });

  it("says so when the booking is not one of the traveller's", async () => {
    open({ status: 404, body: { message: 'Booking not found.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this booking among yours.');
  });
});
