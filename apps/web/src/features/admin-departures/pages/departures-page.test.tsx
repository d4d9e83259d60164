import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aBooking, aDeparture, aTour, aTraveller } from '../../../../test/admin-fixtures.ts';
import DeparturesPage from './departures-page.tsx';

const listUrl = '/api/admin/departures';
/** The manifest's own requests, without the list of tours the tour choice reads. */
const departureUrls = (calls: Array<{ url: string }>) => calls.map((call) => call.url).filter((url) => url.startsWith(listUrl));
const spiti = aDeparture();
const hampi = aDeparture({
  title: 'Ruins of Hampi',
  location: 'Hampi, Karnataka',
  date: '2026-11-30',
  capacity: 25,
  booked: 1,
  held: 0,
  seatsLeft: 24,
  bookings: [aTraveller({ fullName: 'Kavya Rao', phone: '9845012345', numPeople: 1 })],
});
const putUrl = (departure = spiti) => `/api/admin/tours/${departure.tourId}/departures/${departure.date}`;

const open = () => renderPage(<DeparturesPage />, { path: '/admindashboard/departures' });
const card = (title: string) => screen.getByRole('article', { name: title });

beforeEach(() => {
  // Today is 23 November 2026 in India; only the clock is fixed.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T06:00:00.000Z'));
  localStorage.setItem('token', fakeToken('admin'));
});

afterEach(() => vi.useRealTimers());

