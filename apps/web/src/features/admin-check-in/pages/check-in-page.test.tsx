import { checkInMessages } from '@yatrika/contract/check-ins';
import { partPaymentMessages } from '@yatrika/contract/part-payment-messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCheckInDeparture, aCheckInResult } from '../../../../test/check-in-fixtures.ts';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import CheckInPage from './check-in-page.tsx';

const dayUrl = 'GET /api/admin/check-ins/today';
const day = { body: { date: '2026-11-24', departures: [aCheckInDeparture()] } };
const open = () => renderPage(<CheckInPage />, { path: '/admindashboard/check-in' });

async function findTyped(user: ReturnType<typeof userEvent.setup>, reference = 'yt7k3mq9td') {
  await user.type(screen.getByLabelText('Booking reference'), reference);
  await user.click(screen.getByRole('button', { name: 'Find' }));
}

describe('check-in at the meeting point', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('token', fakeToken('admin'));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists today's departures with checked-in, no-show and waiting counts", async () => {
    mockApi({ [dayUrl]: day });
    open();
    const departure = await screen.findByRole('article', { name: 'Spiti Valley Road Trip' });
    expect(within(departure).getByText('Kaza bus stand')).toBeInTheDocument();
    expect(within(departure).getByText('Waiting').previousSibling).toHaveTextContent('3');
    expect(within(screen.getByRole('navigation', { name: 'Admin menu' })).getByRole('link', { name: /Check-in/ })).toHaveAttribute('aria-current', 'page');
  });

  it('finds a typed reference, then checks in the whole party with its own id', async () => {
    const calls = mockApi({
      [dayUrl]: day,
      'POST /api/admin/check-ins/lookup': { body: aCheckInResult() },
      'POST /api/admin/check-ins': {
        body: aCheckInResult({ outcome: 'checked_in', checkedInNow: 3, attendance: { ...aCheckInResult().attendance, checkedIn: 3, waiting: 0 } }),
      },
    });
    open();
    const user = userEvent.setup();
    await findTyped(user);
    expect(await screen.findByRole('heading', { name: 'Valid ticket' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Valid ticket' });
    expect(within(card).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(card).getByText('Paid in full')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/admin/check-ins/lookup')?.body).toEqual({ reference: 'yt7k3mq9td' });

    await user.click(screen.getByRole('button', { name: 'Check in all 3' }));
    expect(await screen.findByRole('heading', { name: 'Checked in 3' })).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST' && call.url === '/api/admin/check-ins')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ reference: 'yt7k3mq9td', people: 3 });
    expect(sent.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('button', { name: /Check in all/ })).not.toBeInTheDocument();
  });

  it('shows the party by type, says a lap infant boards with an adult, and counts the seats', async () => {
    // Two adults, a child and an infant on a lap: three seats to check in, four travellers.
    const family = { numPeople: 3, party: { adult: 2, child: 1, infant: 1, senior: 0 } };
    const result = aCheckInResult();
    const departure = aCheckInDeparture();
    mockApi({
      [dayUrl]: { body: { date: '2026-11-24', departures: [{ ...departure, bookings: departure.bookings.map((booking) => ({ ...booking, ...family })) }] } },
      'POST /api/admin/check-ins/lookup': { body: { ...result, booking: { ...result.booking, ...family } } },
    });
    open();
    const listed = await screen.findByRole('article', { name: 'Spiti Valley Road Trip' });
    expect(within(listed).getByText(/0\/3 in · 2 adults, 1 child, 1 infant/)).toBeInTheDocument();
    const user = userEvent.setup();
    await findTyped(user);
    const card = await screen.findByRole('region', { name: 'Valid ticket' });
    expect(within(card).getByText('2 adults, 1 child, 1 infant')).toBeInTheDocument();
    expect(within(card).getByText(checkInMessages.lapInfantsBoardWithAdult(3))).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Check in all 3' })).toBeInTheDocument();
  });

  it('says nothing of lap seats for a party of adults', async () => {
    mockApi({ [dayUrl]: day, 'POST /api/admin/check-ins/lookup': { body: aCheckInResult() } });
    open();
    await findTyped(userEvent.setup());
    const card = await screen.findByRole('region', { name: 'Valid ticket' });
    expect(within(card).getByText('3 people')).toBeInTheDocument();
    expect(within(card).queryByText(/board with an adult/)).not.toBeInTheDocument();
  });

  it('says how much of a balance the party still owes, and by when', async () => {
    const result = aCheckInResult();
    const owing = { paymentState: 'balance_due' as const, paidInFull: false, balanceDue: 2800, balanceDueOn: '2026-11-20' };
    mockApi({ [dayUrl]: day, 'POST /api/admin/check-ins/lookup': { body: { ...result, booking: { ...result.booking, ...owing } } } });
    open();
    await findTyped(userEvent.setup());
    const card = await screen.findByRole('region', { name: 'Valid ticket' });
    expect(within(card).getByText('Balance due')).toBeInTheDocument();
    expect(within(card).getByText(partPaymentMessages.balanceDue(2800, '2026-11-20'))).toBeInTheDocument();
  });

  it("names the reseller who sold a reseller's booking, paid to them", async () => {
    const result = aCheckInResult();
    const sold = { paymentState: 'paid_to_reseller' as const, paidInFull: true, soldBy: 'Ghumakkad Travels' };
    mockApi({ [dayUrl]: day, 'POST /api/admin/check-ins/lookup': { body: { ...result, booking: { ...result.booking, ...sold } } } });
    open();
    await findTyped(userEvent.setup());
    const card = await screen.findByRole('region', { name: 'Valid ticket' });
    expect(within(card).getByText('Paid to the reseller')).toBeInTheDocument();
    expect(within(card).getByText('Sold by Ghumakkad Travels')).toBeInTheDocument();
  });

  it('checks in some of the party with the stepper', async () => {
    const calls = mockApi({ [dayUrl]: day, 'POST /api/admin/check-ins/lookup': { body: aCheckInResult() }, 'POST /api/admin/check-ins': { body: aCheckInResult({ outcome: 'checked_in', checkedInNow: 2 }) } });
    open();
    const user = userEvent.setup();
    await findTyped(user);
    await user.click(await screen.findByRole('button', { name: 'One more' }));
    await user.click(screen.getByRole('button', { name: 'Check in 2' }));
    await screen.findByRole('heading', { name: 'Checked in 2' });
    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/admin/check-ins')?.body).toMatchObject({ people: 2 });
  });

  it('says when and by whom a party was already checked in, and plainly when a ticket is for another day or cancelled', async () => {
    let answer = aCheckInResult({
      outcome: 'already_checked_in',
      attendance: { checkedIn: 3, noShow: 0, waiting: 0, firstCheckedInAt: null, lastCheckedInAt: '2026-11-24T03:42:00.000Z', lastCheckedInBy: 'Priya Nair' },
    });
    mockApi({ [dayUrl]: day, 'POST /api/admin/check-ins/lookup': () => ({ body: answer }) });
    open();
    const user = userEvent.setup();
    await findTyped(user);
    expect(await screen.findByRole('heading', { name: 'Already checked in' })).toBeInTheDocument();
    expect(screen.getByText('Checked in at 9:12 AM by Priya Nair')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Check in all/ })).not.toBeInTheDocument();

    answer = aCheckInResult({ outcome: 'other_date', booking: { ...aCheckInResult().booking, date: '2026-12-12' } });
    await user.clear(screen.getByLabelText('Booking reference'));
    await findTyped(user);
    expect(await screen.findByRole('heading', { name: 'Ticket for another date' })).toBeInTheDocument();
    expect(screen.getByText('This ticket is for 12 Dec 2026, not today.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Check in all/ })).not.toBeInTheDocument();

    answer = aCheckInResult({ outcome: 'cancelled', message: 'This booking was cancelled. Do not let this party board.' });
    await user.clear(screen.getByLabelText('Booking reference'));
    await findTyped(user);
    expect(await screen.findByRole('heading', { name: 'Booking cancelled' })).toBeInTheDocument();
  });

  it("shows the server's words for a forged ticket", async () => {
    mockApi({ [dayUrl]: day, 'POST /api/admin/check-ins/lookup': { status: 400, body: { message: 'Not a valid Yatrika ticket: this code was not issued by us or has been altered.' } } });
    open();
    await findTyped(userEvent.setup(), 'YT-0000-0000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not a valid Yatrika ticket');
  });

  it('keeps a check-in made offline on the phone, says it waits, and sends it once back online', async () => {
    let online = false;
    const calls = mockApi({
      [dayUrl]: day,
      'POST /api/admin/check-ins/lookup': { body: aCheckInResult() },
      'POST /api/admin/check-ins': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { body: aCheckInResult({ outcome: 'checked_in', checkedInNow: 3 }) };
      },
    });
    open();
    const user = userEvent.setup();
    await findTyped(user);
    await user.click(await screen.findByRole('button', { name: 'Check in all 3' }));
    expect(await screen.findByText('1 check-in waiting to send')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('yatrika.check-in-queue') ?? '[]')).toEqual([
      expect.objectContaining({ reference: 'yt7k3mq9td', people: 3, id: expect.any(String), scannedAt: expect.any(String) }),
    ]);

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(screen.queryByText(/waiting to send/)).not.toBeInTheDocument());
    const attempts = calls.filter((call) => call.method === 'POST' && call.url === '/api/admin/check-ins');
    expect(attempts).toHaveLength(2);
    // The same check-in, by the same id: the server counts it once even if the first had got through.
    expect((attempts[1]?.body as { id: string }).id).toBe((attempts[0]?.body as { id: string }).id);
    expect(localStorage.getItem('yatrika.check-in-queue')).toBeNull();
  });

  it('marks the rest of a departure that has begun as no-show, after asking', async () => {
    const calls = mockApi({ [dayUrl]: day, 'POST /api/admin/check-ins/no-shows': { body: { message: 'Marked 3 people as no-show.', markedPeople: 3 } } });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark the rest no-show' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark no-show' }));
    expect(await screen.findByText('Marked 3 people as no-show.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/admin/check-ins/no-shows')?.body).toEqual({ tourId: aCheckInDeparture().tourId, date: '2026-11-24', startTime: '07:00' });
  });

  it('offers no no-show marking before the departure has begun', async () => {
    mockApi({ [dayUrl]: { body: { date: '2026-11-24', departures: [aCheckInDeparture({ started: false })] } } });
    open();
    await screen.findByRole('article', { name: 'Spiti Valley Road Trip' });
    expect(screen.queryByRole('button', { name: 'Mark the rest no-show' })).not.toBeInTheDocument();
  });
});
