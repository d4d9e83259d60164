import type { WishlistTour } from '@yatrika/contract/wishlist';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { noPageDetails } from '../../../../test/catalogue-fixtures.ts';
import { paths } from '../../../lib/paths.ts';
import WishlistPage from './wishlist-page.tsx';

function saved(id: number, title: string, pricePerPerson: number): WishlistTour {
  return {
    _id: `00000000-0000-4000-8000-00000000000${id}`,
    title,
    description: `About ${title}`,
    category: 'romantic',
    location: 'Udaipur, Rajasthan',
    pricePerPerson,
    image: `media/00000000-0000-4000-8000-00000000010${id}.webp`,
    status: 'active',
    capacity: 20,
    durationDays: 1,
    ...noPageDetails,
    ratingAverage: null,
    reviewCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    addedAt: '2026-01-02T00:00:00.000Z',
  };
}

const udaipur = saved(1, 'Udaipur, City of Lakes', 15000);
const dalLake = saved(2, 'Shikara Rides on Dal Lake', 18000);

beforeEach(() => localStorage.setItem('token', fakeToken('traveller')));
afterEach(() => vi.restoreAllMocks());

describe.each([paths.wishlist.href, paths.wishlistFull.href])('Wishlist at %s', (path) => {
  it('lists saved tours with picture, title, price per person and Book Now', async () => {
    mockApi({ 'GET /api/user/dashboard/wishlist': { body: { wishlist: [udaipur, dalLake] } } });
    renderPage(<WishlistPage />, { path });
    expect(screen.getByText('Loading your wishlist...')).toBeInTheDocument();

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Udaipur, City of Lakes' })).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Udaipur, City of Lakes' })).toHaveAttribute('src', `/${udaipur.image}`);
    expect(cards[0]).toHaveTextContent('₹15,000 per person');
    expect(first.getByRole('link', { name: /Book Now/ })).toHaveAttribute('href', paths.bookTour.href(udaipur._id));
    expect(first.getByRole('button', { name: 'Remove Udaipur, City of Lakes from wishlist' })).toBeInTheDocument();
  });
});

describe('Wishlist', () => {
  it('removes a tour with its remove button once the server agrees', async () => {
    let wishlist = [udaipur, dalLake];
    const calls = mockApi({
      'GET /api/user/dashboard/wishlist': () => ({ body: { wishlist } }),
      'DELETE /api/user/dashboard/wishlist/remove': ({ body }) => {
        wishlist = wishlist.filter((tour) => tour._id !== (body as { tourId: string }).tourId);
        return { body: { message: 'Tour removed from your wishlist.' } };
      },
    });
    renderPage(<WishlistPage />, { path: paths.wishlist.href });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Udaipur, City of Lakes from wishlist' }));

    await waitFor(() => expect(screen.queryByText('Udaipur, City of Lakes')).not.toBeInTheDocument());
    expect(screen.getByText('Shikara Rides on Dal Lake')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({
      url: '/api/user/dashboard/wishlist/remove',
      body: { tourId: udaipur._id },
    });
  });

  it('keeps the tour and only logs when removing fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /api/user/dashboard/wishlist': { body: { wishlist: [udaipur] } },
      'DELETE /api/user/dashboard/wishlist/remove': { status: 500, body: { message: 'Internal Server Error' } },
    });
    renderPage(<WishlistPage />, { path: paths.wishlist.href });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Udaipur, City of Lakes from wishlist' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Udaipur, City of Lakes' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Your Wishlist is Waiting!" when empty, with Explore Destination back to the traveller home', async () => {
    mockApi({ 'GET /api/user/dashboard/wishlist': { body: { wishlist: [] } } });
    const { router } = renderPage(<WishlistPage />, { path: paths.wishlist.href });
    expect(await screen.findByRole('heading', { name: 'Your Wishlist is Waiting!' })).toBeInTheDocument();
    const explore = screen.getByRole('link', { name: 'Explore Destination' });
    expect(explore).toHaveAttribute('href', '/login/userdashboard');
    await userEvent.click(explore);
    expect(router.state.location.pathname).toBe(paths.travellerHome.href);
  });

  it('only logs a wishlist that fails to load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/user/dashboard/wishlist': { status: 500, body: { message: 'Internal Server Error' } } });
    renderPage(<WishlistPage />, { path: paths.wishlist.href });
    expect(await screen.findByText('Your saved tours will appear here.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Could not load the wishlist', expect.anything());
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
