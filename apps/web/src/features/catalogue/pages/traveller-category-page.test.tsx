import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { makeTour } from '../../../../test/catalogue-fixtures.ts';
import TravellerCategoryPage from './traveller-category-page.tsx';

const open = (page: string) => renderPage(<TravellerCategoryPage />, { path: '/userdashboard/:categoryPage', url: `/userdashboard/${page}` });
const token = fakeToken('traveller');

beforeEach(() => localStorage.setItem('token', token));
afterEach(() => vi.restoreAllMocks());

describe('Signed-in category page', () => {
  it.each([
    ['adventuretours', '/api/user/dashboard/tours/adventure'],
    ['religioustours', '/api/user/dashboard/tours/religious'],
    ['historicaltours', '/api/user/dashboard/tours/historical-cultural'],
    ['romantictours', '/api/user/dashboard/tours/romantic'],
  ])('%s loads %s with the bearer token', async (page, url) => {
    const calls = mockApi({ [`GET ${url}`]: { body: { success: true, data: [makeTour({ title: 'A tour' })] } } });
    open(page);
    expect(await screen.findByRole('heading', { name: 'A tour' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url, headers: { Authorization: `Bearer ${token}` } });
  });

  it('has the Home, My Wishlist and My Bookings links', () => {
    mockApi({ 'GET /api/user/dashboard/tours/adventure': { body: { success: true, data: [] } } });
    open('adventuretours');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/login/userdashboard');
    expect(within(nav).getByRole('link', { name: 'My Wishlist' })).toHaveAttribute('href', '/login/userdashboard/wishlistfull');
    expect(within(nav).getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/login/userdashboard/mybookings');
  });

  it("shows 'Loading adventure tours...', then cards whose Book Now opens the tour", async () => {
    const tour = makeTour({ _id: '0b9f5b8e-9a57-4a43-8c32-1d0e5d2f6a71' });
    mockApi({ 'GET /api/user/dashboard/tours/adventure': { body: { success: true, data: [tour] } } });
    open('adventuretours');
    expect(screen.getByText('Loading adventure tours...')).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: tour.title })).closest('article')!;
    expect(within(card).getByText('Rishikesh, Uttarakhand')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Book Now/ })).toHaveAttribute('href', `/dashboard/booknow/${tour._id}`);
  });

  it('uses the adventure fallbacks', async () => {
    const tour = { ...makeTour({ title: '', description: '', location: '' }), pricePerPerson: undefined as unknown as number };
    mockApi({ 'GET /api/user/dashboard/tours/adventure': { body: { success: true, data: [tour] } } });
    open('adventuretours');
    expect(await screen.findByText('Tour Title')).toBeInTheDocument();
    expect(screen.getByText('Unknown Location')).toBeInTheDocument();
    expect(screen.getByText('No description available for this tour. Embark on an unforgettable journey!')).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });

  it.each([
    ['adventuretours', '/api/user/dashboard/tours/adventure', 'Failed to load adventure tours. Please try again later.'],
    ['religioustours', '/api/user/dashboard/tours/religious', 'Failed to load tours. Please try again.'],
    ['historicaltours', '/api/user/dashboard/tours/historical-cultural', 'Failed to load tours. Please try again.'],
  ])('%s shows its error text', async (page, url, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ [`GET ${url}`]: { status: 500, body: {} } });
    open(page);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('romantic has no loading text and only logs a failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/user/dashboard/tours/romantic': { status: 500, body: {} } });
    open('romantictours');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('answers an unknown category page kindly, with links to the signed-in lists', () => {
    mockApi({});
    open('spacetours');
    expect(screen.getByRole('heading', { name: 'We could not find that kind of trip' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adventure Tours' })).toHaveAttribute('href', '/userdashboard/adventuretours');
  });
});
