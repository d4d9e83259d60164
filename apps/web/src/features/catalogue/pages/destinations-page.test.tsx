import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { makeTour } from '../../../../test/catalogue-fixtures.ts';
import DestinationsPage from './destinations-page.tsx';

const open = () => renderPage(<DestinationsPage />, { path: '/destinations' });

afterEach(() => vi.restoreAllMocks());

describe('Popular Destinations page', () => {
  it('has a Home link and the four category tiles with their fixed ratings', () => {
    mockApi({ 'GET /api/routes/destinations': { body: [] } });
    open();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const tiles = within(screen.getByRole('region', { name: 'Tour categories' }));
    expect(tiles.getAllByRole('link')).toHaveLength(4);
    expect(tiles.getByRole('link', { name: /^Adventure\s*Rated 4\.8$/ })).toHaveAttribute('href', '/destinations/adventure');
    expect(tiles.getByRole('link', { name: /^Religious\s*Rated 4\.8$/ })).toHaveAttribute('href', '/destinations/religious');
    expect(tiles.getByRole('link', { name: /^Historical and Cultural\s*Rated 4\.7$/ })).toHaveAttribute('href', '/destinations/historical');
    expect(tiles.getByRole('link', { name: /^Romantic\s*Rated 4\.4$/ })).toHaveAttribute('href', '/destinations/romantic');
  });

  it("lists 'Best Packages' with image, title and price, each linked to its public page; Book Now asks a visitor to log in", async () => {
    const calls = mockApi({
      'GET /api/routes/destinations': { body: [makeTour(), makeTour({ _id: '5c2b8e1a-0f3d-4b7a-9e61-2a4c6d8e0f12', title: 'Hampta Pass Trek', pricePerPerson: 10500 })] },
    });
    open();
    const packages = screen.getByRole('region', { name: 'Best Packages' });
    const card = (await within(packages).findByRole('heading', { name: 'Hampta Pass Trek' })).closest('article')!;
    expect(within(card).getByText('₹10,500')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Hampta Pass Trek' })).toBeInTheDocument();
    // The title and the picture lead to the tour's public page.
    for (const link of within(card).getAllByRole('link', { name: 'Hampta Pass Trek' })) {
      expect(link).toHaveAttribute('href', '/tours/5c2b8e1a-0f3d-4b7a-9e61-2a4c6d8e0f12/hampta-pass-trek');
    }
    expect(within(packages).getAllByRole('link', { name: /Book Now/ }).map((link) => link.getAttribute('href'))).toEqual([
      '/login?next=%2Fdashboard%2Fbooknow%2F7d1c1b1e-3f0a-4c59-9a51-0c1d2e3f4a5b',
      '/login?next=%2Fdashboard%2Fbooknow%2F5c2b8e1a-0f3d-4b7a-9e61-2a4c6d8e0f12',
    ]);
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it("knows a signed-in traveller: their name and My Bookings in the header, Book Now straight to the booking form, the list asked without a token", async () => {
    localStorage.setItem('token', fakeToken('traveller'));
    const calls = mockApi({
      'GET /api/routes/destinations': { body: [makeTour({ _id: '5c2b8e1a-0f3d-4b7a-9e61-2a4c6d8e0f12', title: 'Hampta Pass Trek' })] },
      'GET /api/user/profile': { body: { firstname: 'Asha', lastname: 'Verma' } },
    });
    open();
    const book = await screen.findByRole('link', { name: 'Book Now: Hampta Pass Trek' });
    expect(book).toHaveAttribute('href', '/dashboard/booknow/5c2b8e1a-0f3d-4b7a-9e61-2a4c6d8e0f12');
    expect(await screen.findByRole('link', { name: 'Asha' })).toHaveAttribute('href', '/login/userdashboard');
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/login/userdashboard/mybookings');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('/api/routes/destinations'))!.headers.Authorization).toBeUndefined();
  });

  it('only logs a failure to load the destinations', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/routes/destinations': { status: 500, body: { message: 'down' } } });
    open();
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('down')).not.toBeInTheDocument();
  });

  it('plays the two looping muted videos', () => {
    mockApi({ 'GET /api/routes/destinations': { body: [] } });
    const { container } = open();
    const sources = [...container.querySelectorAll('video')].map((video) => {
      expect(video.muted).toBe(true);
      expect(video.loop).toBe(true);
      return video.getAttribute('src');
    });
    expect(new Set(sources)).toEqual(new Set(['/videos/side-1.mp4', '/videos/side-2.mp4']));
  });

  it('puts a search\'s results and their count first, the categories after them and the films away', async () => {
    mockApi({ 'GET /api/routes/destinations': { body: [makeTour(), makeTour({ _id: '5c2b8e1a-0f3d-4b7a-9e61-2a4c6d8e0f12', title: 'Hampta Pass Trek' })] } });
    renderPage(<DestinationsPage />, { path: '/destinations', url: '/destinations?q=trek' });
    const results = screen.getByRole('region', { name: 'Tours for “trek”' });
    expect(await within(results).findByText('2 tours found')).toBeInTheDocument();
    const categories = screen.getByRole('region', { name: 'Tour categories' });
    // The results come before the categories in the page, so before them on a phone's one column.
    expect(results.compareDocumentPosition(categories) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Popular Destinations' })).not.toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
  });

  it('says "50+" when the server has another page, and "No tours found" for none', async () => {
    mockApi({ 'GET /api/routes/destinations': { body: Array.from({ length: 50 }, (_, index) => makeTour({ _id: `5c2b8e1a-0f3d-4b7a-9e61-${String(index).padStart(12, '0')}` })), headers: { 'X-Next-Cursor': 'next' } } });
    renderPage(<DestinationsPage />, { path: '/destinations', url: '/destinations?q=kerala' });
    expect(await screen.findByText('50+ tours found')).toBeInTheDocument();
  });

  it('says when a search finds nothing', async () => {
    mockApi({ 'GET /api/routes/destinations': { body: [] } });
    renderPage(<DestinationsPage />, { path: '/destinations', url: '/destinations?q=atlantis' });
    expect(await screen.findByText('No tours found')).toBeInTheDocument();
  });
});
