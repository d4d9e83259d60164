import { waitlistMessages } from '@yatrika/contract/waitlist';
import type { Booking } from '@yatrika/contract/bookings';
import { partyChangeMessages } from '@yatrika/contract/party-change-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aBooking, aPaymentRecord, aTravellerProfile } from '../../../../test/fixtures.ts';
import MyBookingsPage from './my-bookings-page.tsx';

const profile = aTravellerProfile({ _id: 'u1', lastname: 'Rao', username: 'asha', phone: '9876543210' });

const BOOKED_ID = '9b1d3c1e-3333-4c55-9a57-2f1c1d2e3f43';
const guideUrl = `/api/user/bookings/${BOOKED_ID}/generate-packing-guide`;
const guide = '# Packing guide: Spiti Valley Road Trip\n\n## Clothing\n\n- Warm fleece\n- Rain jacket\n';

function api(list: Booking[] | (() => Booking[]), extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/user/profile': { body: profile },
    'GET /api/user/bookings': () => ({ body: { bookings: typeof list === 'function' ? list() : list } }),
    ...extra,
  });
}

const renderBookings = () => renderPage(<MyBookingsPage />, { path: '/login/userdashboard/mybookings' });

/** Holds one URL's answer until the test lets it through. */
function holdFetch(url: string) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === url) await gate;
    return realFetch(input, init);
  });
  return release;
}

