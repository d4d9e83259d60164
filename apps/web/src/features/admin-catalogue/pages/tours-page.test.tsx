import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settlementMessages, settlementSummary, type Settlement } from '@yatrika/contract/settlement';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aTour, stubAlert } from '../../../../test/admin-fixtures.ts';
import ToursPage from './tours-page.tsx';

const hampi = aTour({ title: 'Ruins of Hampi', location: 'Hampi, Karnataka', status: 'active' });
const goa = aTour({ title: 'Palolem Beach Escape', location: 'Palolem, Goa', category: 'romantic', status: 'banned', pricePerPerson: 12000 });
const counts = { counts: { adventure: 9, religious: 3, 'historical & cultural': 4, romantic: 5 } };

/** The server's search: case-insensitive contains on title or location. */
function toursAnswer({ url }: { url: string }) {
  const query = (new URL(url, 'http://test').searchParams.get('query') ?? '').toLowerCase();
  const tours = [hampi, goa].filter((tour) => `${tour.title}\n${tour.location}`.toLowerCase().includes(query));
  return { body: { tours } };
}

/** What banning or deleting a tour would settle, as the server says it. */
const settlement = (bookings: number, refundAmount = 0): Settlement => ({
  bookings,
  paidBookings: refundAmount > 0 ? bookings : 0,
  refundAmount,
  message: settlementSummary(bookings, refundAmount),
});
const nothingAtStake = { body: settlement(0) };
const settlementOf = (tour: { _id: string }) => `GET /api/admin/tours/${tour._id}/settlement`;

const api = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/admin/tours': toursAnswer,
    'GET /api/admin/tours/category-counts': { body: counts },
    [settlementOf(hampi)]: nothingAtStake,
    [settlementOf(goa)]: nothingAtStake,
    ...extra,
  });
