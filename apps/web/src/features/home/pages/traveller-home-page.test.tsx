import type { Tour } from '@yatrika/contract/tours';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aTravellerProfile } from '../../../../test/fixtures.ts';
import { noPageDetails } from '../../../../test/catalogue-fixtures.ts';
import { paths } from '../../../lib/paths.ts';
import TravellerHomePage from './traveller-home-page.tsx';

function tour(id: number, title: string, category: Tour['category'], pricePerPerson: number, location = 'Somewhere, India'): Tour {
  return {
    _id: `00000000-0000-4000-8000-00000000000${id}`,
    title,
    description: `About ${title}`,
    category,
    location,
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
  };
}

const rafting = tour(1, 'White-Water Rafting on the Ganga', 'adventure', 3499, 'Rishikesh, Uttarakhand');
const varanasi = tour(2, 'Ganga Aarti and the Ghats of Varanasi', 'religious', 7500);
const hampi = tour(3, 'Ruins of Hampi', 'historical & cultural', 123456);
const goa = { ...tour(4, 'Palolem Beach Escape', 'romantic', 12000, 'Palolem, Goa'), durationDays: 3 };
const catalogue = [rafting, varanasi, hampi, goa];

const profile = aTravellerProfile({ _id: 'u1' });

const renderHome = () => renderPage(<TravellerHomePage />, { path: paths.travellerHome.href });
const heartOf = (title: string) => screen.getByRole('button', { name: `Add ${title} to wishlist` });

/** Holds one route's answer until the test lets it through, to look at the screen meanwhile. */
function holdCalls(match: (method: string, url: string) => boolean) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const answer = vi.mocked(fetch);
  const original = answer.getMockImplementation()!;
  answer.mockImplementation(async (input, init) => {
    if (match((init?.method ?? 'GET').toUpperCase(), String(input))) await gate;
    return original(input, init);
  });
  return () => release();
}

/** The wishlist routes, answering from a list the add and remove calls change, as the server does. */
function wishlistRoutes(initial: Tour[] = []) {
  let saved = initial.map((item) => ({ ...item, addedAt: '2026-01-02T00:00:00.000Z' }));
  const idOf = (body: unknown) => (body as { tourId: string }).tourId;
  return {
    'GET /api/user/dashboard/wishlist': () => ({ body: { wishlist: saved } }),
    'POST /api/user/dashboard/wishlist/add': ({ body }: { body: unknown }) => {
      const added = catalogue.find((item) => item._id === idOf(body))!;
      saved = [{ ...added, addedAt: '2026-01-03T00:00:00.000Z' }, ...saved];
      return { status: 201, body: { message: 'Tour added to your wishlist.' } };
    },
    'DELETE /api/user/dashboard/wishlist/remove': ({ body }: { body: unknown }) => {
      saved = saved.filter((item) => item._id !== idOf(body));
      return { body: { message: 'Tour removed from your wishlist.' } };
    },
  };
}

beforeEach(() => localStorage.setItem('token', fakeToken('traveller')));
afterEach(() => vi.restoreAllMocks());

