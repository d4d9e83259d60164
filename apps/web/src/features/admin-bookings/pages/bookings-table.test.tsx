import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage, setScreenWidth } from '../../../../test/render.tsx';
import { aBooking, aTour } from '../../../../test/admin-fixtures.ts';
import BookingsPage from './bookings-page.tsx';

const houseboatTour = aTour({ title: 'Alleppey Houseboat Cruise' });
const houseboat = aBooking({
  reference: 'YT-CFXK-PZB9',
  tourId: houseboatTour._id,
  tour: { title: 'Alleppey Houseboat Cruise', location: 'Alappuzha, Kerala', image: 'media/houseboat.webp' },
  fullName: 'Verma, Asha "Ashu"',
  phone: '9876543210',
  bookingDate: '2027-03-05',
  startTime: '07:30',
  numPeople: 3,
  totalPrice: 45000,
  amountPaid: 15000,
  amountDue: 30000,
  channel: 'phone',
  status: 'booked',
});
const taj = aBooking({
  reference: 'YT-7K3M-Q9TD',
  tour: { title: 'Taj Mahal at Sunrise', location: 'Agra, Uttar Pradesh', image: 'media/taj.webp' },
  fullName: 'Rohan Kulkarni',
  channel: 'web',
  status: 'pending',
});

/** The list's query as the page sent it, without the page size fetchAllPages adds. */
function queryOf(url: string): string {
  const search = new URL(url, 'http://localhost').searchParams;
  search.delete('limit');
  return search.toString();
}
const listQueries = (calls: { url: string }[]) => calls.filter((call) => call.url.startsWith('/api/admin/bookings?')).map((call) => queryOf(call.url));
/** A booking's row group: its figures' row, then its buttons' row. */
const rowOf = (reference: string) => screen.getByRole('cell', { name: reference }).closest('tbody')!;
const cellsOf = (group: HTMLElement) => within(within(group).getAllByRole('row')[0]!).getAllByRole('cell').map((cell) => cell.textContent);
const shownReferences = () => screen.getAllByRole('rowgroup').slice(1).map((group) => within(group).getAllByRole('cell')[0]!.textContent);

function answerBookings(answers: Record<string, unknown[]> = {}) {
  return mockApi({
    'GET /api/admin/bookings': ({ url }) => ({ body: answers[queryOf(url)] ?? [houseboat, taj] }),
    'GET /api/admin/tours': { body: { tours: [houseboatTour] } },
    'GET /api/admin/bookings.csv': { body: 'Reference\r\n' },
  });
}
const openAt = (search = '') => renderPage(<BookingsPage />, { path: '/admindashboard/bookings', url: `/admindashboard/bookings${search}` });

beforeEach(() => {
  localStorage.setItem('token', fakeToken('admin'));
  setScreenWidth(1280);
});