beforeEach(() => {
  localStorage.setItem('token', fakeToken('traveller'));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('My Bookings list', () => {
  it('shows a changed party with its new total and each refund of part of it', async () => {
    api([
      aBooking({
        numPeople: 1,
        totalPrice: 18_500,
        partialRefunds: [
          { _id: '1a2b3c4d-1111-4c55-9a57-2f1c1d2e3f40', id: 'rfnd_Part00000001', amount: 18_500, status: 'processed', byHand: false, reference: null, reason: 'party_reduced', createdAt: '2027-01-02T10:00:00.000Z' },
          { _id: '1a2b3c4d-2222-4c55-9a57-2f1c1d2e3f41', id: null, amount: 4_000, status: 'pending', byHand: true, reference: null, reason: 'party_reduced', createdAt: '2027-01-03T10:00:00.000Z' },
        ],
      }),
    ]);
    renderBookings();
    const card = (await screen.findByRole('heading', { name: 'Spiti Valley Road Trip' })).closest('article')!;
    expect(within(card).getByText('1 person')).toBeInTheDocument();
    expect(within(card).getByText('₹18,500')).toBeInTheDocument();
    expect(within(card).getByText(partyChangeMessages.travellerRefund(18_500))).toBeInTheDocument();
    expect(within(card).getByText(partyChangeMessages.travellerRefundOwed(4_000))).toBeInTheDocument();
  });

  it('says who travels by type when the party is more than adults', async () => {
    api([aBooking({ numPeople: 3, party: { adult: 2, child: 1, infant: 1, senior: 0 } })]);
    renderBookings();
    const card = (await screen.findByRole('heading', { name: 'Spiti Valley Road Trip' })).closest('article')!;
    expect(within(card).getByText('2 adults, 1 child, 1 infant')).toBeInTheDocument();
  });

  it('says it is loading, then shows each booking with its date in the long US format', async () => {
    api([aBooking()]);
    renderBookings();
    expect(screen.getByText('Loading your bookings...')).toBeInTheDocument();

    const card = (await screen.findByRole('heading', { name: 'Spiti Valley Road Trip' })).closest('article')!;
    expect(within(card).getByText('Himachal Pradesh')).toBeInTheDocument();
    expect(within(card).getByText('March 5, 2027')).toBeInTheDocument();
    expect(within(card).getByText('2 people')).toBeInTheDocument();
    expect(within(card).getByText('₹37,000')).toBeInTheDocument();
    expect(within(card).getByText('(₹18,500 per person)')).toBeInTheDocument();
    expect(within(card).getByText('pending')).toHaveClass('bg-yellow-100');
    expect(within(card).getByRole('img', { name: 'Spiti Valley Road Trip' })).toHaveAttribute('src', '/media/spiti.webp');
    // The traveller menu is there.
    expect(screen.getAllByRole('link', { name: /My Wishlist/ }).length).toBeGreaterThan(0);
  });

  it("names each booking's travellers, the one booking first", async () => {
    api([aBooking({ numPeople: 2, travellers: [{ name: 'Asha Rao', age: 34 }, { name: 'Ravi Rao', age: 36 }], unnamedTravellers: 0 })]);
    renderBookings();
    const card = (await screen.findByRole('heading', { name: 'Spiti Valley Road Trip' })).closest('article')!;
    const names = within(card).getByRole('list', { name: 'Travellers by name' });
    expect(within(names).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Asha Rao, 34', 'Ravi Rao, 36']);
    expect(within(card).queryByText(/unnamed/)).not.toBeInTheDocument();
  });

  it('colours each status: canceled red, booked green', async () => {
    api([aBooking({ _id: 'a', status: 'canceled' }), aBooking({ _id: 'b', status: 'booked' })]);
    renderBookings();
    expect(await screen.findByText('canceled')).toHaveClass('bg-red-100');
    expect(screen.getByText('booked')).toHaveClass('bg-emerald-100');
  });

  it("says 'You have no bookings yet!' when there are none", async () => {
    api([]);
    renderBookings();
    expect(await screen.findByText('You have no bookings yet!')).toBeInTheDocument();
  });

  it('says the bookings could not be loaded', async () => {
    mockApi({ 'GET /api/user/profile': { body: profile }, 'GET /api/user/bookings': { status: 500, body: {} } });
    renderBookings();
    expect(await screen.findByText('Failed to load bookings. Please try again.')).toBeInTheDocument();
  });

  it('shows a refund with its amount and id once it is made', async () => {
    api([aBooking({ status: 'canceled', refund: { id: 'rfnd_ABC123', amount: 37000, status: 'processed', createdAt: '2026-02-02T10:00:00.000Z', byHand: false, reference: null } })]);
    renderBookings();
    // Beside the status, and again in the refund box with its id.
    expect(await screen.findAllByText('Refunded ₹37,000')).toHaveLength(2);
    expect(screen.getByText('Refund ID: rfnd_ABC123')).toBeInTheDocument();
  });

  it('shows beside the status that a pending booking is paid, its reference, and the way to its receipt', async () => {
    const booking = aBooking();
    api([booking]);
    renderBookings();
    const card = (await screen.findByRole('heading', { name: booking.tour.title })).closest('article')!;
    expect(within(card).getByText('pending')).toBeInTheDocument();
    expect(within(card).getByText('Paid ₹37,000')).toBeInTheDocument();
    expect(within(card).getByText(booking.reference)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `Details and receipt for ${booking.reference}` })).toHaveAttribute(
      'href',
      `/login/userdashboard/mybookings/${booking._id}`,
    );
  });

  const refund = (amount: number, status: 'pending' | 'processed' | 'failed') => ({ id: status === 'processed' ? 'rfnd_1' : null, amount, status, createdAt: '2026-02-02T10:00:00.000Z', byHand: false, reference: null });
  it.each([
    ['a refund in progress', refund(37000, 'pending'), 'Refund of ₹37,000 in progress'],
    ['a partial refund, with what was paid', refund(18500, 'processed'), 'Refunded ₹18,500 (of ₹37,000 paid)'],
    ['a partial refund in progress', refund(18500, 'pending'), 'Refund of ₹18,500 (of ₹37,000 paid) in progress'],
    ['a refund the provider refused', refund(37000, 'failed'), 'Refund failed, we are retrying'],
    ['no refund after a late cancel', null, 'No refund: this booking was cancelled after free cancellation ended.'],
    ['a refund the operator owes by hand (paid offline)', { ...refund(37000, 'pending'), byHand: true }, '₹37,000 will be handed back to you by the operator, the way you paid.'],
    [
      'a refund the operator handed back',
      { ...refund(37000, 'processed'), id: null, byHand: true, reference: 'UPI-8841' },
      '₹37,000 was handed back to you by the operator. Reference UPI-8841.',
    ],
  ])('says what became of the money: %s', async (_case, shownRefund, line) => {
    api([aBooking({ status: 'canceled', refund: shownRefund })]);
    renderBookings();
    const card = (await screen.findByRole('heading', { name: 'Spiti Valley Road Trip' })).closest('article')!;
    expect(within(card).getByText(line)).toBeInTheDocument();
  });

  it('says a late cancel refunded the later payment online, beside what was paid and refunded in all, never "No refund"', async () => {
    // Advance ₹6,000 and balance ₹14,000; one adult removed (₹8,000 back), then cancelled late: ₹3,000 of the balance back.
    const cancelled = aBooking({
      status: 'canceled',
      totalPrice: 12000,
      payment: { orderId: 'order_advance', paymentId: 'pay_advance', amount: 6000, currency: 'INR' },
      refund: null,
      amountPaid: 20000,
      amountRefunded: 11000,
      amountDue: 0,
      partialRefunds: [
        { _id: '7a0c3c1e-3333-4c55-9a57-2f1c1d2e3f41', id: 'rfnd_1', amount: 8000, status: 'processed', byHand: false, reference: null, reason: 'party_reduced', createdAt: '2026-11-25T10:00:00.000Z' },
        { _id: '7a0c3c1e-3333-4c55-9a57-2f1c1d2e3f42', id: 'rfnd_2', amount: 3000, status: 'processed', byHand: false, reference: null, reason: 'cancel_balance', createdAt: '2026-11-26T10:00:00.000Z' },
      ],
    });
    api([cancelled]);
    renderBookings();
    const card = (await screen.findByRole('heading', { name: 'Spiti Valley Road Trip' })).closest('article')!;
    expect(within(card).getByText('Paid ₹20,000 · Refunded ₹11,000')).toBeInTheDocument();
    expect(within(card).getByText('₹8,000 refunded for the smaller party.')).toBeInTheDocument();
    expect(within(card).getByText('Refunded ₹3,000 for the cancellation.')).toBeInTheDocument();
    expect(within(card).queryByText(/^No refund/)).not.toBeInTheDocument();
  });

  it('names the reseller who sold a booking and whom to ask to change it, without the changes the server would refuse', async () => {
    api([aBooking({ status: 'booked', bookingDate: '2099-03-05', soldBy: 'Ghumakkad Travels', reseller: { _id: '7d1f3c2a-3b4c-4d5e-8f90-1a2b3c4d5e6f', reference: 'GT-1', paidToReseller: true }, payment: null })]);
    renderBookings();
    const card = (await screen.findByRole('heading', { name: 'Spiti Valley Road Trip' })).closest('article')!;
    expect(within(card).getByText('Sold by Ghumakkad Travels: contact them to change or cancel this booking')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Change date' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Change party' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
  });

  it('says nothing about refunds on an unpaid canceled booking or a live one', async () => {
    api([aBooking({ _id: 'a', status: 'canceled', payment: null }), aBooking({ _id: 'b', status: 'booked' })]);
    renderBookings();
    await screen.findByText('booked');
    expect(screen.queryByText(/refund/i)).toBeNull();
  });
});

describe('payments that did not become a booking', () => {
  const region = () => screen.findByRole('region', { name: 'Payments' });

  it('lists them under the bookings in the server’s words, leaving out booked, unpaid and declined payments', async () => {
    api([aBooking()], {
      'GET /api/user/payments': {
        body: [
          aPaymentRecord(),
          aPaymentRecord({ orderId: 'order_PENDING', amount: 4500, paidAt: '2026-11-20T06:00:00.000Z', status: 'refund_pending', refund: { amount: 4500, status: 'pending', reason: 'tour_unavailable', byHand: false } }),
          aPaymentRecord({ orderId: 'order_WAITING', amount: 1200, paidAt: '2026-11-19T06:00:00.000Z', status: 'paid', refund: null }),
          aPaymentRecord({ orderId: 'order_BOOKED', status: 'booked', bookingId: aBooking()._id, refund: null }),
          aPaymentRecord({ orderId: 'order_CANCELED', status: 'refunded', bookingId: aBooking()._id, refund: { amount: 37000, status: 'processed', reason: 'booking_canceled', byHand: false } }),
          aPaymentRecord({ orderId: 'order_OPEN', status: 'created', paidAt: null, refund: null }),
          aPaymentRecord({ orderId: 'order_DECLINED', status: 'failed', paidAt: null, refund: null }),
        ],
      },
    });
    renderBookings();
    const items = within(await region()).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      '₹6,998 paid on 22 November 2026 was refunded: this date sold out before your booking was saved.',
      '₹4,500 paid on 20 November 2026 is being refunded: the tour was no longer offered when your payment arrived. It reaches your account within 5 to 7 working days.',
      '₹1,200 paid on 19 November 2026 is not a booking yet. We are saving it, or refunding it in full if we cannot.',
    ]);
    // Under the booking cards.
    const card = screen.getByRole('heading', { name: 'Spiti Valley Road Trip' });
    expect(card.compareDocumentPosition(await region()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows them even when there are no bookings', async () => {
    api([], { 'GET /api/user/payments': { body: [aPaymentRecord()] } });
    renderBookings();
    expect(await screen.findByText('You have no bookings yet!')).toBeInTheDocument();
    expect(within(await region()).getByText(/was refunded: this date sold out/)).toBeInTheDocument();
  });

  it('reads every page of payments', async () => {
    const calls = api([aBooking()], {
      'GET /api/user/payments': ({ url }) =>
        url.includes('cursor=next')
          ? { body: [aPaymentRecord({ orderId: 'order_OLD', amount: 999 })] }
          : { body: [aPaymentRecord()], headers: { 'X-Next-Cursor': 'next' } },
    });
    renderBookings();
    expect(await within(await region()).findByText(/^₹999 paid on/)).toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith('/api/user/payments'))).toHaveLength(2);
  });

  it.each([
    ['every payment became a booking', { body: [aPaymentRecord({ status: 'booked', bookingId: aBooking()._id, refund: null })] }],
    ['the payments cannot be read', { status: 500, body: {} }],
  ])('is not there when %s', async (_case, answer) => {
    api([aBooking()], { 'GET /api/user/payments': answer });
    const { queryClient } = renderBookings();
    await screen.findByRole('heading', { name: 'Spiti Valley Road Trip' });
    await waitFor(() => expect(queryClient.getQueryState(['payments', 'mine'])?.status).not.toBe('pending'));
    expect(screen.queryByRole('region', { name: 'Payments' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Payments' })).toBeNull();
  });
});

describe('cancelling', () => {
  it('offers Cancel only while a booking is not canceled or completed', async () => {
    api([
      aBooking({ _id: 'p', status: 'pending', tour: { title: 'Pending trip', location: 'Goa', image: '' } }),
      aBooking({ _id: 'b', status: 'booked', tour: { title: 'Booked trip', location: 'Goa', image: '' } }),
      aBooking({ _id: 'c', status: 'canceled', tour: { title: 'Canceled trip', location: 'Goa', image: '' } }),
      aBooking({ _id: 'd', status: 'completed', tour: { title: 'Completed trip', location: 'Goa', image: '' } }),
    ]);
    renderBookings();
    const card = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('article')!;
    expect(within(await card('Pending trip')).getByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument();
    expect(within(await card('Booked trip')).getByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument();
    expect(within(await card('Canceled trip')).queryByRole('button', { name: 'Cancel Booking' })).toBeNull();
    expect(within(await card('Completed trip')).queryByRole('button', { name: 'Cancel Booking' })).toBeNull();
  });

  it('asks first, cancels, and shows the booking canceled', async () => {
    let cancelled = false;
    const calls = api(() => [aBooking({ status: cancelled ? 'canceled' : 'pending' })], {
      [`DELETE /api/user/bookings/${aBooking()._id}`]: () => {
        cancelled = true;
        return { body: { message: 'Booking cancelled.', booking: aBooking({ status: 'canceled' }) } };
      },
    });
    const user = userEvent.setup();
    renderBookings();
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByText('canceled')).toBeInTheDocument();
    expect(screen.getByText('Booking cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).toBeNull();
  });

  it.each([
    [{ message: 'Only pending or booked bookings can be cancelled.' }, 'Only pending or booked bookings can be cancelled.'],
    [{}, 'Failed to cancel booking.'],
  ])("alerts the server's message or 'Failed to cancel booking.' (%o)", async (body, shown) => {
    api([aBooking()], { [`DELETE /api/user/bookings/${aBooking()._id}`]: { status: 400, body } });
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const user = userEvent.setup();
    renderBookings();
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel booking' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(shown));
    expect(screen.getByText('pending')).toBeInTheDocument();
  });
});

describe('packing guide', () => {
  const booked = () => aBooking({ _id: BOOKED_ID, status: 'booked' });

  it('is offered only for booked bookings', async () => {
    api([aBooking({ _id: 'p', status: 'pending' }), aBooking({ _id: 'c', status: 'canceled' }), aBooking({ _id: 'd', status: 'completed' })]);
    renderBookings();
    await screen.findByText('completed');
    expect(screen.queryByRole('button', { name: /Packing Guide/ })).toBeNull();
  });

  it("generates the guide ('Generating Guide...' meanwhile), shows it in the dialog, then offers View Packing Guide", async () => {
    let generated = false;
    const calls = api(() => [generated ? { ...booked(), packingList: guide } : booked()], {
      [`POST ${guideUrl}`]: () => {
        generated = true;
        return { body: { packingList: guide, message: 'Packing guide generated.' } };
      },
    });
    const release = holdFetch(guideUrl);
    const user = userEvent.setup();
    renderBookings();
    await user.click(await screen.findByRole('button', { name: 'Generate Packing Guide' }));
    expect(screen.getByRole('button', { name: 'Generating Guide...' })).toBeDisabled();
    release();

    const dialog = await screen.findByRole('dialog', { name: 'Your Personalized Packing Guide' });
    expect(await within(dialog).findByRole('heading', { name: 'Packing guide: Spiti Valley Road Trip' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Clothing' })).toBeInTheDocument();
    expect(within(dialog).getByText('Warm fleece')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === guideUrl)).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'View Packing Guide' }));
    expect(screen.getByRole('dialog', { name: 'Your Personalized Packing Guide' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === guideUrl)).toHaveLength(1);
  });

  it.each([
    ['the server says why', { status: 502, body: { message: 'The packing guide service is not answering.' } }, 'The packing guide service is not answering.'],
    ['the server gives no reason', { status: 500, body: {} }, 'Failed to generate packing guide. Please try again.'],
    ['the answer has no packing list', { status: 200, body: { message: 'Packing guide generated.' } }, 'Failed to generate packing guide. Please try again.'],
  ])('shows the error when %s', async (_case, answer, shown) => {
    api([booked()], { [`POST ${guideUrl}`]: answer });
    const user = userEvent.setup();
    renderBookings();
    await user.click(await screen.findByRole('button', { name: 'Generate Packing Guide' }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Generate Packing Guide' })).toBeEnabled();
  });
});

describe('waiting lists', () => {
  const entry = (overrides: Record<string, unknown>) => ({
    _id: 'e1',
    tourId: 'tour-1',
    tourTitle: 'Spiti Valley Road Trip',
    bookingDate: '2026-12-05',
    startTime: '09:00',
    numPeople: 2,
    party: { adult: 2, child: 0, infant: 0, senior: 0 },
    status: 'waiting',
    joinedAt: '2026-11-20T04:30:00.000Z',
    position: 2,
    offer: null,
    ...overrides,
  });

  it('lists each with its place in line or its held seats, and leaves one', async () => {
    let entries = [
      entry({ _id: 'offered-1', status: 'offered', position: null, offer: { expiresAt: '2026-11-25T16:30:00.000Z', seats: 2 } }),
      entry({ _id: 'waiting-1', tourTitle: 'Ruins of Hampi', bookingDate: '2026-12-12' }),
    ];
    const calls = api([], {
      'GET /api/user/waitlist': () => ({ body: entries }),
      'DELETE /api/user/waitlist/waiting-1': () => {
        entries = entries.slice(0, 1);
        return { body: { message: waitlistMessages.left } };
      },
    });
    renderBookings();
    const lists = await screen.findByRole('region', { name: 'Waiting lists' });
    const [offered, waiting] = within(lists).getAllByRole('listitem');
    expect(offered).toHaveTextContent('Seats held for you until November 25, 2026 at 10:00 PM IST.');
    expect(within(offered!).getByRole('link', { name: 'Book the held seats' })).toHaveAttribute('href', '/dashboard/booknow/tour-1?waitlist=offered-1');
    expect(waiting).toHaveTextContent('Ruins of Hampi');
    expect(waiting).toHaveTextContent('Number 2 in line.');
    await userEvent.click(within(waiting!).getByRole('button', { name: 'Leave the list' }));
    expect(await within(lists).findByText(waitlistMessages.left)).toBeInTheDocument();
    await waitFor(() => expect(within(lists).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.some((call) => call.url === '/api/user/waitlist/waiting-1' && call.method === 'DELETE')).toBe(true);
  });
});
