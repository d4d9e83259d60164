import { paymentLinkMessages } from '@yatrika/contract/payment-links';
import { phoneBookingMessages } from '@yatrika/contract/phone-booking';
import { operatorBookingMessages } from '@yatrika/contract/operator-booking-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aBooking, aTour } from '../../../../test/admin-fixtures.ts';
import { chooseDay, pageToMonth } from '../../../../test/calendar.ts';
import NewBookingPage from './new-booking-page.tsx';

const hampi = aTour({ title: 'Ruins of Hampi', pricePerPerson: 7500 });
const dates = {
  tourId: hampi._id,
  capacity: 20,
  dates: [
    { date: '2027-03-05', capacity: 20, seatsLeft: 12, status: 'available' },
    { date: '2027-03-06', capacity: 20, seatsLeft: 0, status: 'sold_out' },
    { date: '2027-03-07', capacity: 20, seatsLeft: 2, status: 'few_left' },
  ],
};
const saved = {
  message: phoneBookingMessages.booked,
  booking: aBooking({ reference: 'YT-PH0N-E123', tour: { title: 'Ruins of Hampi', location: 'Hampi, Karnataka', image: '' }, numPeople: 3, totalPrice: 22500, status: 'booked' }),
  traveller: { email: 'meera@example.in', created: true },
  payment: { method: 'upi', reference: 'UPI-4471' },
};

function api(answer: { status?: number; body: unknown } = { status: 201, body: saved }) {
  return mockApi({
    'GET /api/admin/tours': { body: { tours: [hampi, aTour({ title: 'Closed for good', status: 'banned' })] } },
    [`GET /api/routes/tours/${hampi._id}/availability`]: { body: dates },
    'POST /api/admin/bookings': answer,
  });
}

async function fillIn() {
  const user = userEvent.setup();
  renderPage(<NewBookingPage />, { path: '/admindashboard/bookings/new' });
  await user.click(await screen.findByRole('radio', { name: /Ruins of Hampi/ }));
  await chooseDay(user, 'March 2027', /March 5, 2027/);
  const people = screen.getByLabelText('People');
  await user.clear(people);
  await user.type(people, '3');
  await user.type(screen.getByLabelText('Full name'), 'Meera Iyer');
  await user.type(screen.getByLabelText('Phone'), '9811122233');
  await user.type(screen.getByLabelText('Email'), 'meera@example.in');
  await user.type(screen.getByLabelText('Traveller 2 name'), 'Arjun Iyer');
  return user;
}

beforeEach(() => {
  // Today is 23 November 2026 in India; only the clock is fixed.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T06:00:00.000Z'));
  localStorage.setItem('token', fakeToken('admin'));
});
afterEach(() => vi.useRealTimers());