describe('Traveller home', () => {
  it('shows Best Packages from the API: title, rupee price, length, picture and Book Now to the tour', async () => {
    mockApi({
      'GET /api/user/dashboard': { body: catalogue },
      'GET /api/user/dashboard/wishlist': { body: { wishlist: [] } },
      'GET /api/user/profile': { body: profile },
    });
    renderHome();
    expect(screen.getByText('Loading tours...')).toBeInTheDocument();

    const packages = within(await screen.findByRole('region', { name: 'Best Packages' }));
    expect(await packages.findByRole('heading', { name: 'White-Water Rafting on the Ganga' })).toBeInTheDocument();
    expect(packages.getAllByRole('listitem')).toHaveLength(4);
    expect(packages.getByText('₹3,499')).toBeInTheDocument();
    expect(packages.getByText('₹1,23,456')).toBeInTheDocument();
    expect(packages.getAllByText('1 day')).toHaveLength(3);
    expect(within(packages.getByRole('heading', { name: 'Palolem Beach Escape' }).closest('article')!).getByText('3 days')).toBeInTheDocument();
    expect(packages.getByRole('img', { name: 'Ruins of Hampi' })).toHaveAttribute('src', `/${hampi.image}`);
    expect(packages.getByRole('link', { name: 'Book Now: Ruins of Hampi' })).toHaveAttribute('href', paths.bookTour.href(hampi._id));
    expect(await screen.findByText('Namaste, Asha')).toBeInTheDocument();
  });

  it('shows the four Popular Destinations with their fixed ratings, linking to the category pages', async () => {
    mockApi({
      'GET /api/user/dashboard': { body: catalogue },
      'GET /api/user/dashboard/wishlist': { body: { wishlist: [] } },
    });
    renderHome();
    const popular = within(screen.getByRole('region', { name: 'Popular Destinations' }));
    const expected = [
      ['Adventure', '4.8', '/userdashboard/adventuretours'],
      ['Religious', '4.8', '/userdashboard/religioustours'],
      ['Historical and Cultural', '4.7', '/userdashboard/historicaltours'],
      ['Romantic', '4.4', '/userdashboard/romantictours'],
    ];
    const links = popular.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      expected.map(([name, rating, href]) => [`${name}${rating} out of 5`, href]),
    );
    // Each tile is pictured with a tour of its own category once the catalogue arrives.
    await waitFor(() => expect(links[2]!.querySelector('img')).toHaveAttribute('src', `/${hampi.image}`));
  });

  it('searches on every keystroke with the text typed so far', async () => {
    const calls = mockApi({
      'GET /api/user/dashboard': { body: catalogue },
      'GET /api/user/dashboard/wishlist': { body: { wishlist: [] } },
      'GET /api/user/dashboard/search': ({ url }) => {
        const query = new URL(url, 'http://x').searchParams.get('query')!.toLowerCase();
        return { body: catalogue.filter((item) => `${item.title} ${item.location}`.toLowerCase().includes(query)) };
      },
    });
    renderHome();
    await screen.findByText('₹3,499');

    await userEvent.type((await screen.findByRole('combobox', { name: 'Search tours' })), 'goa');
    expect(calls.filter((call) => call.url.includes('/search')).map((call) => call.url)).toEqual([
      '/api/user/dashboard/search?query=g',
      '/api/user/dashboard/search?query=go',
      '/api/user/dashboard/search?query=goa',
    ]);
    await waitFor(() => expect(screen.queryByText('White-Water Rafting on the Ganga')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Palolem Beach Escape' })).toBeInTheDocument();

    await userEvent.type((await screen.findByRole('combobox', { name: 'Search tours' })), 'x');
    expect(await screen.findByText('No tours match "goax".')).toBeInTheDocument();

    await userEvent.clear((await screen.findByRole('combobox', { name: 'Search tours' })));
    expect(await screen.findByRole('heading', { name: 'White-Water Rafting on the Ganga' })).toBeInTheDocument();
  });

  it('only logs a failed search and keeps the packages on screen', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /api/user/dashboard': { body: catalogue },
      'GET /api/user/dashboard/wishlist': { body: { wishlist: [] } },
      'GET /api/user/dashboard/search': { status: 500, body: { message: 'Internal Server Error' } },
    });
    renderHome();
    await screen.findByText('₹3,499');
    await userEvent.type((await screen.findByRole('combobox', { name: 'Search tours' })), 'a');
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Search failed', expect.anything()));
    expect(screen.getByText('₹3,499')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a friendly note when there are no tours at all', async () => {
    mockApi({ 'GET /api/user/dashboard': { body: [] }, 'GET /api/user/dashboard/wishlist': { body: { wishlist: [] } } });
    renderHome();
    expect(await screen.findByText('There are no tour packages yet. Please check back soon.')).toBeInTheDocument();
  });

  it('fills the heart only after the add call succeeds', async () => {
    const calls = mockApi({ 'GET /api/user/dashboard': { body: catalogue }, ...wishlistRoutes() });
    renderHome();
    await screen.findByText('₹3,499');
    await waitFor(() => expect(calls.some((call) => call.url.includes('/wishlist'))).toBe(true));
    expect(heartOf(goa.title)).toHaveAttribute('aria-pressed', 'false');

    const release = holdCalls((method) => method === 'POST');
    await userEvent.click(heartOf(goa.title));
    // The call is under way: the heart has not changed yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heartOf(goa.title)).toHaveAttribute('aria-pressed', 'false');

    release();
    await waitFor(() => expect(heartOf(goa.title)).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: '/api/user/dashboard/wishlist/add', body: { tourId: goa._id } });
  });

  it('empties a filled heart after the remove call succeeds', async () => {
    const calls = mockApi({ 'GET /api/user/dashboard': { body: catalogue }, ...wishlistRoutes([varanasi]) });
    renderHome();
    await waitFor(() => expect(heartOf(varanasi.title)).toHaveAttribute('aria-pressed', 'true'));
    expect(heartOf(rafting.title)).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heartOf(varanasi.title));
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({ url: '/api/user/dashboard/wishlist/remove', body: { tourId: varanasi._id } });
    await waitFor(() => expect(heartOf(varanasi.title)).toHaveAttribute('aria-pressed', 'false'));
  });

  it('leaves the heart as it was when the call fails, and only logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /api/user/dashboard': { body: catalogue },
      'GET /api/user/dashboard/wishlist': { body: { wishlist: [] } },
      'POST /api/user/dashboard/wishlist/add': { status: 500, body: { message: 'Internal Server Error' } },
    });
    renderHome();
    await screen.findByText('₹3,499');
    await userEvent.click(heartOf(rafting.title));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Wishlist update failed', expect.anything()));
    expect(heartOf(rafting.title)).toHaveAttribute('aria-pressed', 'false');
    expect(heartOf(rafting.title)).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