describe('the bookings table on a wide screen', () => {
  it('shows one row per booking: reference, tour and traveller, date and start time in words, party, paid, due, channel and status', async () => {
    answerBookings();
    openAt();
    await screen.findByRole('table', { name: /^Bookings/ });
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Reference▲',
      'Tour▲',
      'Date and start time▲',
      'Party▲',
      'Paid▲',
      'Due▲',
      'Channel▲',
      'Status▲',
    ]);
    expect(cellsOf(rowOf('YT-CFXK-PZB9'))).toEqual(['YT-CFXK-PZB9', 'Alleppey Houseboat CruiseVerma, Asha "Ashu"9876543210', 'March 5, 202707:30', '3', '₹15,000', '₹30,000', 'Phone', 'booked']);
    expect(within(rowOf('YT-7K3M-Q9TD')).getByText('Website')).toBeInTheDocument();
    // The same buttons as the card: Accept only on the pending one.
    expect(within(rowOf('YT-7K3M-Q9TD')).getByRole('button', { name: "Accept Rohan Kulkarni's booking" })).toBeInTheDocument();
    expect(within(rowOf('YT-CFXK-PZB9')).queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
  });

  it('sorts on the server by the column pressed, then the other way round, keeping the order in the address', async () => {
    const calls = answerBookings({ 'sort=tour&order=asc': [houseboat, taj], 'sort=tour&order=desc': [taj, houseboat] });
    const user = userEvent.setup();
    const { router } = openAt();
    await screen.findByRole('table', { name: /^Bookings/ });
    await user.click(screen.getByRole('button', { name: /^Tour/ }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /^Tour/ })).toHaveAttribute('aria-sort', 'ascending'));
    expect(listQueries(calls).at(-1)).toBe('sort=tour&order=asc');
    await user.click(screen.getByRole('button', { name: /^Tour/ }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /^Tour/ })).toHaveAttribute('aria-sort', 'descending'));
    expect(listQueries(calls).at(-1)).toBe('sort=tour&order=desc');
    await waitFor(() => expect(shownReferences()).toEqual(['YT-7K3M-Q9TD', 'YT-CFXK-PZB9']));
    expect(router.state.location.search).toBe('?sort=tour&order=desc');
    expect(screen.getByRole('columnheader', { name: /^Party/ })).toHaveAttribute('aria-sort', 'none');
  });

  it('filters by tour, travel dates and channel on the server, and a link with them opens the same list', async () => {
    const calls = answerBookings();
    const user = userEvent.setup();
    const { router } = openAt();
    await screen.findByRole('table', { name: /^Bookings/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tour' }), 'Alleppey Houseboat Cruise');
    await user.type(screen.getByLabelText('Travel from'), '2027-03-01');
    await user.type(screen.getByLabelText('Travel to'), '2027-03-31');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), 'Phone');
    const expected = `tourId=${houseboatTour._id}&from=2027-03-01&to=2027-03-31&channel=phone`;
    await waitFor(() => expect(listQueries(calls).at(-1)).toBe(expected));
    expect(router.state.location.search).toBe(`?${expected}`);
  });

  it('opens with the filters of its address already chosen', async () => {
    const calls = answerBookings();
    openAt(`?tourId=${houseboatTour._id}&from=2027-03-01&channel=reseller&status=booked&sort=paid&order=desc`);
    await screen.findByRole('table', { name: /^Bookings/ });
    expect(listQueries(calls)[0]).toBe(`status=booked&tourId=${houseboatTour._id}&from=2027-03-01&channel=reseller&sort=paid&order=desc`);
    expect(screen.getByLabelText('Travel from')).toHaveValue('2027-03-01');
    expect(screen.getByRole('combobox', { name: 'Channel' })).toHaveValue('reseller');
    expect(screen.getByRole('button', { name: 'booked' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('columnheader', { name: /^Paid/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('table', { name: 'Bookings, sorted by paid, descending' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tour' })).toHaveValue(houseboatTour._id));
  });

  it('says so, without asking the server, when the travel dates run backwards', async () => {
    const calls = answerBookings();
    openAt('?from=2027-03-10&to=2027-03-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('The travel dates must run forwards');
    expect(listQueries(calls)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('exports exactly what the filter shows: the same query, every page, as a CSV file', async () => {
    const calls = answerBookings();
    const createObjectURL = vi.fn(() => 'blob:bookings');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    openAt('?query=Ashu&searchIn=fullName&channel=phone&sort=date&order=desc');
    await screen.findByRole('table', { name: /^Bookings/ });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/)]));
    const csv = calls.find((call) => call.url.startsWith('/api/admin/bookings.csv'))!;
    expect(queryOf(csv.url)).toBe(listQueries(calls)[0]);
    expect(csv.url).not.toMatch(/limit=|cursor=/);
    expect(csv.headers.Authorization).toMatch(/^Bearer /);
  });

  it('turns into cards when the operator asks, and on a phone', async () => {
    answerBookings();
    const user = userEvent.setup();
    const { router, unmount } = openAt();
    await screen.findByRole('table', { name: /^Bookings/ });
    await user.click(screen.getByRole('button', { name: 'Cards' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(router.state.location.search).toBe('?view=cards');
    unmount();

    setScreenWidth(390);
    openAt();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    // The card says when it sets off and how it came in, as the table does.
    const card = screen.getByRole('heading', { name: 'Alleppey Houseboat Cruise' }).closest('article')!;
    expect(within(card).getByText('07:30')).toBeInTheDocument();
    expect(within(card).getByText('Channel').nextElementSibling).toHaveTextContent('Phone');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Layout' })).not.toBeInTheDocument();
  });

  it('sorts the cards on a phone from a list of the same orders', async () => {
    setScreenWidth(390);
    const calls = answerBookings();
    const user = userEvent.setup();
    openAt();
    await screen.findAllByRole('article');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Due, descending');
    await waitFor(() => expect(listQueries(calls).at(-1)).toBe('sort=due&order=desc'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest first');
    await waitFor(() => expect(listQueries(calls).at(-1)).toBe(''));
  });
});