describe('new booking by phone', () => {
  it('offers active tours, their dates on a calendar with the seats (a sold-out one cannot be chosen), and the total before saving', async () => {
    api();
    await fillIn();
    expect(screen.queryByRole('radio', { name: /Closed for good/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saturday, March 6, 2027, Sold out' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: /^Sunday, March 7, 2027, Only 2 seats left/ })).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByRole('group', { name: 'Date' })).toHaveAccessibleDescription('Friday, March 5, 2027 · 12 seats left');
    expect(screen.getByTestId('phone-booking-total')).toHaveTextContent('₹22,500');
    expect(screen.getByLabelText('Traveller 3 name')).toBeInTheDocument();
  });

  it("pages the calendar as far ahead as the server books, past the four months a list of dates used to hold", async () => {
    mockApi({
      'GET /api/admin/tours': { body: { tours: [hampi] } },
      [`GET /api/routes/tours/${hampi._id}/availability`]: ({ url }) => {
        const from = new URL(url, 'http://localhost').searchParams.get('from') ?? '';
        return { body: { tourId: hampi._id, capacity: 20, lastBookableDate: '2027-11-23', dates: [{ date: from, capacity: 20, seatsLeft: 20, status: 'available', departures: [] }] } };
      },
    });
    const user = userEvent.setup();
    renderPage(<NewBookingPage />, { path: '/admindashboard/bookings/new' });
    await user.click(await screen.findByRole('radio', { name: /Ruins of Hampi/ }));
    await screen.findByRole('button', { name: /^Monday, November 23, 2026, 20 seats left/ });
    const last = await pageToMonth(user, 'November 2027');
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await user.click(await within(last).findByRole('button', { name: /^Monday, November 1, 2027, 20 seats left/ }));
    expect(screen.getByRole('group', { name: 'Date' })).toHaveAccessibleDescription('Monday, November 1, 2027 · 20 seats left');
    // Past the server's last bookable date nothing can be reached.
    expect(within(last).queryByRole('button', { name: /November 24, 2027/ })).not.toBeInTheDocument();
  });

  it('asks for the UPI reference before sending', async () => {
    const calls = api();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Save booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(phoneBookingMessages.upiReferenceRequired);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends the booking with its names and payment, then shows the reference', async () => {
    const calls = api();
    const user = await fillIn();
    await user.type(screen.getByLabelText('Payment reference'), 'UPI-4471');
    await user.click(screen.getByRole('button', { name: 'Save booking' }));
    expect(await screen.findByRole('heading', { name: 'Reference YT-PH0N-E123' })).toBeInTheDocument();
    expect(screen.getByText(/UPI · UPI-4471/)).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      tourId: hampi._id,
      bookingDate: '2027-03-05',
      numPeople: 3,
      fullName: 'Meera Iyer',
      phone: '9811122233',
      email: 'meera@example.in',
      travellers: [{ name: 'Meera Iyer' }, { name: 'Arjun Iyer' }],
      payment: { method: 'upi', reference: 'UPI-4471' },
    });
  });

  it('offers the start times of a date with several, and sends the one chosen', async () => {
    const twoTimes = {
      ...dates,
      dates: [
        {
          date: '2027-03-05',
          capacity: 40,
          seatsLeft: 14,
          status: 'available',
          departures: [
            { startTime: '06:30', capacity: 20, seatsLeft: 12, closed: false, status: 'available' },
            { startTime: '15:30', capacity: 20, seatsLeft: 2, closed: false, status: 'few_left' },
          ],
        },
      ],
    };
    const calls = mockApi({
      'GET /api/admin/tours': { body: { tours: [hampi] } },
      [`GET /api/routes/tours/${hampi._id}/availability`]: { body: twoTimes },
      'POST /api/admin/bookings': { status: 201, body: saved },
    });
    const user = await fillIn();
    const time = screen.getByLabelText(/Start time/);
    expect(time).toHaveValue('06:30');
    expect(screen.getByRole('option', { name: /15:30 · Only 2 seats left/ })).toBeInTheDocument();
    await user.selectOptions(time, '15:30');
    await user.type(screen.getByLabelText('Payment reference'), 'UPI-4471');
    await user.click(screen.getByRole('button', { name: 'Save booking' }));
    await screen.findByRole('heading', { name: 'Reference YT-PH0N-E123' });
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ bookingDate: '2027-03-05', startTime: '15:30' });
  });

  it('cash needs no reference; a refusal from the server is shown in its words', async () => {
    api({ status: 409, body: { message: 'This date is sold out.' } });
    const user = await fillIn();
    await user.selectOptions(screen.getByLabelText('Payment method'), 'cash');
    expect(screen.getByLabelText('Payment reference (optional)')).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Save booking' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This date is sold out.'));
  });

  it('asks to confirm a date travellers cannot book, and takes the booking only then', async () => {
    let answer: { status: number; body: unknown } = { status: 409, body: { message: 'This tour does not run on Fridays.', outsideSchedule: true } };
    const calls = mockApi({
      'GET /api/admin/tours': { body: { tours: [hampi] } },
      [`GET /api/routes/tours/${hampi._id}/availability`]: { body: dates },
      'POST /api/admin/bookings': () => answer,
    });
    const user = await fillIn();
    await user.type(screen.getByLabelText('Payment reference'), 'UPI-4471');
    await user.click(screen.getByRole('button', { name: 'Save booking' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This tour does not run on Fridays.'));
    expect(screen.getByText(operatorBookingMessages.confirmBookOutsideSchedule)).toBeInTheDocument();

    answer = { status: 201, body: saved };
    await user.click(screen.getByRole('button', { name: operatorBookingMessages.bookOutsideSchedule }));
    expect(await screen.findByText(/YT-PH0N-E123/)).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST').map((call) => (call.body as { outsideSchedule?: boolean }).outsideSchedule);
    expect(posts).toEqual([undefined, true]);
  });

  it('does not offer to confirm a refusal that is not about the schedule', async () => {
    api({ status: 409, body: { message: 'This date is sold out.' } });
    const user = await fillIn();
    await user.selectOptions(screen.getByLabelText('Payment method'), 'cash');
    await user.click(screen.getByRole('button', { name: 'Save booking' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This date is sold out.'));
    expect(screen.queryByRole('button', { name: operatorBookingMessages.bookOutsideSchedule })).not.toBeInTheDocument();
  });

  it('sends a payment link: no reference asked, and the link and when it runs out shown once sent', async () => {
    const sent = {
      message: paymentLinkMessages.sent,
      traveller: { email: 'meera@example.in', created: false },
      payment: { method: 'link', reference: null },
      paymentLink: { url: 'http://localhost:3000/pay/YPL1.order_L1.sig', expiresAt: '2026-11-24T06:00:00.000Z', amount: 22500, orderId: 'order_L1', holdId: '7c0a4c0e-1b2a-4a57-9a43-3f0a2b6d1e11' },
    };
    const calls = api({ status: 201, body: sent });
    const user = await fillIn();
    await user.selectOptions(screen.getByLabelText('Payment method'), 'Send a payment link');
    expect(screen.queryByLabelText(/Payment reference/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send payment link' }));
    expect(await screen.findByRole('heading', { name: 'Awaiting payment via link' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(paymentLinkMessages.sent);
    expect(screen.getByText('http://localhost:3000/pay/YPL1.order_L1.sig')).toBeInTheDocument();
    expect(screen.getByText('November 24, 2026 at 11:30 AM IST')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ payment: { method: 'link' } }));
  });
});
