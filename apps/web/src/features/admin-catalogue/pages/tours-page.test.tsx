import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
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

const api = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({ 'GET /api/admin/tours': toursAnswer, 'GET /api/admin/tours/category-counts': { body: counts }, ...extra });

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

  it('bans an active tour and unbans a banned one', async () => {
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
    const dialog = within(screen.getByRole('dialog', { name: 'Delete this tour?' }));
    await user.click(dialog.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Ruins of Hampi' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete tour' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([`/api/admin/tours/${hampi._id}`]));
  });

  it('alerts the spec sentence when a delete fails', async () => {
    const alert = stubAlert();
    api({ [`DELETE /api/admin/tours/${hampi._id}`]: { status: 500, body: { message: 'no' } } });
    const user = userEvent.setup();
    renderPage(<ToursPage />, { path: '/admindashboard/tours' });
    await user.click(await screen.findByRole('button', { name: 'Delete Ruins of Hampi' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete tour' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to delete the tour. Please try again.'));
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