const actions = (calls: ReturnType<typeof mockApi>) => calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`);

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('article') as HTMLElement;

beforeEach(() => localStorage.setItem('token', fakeToken('admin')));

describe('admin tours', () => {
  it('shows Loading... and then every tour with its picture, place, price and status', async () => {
    api();
    renderPage(<ToursPage />, { path: '/admindashboard/tours' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Ruins of Hampi' });

    const hampiCard = within(card('Ruins of Hampi'));
    expect(hampiCard.getByRole('img', { name: 'Ruins of Hampi' })).toHaveAttribute('src', '/media/hampi.webp');
    expect(hampiCard.getByText('Hampi, Karnataka')).toBeInTheDocument();
    expect(hampiCard.getByText('₹7,500')).toBeInTheDocument();
    expect(hampiCard.getByText('active')).toBeInTheDocument();
    expect(hampiCard.getByRole('button', { name: 'Ban Ruins of Hampi' })).toBeInTheDocument();
    expect(hampiCard.queryByRole('button', { name: /^Unban/ })).not.toBeInTheDocument();
    expect(hampiCard.getByRole('link', { name: 'Update Ruins of Hampi' })).toHaveAttribute('href', `/admin/tours/update/${hampi._id}`);

    const goaCard = within(card('Palolem Beach Escape'));
    expect(goaCard.getByText('banned')).toBeInTheDocument();
    expect(goaCard.getByRole('button', { name: 'Unban Palolem Beach Escape' })).toBeInTheDocument();
    expect(goaCard.queryByRole('button', { name: /^Ban / })).not.toBeInTheDocument();
  });

  it('has a Create New Tour button to the create page', async () => {
    api();
    renderPage(<ToursPage />, { path: '/admindashboard/tours' });
    expect(screen.getByRole('link', { name: 'Create New Tour' })).toHaveAttribute('href', '/admindashboard/tours/createtour');
    await screen.findByRole('heading', { name: 'Ruins of Hampi' });
  });

  it('shows the four category cards rated 4.6 with the real tour counts', async () => {
    api();
    renderPage(<ToursPage />, { path: '/admindashboard/tours' });
    const categories = within(screen.getByRole('heading', { name: 'Tour Categories' }).closest('section') as HTMLElement);
    const cards = categories.getAllByRole('listitem');
    expect(cards.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Romantic', 'Adventure', 'Historical', 'Religious']);
    for (const item of cards) expect(item).toHaveTextContent('4.6 out of 5');
    await waitFor(() => expect(cards[0]).toHaveTextContent('5 tours'));
    expect(cards[1]).toHaveTextContent('9 tours');
    expect(cards[2]).toHaveTextContent('4 tours');
    expect(cards[3]).toHaveTextContent('3 tours');
  });

  it('searches by title or location as the admin types, ignoring case', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderPage(<ToursPage />, { path: '/admindashboard/tours' });
    await screen.findByRole('heading', { name: 'Ruins of Hampi' });

    await user.type(screen.getByRole('searchbox', { name: 'Search by Title or Location' }), 'GOA');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Ruins of Hampi' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Palolem Beach Escape' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by Title or Location')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('query=GOA'))).toBe(true);

    await user.clear(screen.getByRole('searchbox', { name: 'Search by Title or Location' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by Title or Location' }), 'nowhere');
    expect(await screen.findByText('No tours match your search.')).toBeInTheDocument();
  });

  it('shows the spec error when the tours cannot load', async () => {
    api({ 'GET /api/admin/tours': { status: 500, body: { message: 'down' } } });
    renderPage(<ToursPage />, { path: '/admindashboard/tours' });
    expect(await screen.findByText('Failed to load tours. Please try again later.')).toBeInTheDocument();
  });

  it('bans an active tour with nothing at stake at once, without a dialog, and unbans a banned one', async () => {
    const routes = {
      [`PUT /api/admin/tour/${hampi._id}/ban`]: { body: { data: { ...hampi, status: 'banned' }, message: 'Tour banned successfully.' } },
      [`PUT /api/admin/tour/${goa._id}/unban`]: { body: { data: { ...goa, status: 'active' }, message: 'Tour unbanned successfully.' } },
    };
    const made = api(routes);
    const user = userEvent.setup();
    renderPage(<ToursPage />, { path: '/admindashboard/tours' });
    await user.click(await screen.findByRole('button', { name: 'Ban Ruins of Hampi' }));
    await user.click(screen.getByRole('button', { name: 'Unban Palolem Beach Escape' }));
    await waitFor(() => expect(made.filter((call) => call.method === 'PUT').map((call) => call.url)).toEqual([
      `/api/admin/tour/${hampi._id}/ban`,
      `/api/admin/tour/${goa._id}/unban`,
    ]));
    expect(made.filter((call) => call.method === 'GET' && call.url.endsWith('/settlement')).map((call) => call.url)).toEqual([`/api/admin/tours/${hampi._id}/settlement`]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('alerts the spec sentences when ban or unban fails', async () => {
    const alert = stubAlert();
    api({
      [`PUT /api/admin/tour/${hampi._id}/ban`]: { status: 500, body: { message: 'no' } },
      [`PUT /api/admin/tour/${goa._id}/unban`]: { status: 500, body: { message: 'no' } },
    });
    const user = userEvent.setup();
    renderPage(<ToursPage />, { path: '/admindashboard/tours' });
    await user.click(await screen.findByRole('button', { name: 'Ban Ruins of Hampi' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to ban the tour. Please try again.'));
    await user.click(screen.getByRole('button', { name: 'Unban Palolem Beach Escape' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to unban the tour. Please try again.'));
  });

  it('asks before deleting, and deletes only when confirmed', async () => {
    const calls = api({ [`DELETE /api/admin/tours/${hampi._id}`]: { body: { message: 'Tour deleted successfully.' } } });
    const user = userEvent.setup();
    renderPage(<ToursPage />, { path: '/admindashboard/tours' });

    await user.click(await screen.findByRole('button', { name: 'Delete Ruins of Hampi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this tour?' }));
    // Nothing at stake: the dialog reads as it always has.
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog.queryByText(/still to come/)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Ruins of Hampi' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete tour' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([`/api/admin/tours/${hampi._id}`]));
  });

  it('alerts the spec sentence when a delete fails', async () => {
    const alert = stubAlert();
    api({ [`DELETE /api/admin/tours/${hampi._id}`]: { status: 500, body: { message: 'no' } } });
    const user = userEvent.setup();
    renderPage(<ToursPage />, { path: '/admindashboard/tours' });
    await user.click(await screen.findByRole('button', { name: 'Delete Ruins of Hampi' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete tour' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to delete the tour. Please try again.'));
  });
});

describe('admin tours with bookings still to come', () => {
  const twoBookings = { body: settlement(2, 15000) };
  const sentence = '2 bookings still to come: they will be cancelled, ₹15,000 refunded in full, and the travellers told.';

  it('says in the delete dialog what deleting settles, and deletes with confirm=true once confirmed', async () => {
    const calls = api({ [settlementOf(hampi)]: twoBookings, [`DELETE /api/admin/tours/${hampi._id}`]: { body: { message: 'Tour deleted successfully.' } } });
    const user = userEvent.setup();
    renderPage(<ToursPage />, { path: '/admindashboard/tours' });

    await user.click(await screen.findByRole('button', { name: 'Delete Ruins of Hampi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this tour?' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(sentence);
    expect(dialog.getByText('Ruins of Hampi')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Delete tour' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep it' }));
    expect(actions(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Ruins of Hampi' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel 2 bookings and delete' }));
    await waitFor(() => expect(actions(calls)).toEqual([`DELETE /api/admin/tours/${hampi._id}?confirm=true`]));
  });

  it('asks before banning a tour with bookings still to come, and bans with confirm=true once confirmed', async () => {
    const calls = api({
      [settlementOf(hampi)]: { body: settlement(1) },
      [`PUT /api/admin/tour/${hampi._id}/ban`]: { body: { data: { ...hampi, status: 'banned' }, message: 'Tour banned successfully.' } },
    });
    const user = userEvent.setup();
    renderPage(<ToursPage />, { path: '/admindashboard/tours' });

    await user.click(await screen.findByRole('button', { name: 'Ban Ruins of Hampi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ban this tour?' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('1 booking still to come: it will be cancelled, and the traveller told.');
    await user.click(dialog.getByRole('button', { name: 'Keep it' }));
    expect(actions(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Ban Ruins of Hampi' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel 1 booking and ban' }));
    await waitFor(() => expect(actions(calls)).toEqual([`PUT /api/admin/tour/${hampi._id}/ban?confirm=true`]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the buttons busy while it checks, so a second click does nothing', async () => {
    const calls = api({ [settlementOf(hampi)]: twoBookings });
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const mocked = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/settlement')) await answered;
      return mocked(input, init);
    });
    const user = userEvent.setup();
    renderPage(<ToursPage />, { path: '/admindashboard/tours' });

    const remove = await screen.findByRole('button', { name: 'Delete Ruins of Hampi' });
    await user.click(remove);
    expect(remove).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ban Ruins of Hampi' })).toBeDisabled();
    await user.click(remove);
    answer();
    await screen.findByRole('dialog', { name: 'Delete this tour?' });
    expect(remove).toBeEnabled();
    expect(calls.filter((call) => call.url.endsWith('/settlement'))).toHaveLength(1);
  });

  it('says so in the card, without a dialog or an alert, when the check fails', async () => {
    const alert = stubAlert();
    const calls = api({ [settlementOf(hampi)]: { status: 500, body: {} } });
    const user = userEvent.setup();
    renderPage(<ToursPage />, { path: '/admindashboard/tours' });

    await user.click(await screen.findByRole('button', { name: 'Delete Ruins of Hampi' }));
    expect(await within(card('Ruins of Hampi')).findByRole('alert')).toHaveTextContent('Could not check the bookings still to come. Please try again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card('Palolem Beach Escape')).queryByRole('alert')).not.toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(actions(calls)).toEqual([]);
  });

  it('shows the server sentence and asks again when bookings arrived after the check', async () => {
    let checks = 0;
    const calls = api({
      // The first check saw nothing; the one after the refusal sees the new booking.
      [settlementOf(hampi)]: () => ({ body: (checks += 1) === 1 ? settlement(0) : settlement(1, 7500) }),
      [`DELETE /api/admin/tours/${hampi._id}`]: ({ url }) =>
        url.endsWith('?confirm=true')
          ? { body: { message: 'Tour deleted successfully.' } }
          : { status: 409, body: { message: settlementMessages.confirmationNeeded(1, 7500) } },
    });
    const user = userEvent.setup();
    renderPage(<ToursPage />, { path: '/admindashboard/tours' });

    await user.click(await screen.findByRole('button', { name: 'Delete Ruins of Hampi' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this tour?' })).getByRole('button', { name: 'Delete tour' }));
    const again = within(await screen.findByRole('dialog', { name: 'Delete this tour?' }));
    expect(await again.findByRole('alert')).toHaveTextContent(
      '1 booking still to come: it will be cancelled, ₹7,500 refunded in full, and the traveller told. Confirm to go ahead.',
    );
    await user.click(await again.findByRole('button', { name: 'Cancel 1 booking and delete' }));
    await waitFor(() =>
      expect(actions(calls)).toEqual([`DELETE /api/admin/tours/${hampi._id}`, `DELETE /api/admin/tours/${hampi._id}?confirm=true`]),
    );
  });

  it('shows both the refusal and what a fresh check says when new bookings kept arriving', async () => {
    let checks = 0;
    const calls = api({
      [settlementOf(hampi)]: () => ({ body: (checks += 1) === 1 ? settlement(1, 7500) : settlement(2, 15000) }),
      [`PUT /api/admin/tour/${hampi._id}/ban`]: () =>
        checks === 1 ? { status: 409, body: { message: settlementMessages.bookingsChangedMeanwhile } } : { body: { data: { ...hampi, status: 'banned' }, message: 'Tour banned successfully.' } },
    });
    const user = userEvent.setup();
    renderPage(<ToursPage />, { path: '/admindashboard/tours' });

    await user.click(await screen.findByRole('button', { name: 'Ban Ruins of Hampi' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Ban this tour?' })).getByRole('button', { name: 'Cancel 1 booking and ban' }));
    const again = within(await screen.findByRole('dialog', { name: 'Ban this tour?' }));
    const warning = await again.findByRole('alert');
    await waitFor(() => expect(warning).toHaveTextContent(settlementMessages.bookingsChangedMeanwhile));
    expect(warning).toHaveTextContent(sentence);
    await user.click(await again.findByRole('button', { name: 'Cancel 2 bookings and ban' }));
    expect(checks).toBe(2);
    await waitFor(() =>
      expect(actions(calls)).toEqual([`PUT /api/admin/tour/${hampi._id}/ban?confirm=true`, `PUT /api/admin/tour/${hampi._id}/ban?confirm=true`]),
    );
  });
});

describe('admin tours category cards', () => {
  it('still shows the four cards, without counts, when the counts cannot load', async () => {
    api({ 'GET /api/admin/tours/category-counts': { status: 500, body: { message: 'down' } } });
    renderPage(<ToursPage />, { path: '/admindashboard/tours' });
    await screen.findByRole('heading', { name: 'Ruins of Hampi' });
    const categories = within(screen.getByRole('heading', { name: 'Tour Categories' }).closest('section') as HTMLElement);
    await waitFor(() => expect(categories.getAllByRole('listitem')[0]).not.toHaveTextContent('…'));
    expect(categories.getAllByRole('listitem')).toHaveLength(4);
    expect(categories.queryByText(/tours$/)).not.toBeInTheDocument();
  });
});