describe('departures', () => {
  it('lists the next two weeks’ departures under their dates, with seats as a bar and who is coming', async () => {
    const calls = mockApi({ [`GET ${listUrl}`]: { body: { departures: [spiti, hampi] } } });
    open();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Saturday, November 28, 2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Monday, November 30, 2026' })).toBeInTheDocument();
    expect(departureUrls(calls)[0]).toBe(`${listUrl}?from=2026-11-23&to=2026-12-06`);

    const bar = within(card('Spiti Valley Road Trip')).getByRole('img', { name: '8 booked, 2 held, 2 left of 12 seats' });
    expect(bar.querySelector('[data-part="booked"]')).toHaveStyle({ width: `${(8 / 12) * 100}%` });
    expect(bar.querySelector('[data-part="held"]')).toHaveStyle({ width: `${(2 / 12) * 100}%` });

    const travellers = within(card('Spiti Valley Road Trip')).getByRole('table', { name: 'Travellers on Spiti Valley Road Trip, November 28, 2026 at 09:00' });
    const rows = within(travellers).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    expect(rows.slice(1, 3)).toEqual([
      ['Asha Verma+4 unnamed', 'YT-DQFB-6680', '9876543210', '5', '0', '0', '5', 'Paid in full', 'booked'],
      ['Ravi Kumar+2 unnamed', 'YT-DQFB-6680', '9123456780', '3', '0', '0', '3', 'Paid in full', 'pending'],
    ]);
    expect(within(travellers).getByRole('link', { name: '9123456780' })).toHaveAttribute('href', 'tel:9123456780');
    expect(within(card('Ruins of Hampi')).getByRole('img', { name: '1 booked, 0 held, 24 left of 25 seats' })).toBeInTheDocument();
  });

  it('shows a departure\'s waiting list under its travellers: each party in the order of joining, and its offer', async () => {
    const line = {
      tourId: spiti.tourId,
      tourTitle: spiti.title,
      date: spiti.date,
      startTime: spiti.startTime,
      waiting: 2,
      entries: [
        { _id: 'w1', travellerName: 'Meera Nair', email: 'meera@example.in', numPeople: 2, party: { adult: 2, child: 0, infant: 0, senior: 0 }, status: 'offered', joinedAt: '2026-11-20T04:30:00.000Z', offeredAt: '2026-11-22T04:30:00.000Z', offerExpiresAt: '2026-11-22T16:30:00.000Z' },
        { _id: 'w2', travellerName: 'Arjun Das', email: 'arjun@example.in', numPeople: 4, party: { adult: 2, child: 2, infant: 0, senior: 0 }, status: 'waiting', joinedAt: '2026-11-21T04:30:00.000Z', offeredAt: null, offerExpiresAt: null },
      ],
    };
    const calls = mockApi({ [`GET ${listUrl}`]: { body: { departures: [spiti, hampi] } }, 'GET /api/admin/waitlist': { body: [line] } });
    open();
    const table = await within(await screen.findByRole('article', { name: 'Spiti Valley Road Trip' })).findByRole('table', { name: 'Waiting list of Spiti Valley Road Trip, November 28, 2026 at 09:00' });
    const rows = within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    expect(rows.slice(1)).toEqual([
      ['1', 'Meera Nairmeera@example.in', '2 people', 'November 20, 2026 at 10:00 AM IST', 'Seats held for you', 'Held until November 22, 2026 at 10:00 PM IST'],
      ['2', 'Arjun Dasarjun@example.in', '2 adults, 2 children', 'November 21, 2026 at 10:00 AM IST', 'Waiting', '—'],
    ]);
    expect(within(card('Ruins of Hampi')).queryByRole('table', { name: /Waiting list/ })).toBeNull();
    expect(calls.map((call) => call.url)).toContain('/api/admin/waitlist?from=2026-11-23&to=2026-12-06');
  });

  it("shows who of each party has checked in, was a no-show or is still awaited, with the departure's totals", async () => {
    const attendance = { firstCheckedInAt: null, lastCheckedInAt: null, lastCheckedInBy: 'Priya' };
    const today = aDeparture({
      bookings: [
        aTraveller({ fullName: 'Asha Verma', numPeople: 4, attendance: { ...attendance, checkedIn: 3, noShow: 1, waiting: 0 } }),
        aTraveller({ fullName: 'Ravi Kumar', numPeople: 2, attendance: { ...attendance, checkedIn: 0, noShow: 0, waiting: 2 } }),
      ],
    });
    mockApi({ [`GET ${listUrl}`]: { body: { departures: [today] } } });
    open();
    const travellers = await screen.findByRole('table', { name: /Travellers on Spiti Valley Road Trip/ });
    const rows = within(travellers).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    expect(rows.slice(1)).toEqual([
      ['Asha Verma+3 unnamed', 'YT-DQFB-6680', '9876543210', '4', '3', '1', '0', 'Paid in full', 'booked'],
      ['Ravi Kumar+1 unnamed', 'YT-DQFB-6680', '9876543210', '2', '0', '0', '2', 'Paid in full', 'booked'],
      ['6', '3', '1', '2', ''],
    ]);
  });

  it('says a party by type under its seats', async () => {
    const today = aDeparture({ bookings: [aTraveller({ fullName: 'Asha Verma', numPeople: 3, party: { adult: 2, child: 1, infant: 1, senior: 0 } })] });
    mockApi({ [`GET ${listUrl}`]: { body: { departures: [today] } } });
    open();
    const travellers = await screen.findByRole('table', { name: /Travellers on Spiti Valley Road Trip/ });
    expect(within(travellers).getByText('2 adults, 1 child, 1 infant')).toBeInTheDocument();
  });

  it('lists every traveller by name under their booking, with its reference leading to the booking', async () => {
    const named = aTraveller({
      fullName: 'Asha Verma',
      numPeople: 4,
      reference: 'YT-7K3M-Q9TD',
      paymentState: 'refund_in_progress',
      travellers: [
        { name: 'Asha Verma', age: 34 },
        { name: 'Ravi Verma', age: null },
        { name: 'मीरा वर्मा', age: 9 },
      ],
      unnamedTravellers: 1,
    });
    mockApi({ [`GET ${listUrl}`]: { body: { departures: [aDeparture({ bookings: [named] })] } } });
    open();
    const travellers = await screen.findByRole('table', { name: /Travellers on Spiti Valley Road Trip/ });
    const [row] = within(travellers).getAllByRole('row').slice(1);
    const names = within(row!).getByRole('list');
    expect(within(names).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Asha Verma, 34', 'Ravi Verma', 'मीरा वर्मा, 9']);
    expect(within(row!).getByText('+1 unnamed')).toBeInTheDocument();
    expect(within(row!).getByText('Refund in progress')).toBeInTheDocument();
    expect(within(row!).getByRole('link', { name: 'YT-7K3M-Q9TD' })).toHaveAttribute('href', '/admindashboard/bookings?query=YT-7K3M-Q9TD');
  });

  it('downloads one departure, or every date shown, as CSV under a name that says what it holds', async () => {
    const calls = mockApi({
      [`GET ${listUrl}`]: { body: { departures: [spiti] } },
      [`GET /api/admin/tours/${spiti.tourId}/departures/${spiti.date}/manifest.csv`]: { body: 'csv' },
      'GET /api/admin/manifest.csv': { body: 'csv' },
    });
    const createObjectURL = vi.fn(() => 'blob:manifest');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    open();
    const spitiCard = await screen.findByRole('article', { name: 'Spiti Valley Road Trip' });
    await userEvent.click(within(spitiCard).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['manifest-2026-11-28-0900-spiti-valley-road-trip.csv']));
    await userEvent.click(screen.getByRole('button', { name: 'Download dates as CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe('manifest-2026-11-23-to-2026-12-06.csv');
    expect(calls.map((call) => call.url)).toContain('/api/admin/manifest.csv?from=2026-11-23&to=2026-12-06');
    expect(calls.find((call) => call.url.endsWith('manifest.csv?from=2026-11-23&to=2026-12-06'))?.headers.Authorization).toMatch(/^Bearer /);
  });

  it('sits in the admin menu between Bookings and Payments', async () => {
    mockApi({ [`GET ${listUrl}`]: { body: { departures: [] } } });
    open();
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    // Each item's text after its (decorative) icon; the brand link comes first.
    const items = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent?.replace(/^[^A-Za-z]+/, ''));
    expect(items).toEqual(['Yatrika', 'Dashboard', 'Tours', 'Bookings', 'Check-in', 'Departures', 'Payments', 'Invoices', 'Promo codes', 'Resellers', 'Users', 'Reviews', 'Moments', 'Jobs', 'Emails', 'Newsletter', 'Team', 'Two-step sign-in', 'Audit log']);
    expect(within(menu).getByRole('link', { name: 'Departures' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows each departure's count against its tour's minimum group, and a departure cancelled below it", async () => {
    const short = aDeparture({ title: 'Chadar Trek', minGroup: 10 });
    const cancelled = aDeparture({ title: 'Rann Utsav', date: '2026-11-30', minGroup: 6, minGroupOutcome: 'canceled', closed: true, booked: 0, held: 0, bookings: [] });
    mockApi({ [`GET ${listUrl}`]: { body: { departures: [short, cancelled, hampi] } } });
    open();
    expect(await within(await screen.findByRole('article', { name: 'Chadar Trek' })).findByText('Minimum group: 8 of at least 10')).toBeInTheDocument();
    expect(within(card('Rann Utsav')).getByText('The departure did not reach its minimum group of 6.')).toBeInTheDocument();
    expect(within(card('Ruins of Hampi')).queryByText(/Minimum group/)).not.toBeInTheDocument();
  });

  it('opens on the date and tour the calendar links to, and links back to the calendar', async () => {
    const calls = mockApi({ [`GET ${listUrl}`]: { body: { departures: [hampi] } } });
    renderPage(<DeparturesPage />, { path: '/admindashboard/departures', url: `/admindashboard/departures?from=2026-11-30&to=2026-11-30&tourId=${hampi.tourId}` });
    expect(await screen.findByRole('heading', { level: 2, name: 'Monday, November 30, 2026' })).toBeInTheDocument();
    expect(departureUrls(calls)[0]).toBe(`${listUrl}?from=2026-11-30&to=2026-11-30&tourId=${hampi.tourId}`);
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-30');
    expect(screen.getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/admindashboard/departures/calendar');
  });

  it('says when no departure falls in the dates', async () => {
    mockApi({ [`GET ${listUrl}`]: { body: { departures: [] } } });
    open();
    expect(await screen.findByText('No departures in these dates')).toBeInTheDocument();
  });

  it('says the list could not load, and tries again', async () => {
    let broken = true;
    mockApi({ [`GET ${listUrl}`]: () => (broken ? { status: 500, body: {} } : { body: { departures: [spiti] } }) });
    open();
    expect(await screen.findByText('Failed to load departures. Please try again.')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Spiti Valley Road Trip' })).toBeInTheDocument();
  });

  it('with a tour chosen, asks for every departure it is scheduled to run', async () => {
    const tour = aTour({ title: 'Kedarnath Yatra' });
    const calls = mockApi({ [`GET ${listUrl}`]: { body: { departures: [] } }, 'GET /api/admin/tours': { body: { tours: [tour] } } });
    open();
    await screen.findByText('No departures in these dates');
    await screen.findByRole('option', { name: 'Kedarnath Yatra' });
    await userEvent.selectOptions(screen.getByLabelText('Tour'), 'Kedarnath Yatra');
    await waitFor(() => expect(departureUrls(calls)).toContain(`${listUrl}?from=2026-11-23&to=2026-12-06&tourId=${tour._id}`));
    expect(await screen.findByText('This tour is not scheduled to run on any of these dates.')).toBeInTheDocument();
  });

  it('asks for the dates chosen, and refuses a range that runs backwards or past 92 days', async () => {
    const calls = mockApi({ [`GET ${listUrl}`]: { body: { departures: [] } } });
    open();
    await screen.findByText('No departures in these dates');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-20' } });
    expect(screen.getByRole('alert')).toHaveTextContent('The range must start on or before its end and span at most 92 days.');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2027-02-23' } });
    expect(screen.getByRole('alert')).toHaveTextContent('span at most 92 days');
    expect(departureUrls(calls)).toEqual([`${listUrl}?from=2026-11-23&to=2026-12-06`]);

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2027-02-22' } });
    await waitFor(() => expect(departureUrls(calls)).toContain(`${listUrl}?from=2026-11-23&to=2027-02-22`));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('changes a date’s capacity and says so', async () => {
    let capacity = 12;
    const calls = mockApi({
      [`GET ${listUrl}`]: () => ({ body: { departures: [{ ...spiti, capacity, seatsLeft: capacity - 10 }] } }),
      [`PUT ${putUrl()}`]: ({ body }) => {
        capacity = (body as { capacity: number }).capacity;
        return { body: { message: 'Departure updated.', departure: { ...spiti, capacity, seatsLeft: capacity - 10 } } };
      },
    });
    open();
    const spitiCard = await screen.findByRole('article', { name: 'Spiti Valley Road Trip' });
    const field = within(spitiCard).getByLabelText('Capacity');
    expect(field).toHaveValue(12);
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '15');
    await user.click(within(spitiCard).getByRole('button', { name: 'Save capacity of Spiti Valley Road Trip on November 28, 2026 at 09:00' }));

    expect(await within(spitiCard).findByRole('status')).toHaveTextContent('Departure updated.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ capacity: 15, startTime: '09:00' });
    expect(await within(spitiCard).findByRole('img', { name: '8 booked, 2 held, 5 left of 15 seats' })).toBeInTheDocument();
  });

  it('shows the server’s 409 when the capacity is below the seats taken', async () => {
    const refusal = '10 seats are already taken on this date; the capacity cannot be lower than that.';
    mockApi({ [`GET ${listUrl}`]: { body: { departures: [spiti] } }, [`PUT ${putUrl()}`]: { status: 409, body: { message: refusal } } });
    open();
    const spitiCard = await screen.findByRole('article', { name: 'Spiti Valley Road Trip' });
    const user = userEvent.setup();
    await user.clear(within(spitiCard).getByLabelText('Capacity'));
    await user.type(within(spitiCard).getByLabelText('Capacity'), '4');
    await user.click(within(spitiCard).getByRole('button', { name: /^Save/ }));
    expect(await within(spitiCard).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('refuses a capacity that is not a whole number up to 500 before sending', async () => {
    const calls = mockApi({ [`GET ${listUrl}`]: { body: { departures: [spiti] } } });
    open();
    const spitiCard = await screen.findByRole('article', { name: 'Spiti Valley Road Trip' });
    fireEvent.change(within(spitiCard).getByLabelText('Capacity'), { target: { value: '501' } });
    await userEvent.click(within(spitiCard).getByRole('button', { name: /^Save/ }));
    expect(within(spitiCard).getByRole('alert')).toHaveTextContent('Capacity must be a whole number from 0 to 500.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('closes a date and reopens it', async () => {
    let closed = false;
    const calls = mockApi({
      [`GET ${listUrl}`]: () => ({ body: { departures: [{ ...spiti, closed }] } }),
      [`PUT ${putUrl()}`]: ({ body }) => {
        closed = (body as { closed: boolean }).closed;
        return { body: { message: 'Departure updated.', departure: { ...spiti, closed } } };
      },
    });
    open();
    const spitiCard = await screen.findByRole('article', { name: 'Spiti Valley Road Trip' });
    expect(within(spitiCard).queryByText('Closed')).not.toBeInTheDocument();
    await userEvent.click(within(spitiCard).getByRole('button', { name: 'Close departure for Spiti Valley Road Trip on November 28, 2026 at 09:00' }));
    expect(await within(spitiCard).findByText('Closed')).toBeInTheDocument();
    await userEvent.click(within(spitiCard).getByRole('button', { name: /^Reopen departure/ }));
    await waitFor(() => expect(within(spitiCard).queryByText('Closed')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { closed: true, startTime: '09:00' },
      { closed: false, startTime: '09:00' },
    ]);
  });

  it('lists each start time of a date as its own departure, and closes only the one chosen', async () => {
    const afternoon = { ...spiti, startTime: '15:00', booked: 0, held: 0, seatsLeft: 12, bookings: [] };
    const calls = mockApi({
      [`GET ${listUrl}`]: { body: { departures: [spiti, afternoon] } },
      [`PUT ${putUrl()}`]: { body: { message: 'Departure updated.', departure: { ...afternoon, closed: true } } },
    });
    open();
    const cards = await screen.findAllByRole('article', { name: 'Spiti Valley Road Trip' });
    expect(cards.map((card) => within(card).getByText(/^Sets off/).textContent)).toEqual(['Sets off 09:00', 'Sets off 15:00']);
    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Close departure for Spiti Valley Road Trip on November 28, 2026 at 15:00' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ closed: true, startTime: '15:00' }));
  });

  it('says when a departure has no travellers yet', async () => {
    mockApi({ [`GET ${listUrl}`]: { body: { departures: [aDeparture({ booked: 0, held: 0, seatsLeft: 12, closed: true, bookings: [] })] } } });
    open();
    expect(await screen.findByText('No travellers booked yet.')).toBeInTheDocument();
  });

  it('finds a booking by its reference typed any way and leads to its departure', async () => {
    // A family with a lap infant: the result names the party by type, not the seats it takes.
    const found = aBooking({
      reference: 'YT-CFXK-PZB9',
      fullName: 'Lalitha Iyer',
      bookingDate: spiti.date,
      tourId: spiti.tourId,
      tour: { title: spiti.title, location: spiti.location, image: 'media/placeholder.webp' },
      numPeople: 2,
      party: { adult: 2, child: 0, infant: 1, senior: 0 },
    });
    const calls = mockApi({
      [`GET ${listUrl}`]: { body: { departures: [spiti] } },
      'GET /api/admin/bookings': { body: [found] },
      'GET /api/admin/tours': { body: { tours: [aTour({ _id: spiti.tourId, title: spiti.title })] } },
    });
    const user = userEvent.setup();
    open();
    await user.type(screen.getByRole('searchbox', { name: 'Find a booking by reference, name, email or phone' }), 'cfxkpzb9');
    const results = within(await screen.findByRole('list', { name: 'Bookings found' }));
    expect(results.getByText('YT-CFXK-PZB9')).toBeInTheDocument();
    expect(results.getByText(spiti.title)).toBeInTheDocument();
    expect(results.getByText(/Lalitha Iyer · 2 adults, 1 infant ·/)).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/admin/bookings?') && new URL(call.url, 'http://x').searchParams.get('query') === 'cfxkpzb9')).toBe(true);

    await user.click(results.getByRole('button', { name: 'Show departure for YT-CFXK-PZB9' }));
    await waitFor(() => {
      const last = new URL(departureUrls(calls).at(-1)!, 'http://x').searchParams;
      expect([last.get('from'), last.get('to'), last.get('tourId')]).toEqual([spiti.date, spiti.date, spiti.tourId]);
    });
  });
});
