import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { makeTour } from '../../../../test/catalogue-fixtures.ts';
import PublicCategoryPage from './public-category-page.tsx';

const romanticTour = makeTour({ _id: 'tour-houseboat', title: 'Houseboat on the Backwaters', category: 'romantic' });

const path = '/destinations/:category';
const open = (category: string) => renderPage(<PublicCategoryPage />, { path, url: `/destinations/${category}` });
const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => {});

afterEach(() => vi.restoreAllMocks());

describe('Public category page', () => {
  it("shows 'Loading adventure tours...', then the cards with location, and Book Now asks to log in", async () => {
    const calls = mockApi({ 'GET /api/routes/adventure': { body: { success: true, data: [makeTour()] } } });
    open('adventure');
    expect(screen.getByRole('status')).toHaveTextContent('Loading adventure tours...');

    const card = (await screen.findByRole('heading', { name: 'White-Water Rafting on the Ganga' })).closest('article')!;
    expect(within(card).getByText('Rishikesh, Uttarakhand')).toBeInTheDocument();
    expect(within(card).getByText('Paddle 16 km of the Ganga through Grade II–III rapids.')).toBeInTheDocument();
    expect(within(card).getByText('₹3,499')).toBeInTheDocument();
    expect(within(card).getByText('per person')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'White-Water Rafting on the Ganga' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Book Now/ })).toHaveAttribute('href', '/login?next=%2Fdashboard%2Fbooknow%2F7d1c1b1e-3f0a-4c59-9a51-0c1d2e3f4a5b');
    expect(screen.getByRole('heading', { level: 1, name: 'Adventure Tours' })).toBeInTheDocument();
    expect(calls[0]!.url).toBe('/api/routes/adventure');
  });

  it('fills in missing adventure fields with the spec fallbacks', async () => {
    const tour = { ...makeTour({ title: '', description: '', location: '' }), pricePerPerson: null as unknown as number };
    mockApi({ 'GET /api/routes/adventure': { body: { success: true, data: [tour] } } });
    open('adventure');
    const card = (await screen.findByRole('heading', { name: 'Tour Title' })).closest('article')!;
    expect(within(card).getByText('Unknown Location')).toBeInTheDocument();
    expect(within(card).getByText('No description available for this tour. Embark on an unforgettable journey!')).toBeInTheDocument();
    expect(within(card).getByText('N/A')).toBeInTheDocument();
  });

  it('shows no location on the cards of the other categories', async () => {
    mockApi({ 'GET /api/routes/religious': { body: { success: true, data: [makeTour({ title: 'Kedarnath Yatra', location: 'Kedarnath, Uttarakhand' })] } } });
    open('religious');
    expect(screen.getByText('Loading religious tours...')).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Kedarnath Yatra' })).closest('article')!;
    expect(within(card).queryByText('Kedarnath, Uttarakhand')).not.toBeInTheDocument();
  });

  it("says 'Failed to load adventure tours. Please try again later.' when the adventure list fails", async () => {
    quietConsole();
    mockApi({ 'GET /api/routes/adventure': { status: 500, body: { message: 'boom' } } });
    open('adventure');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load adventure tours. Please try again later.');
  });

  it.each([
    ['religious', '/api/routes/religious'],
    ['historical', '/api/routes/historical'],
  ])("says 'Failed to load tours. Please try again.' when the %s list fails", async (category, url) => {
    quietConsole();
    const calls = mockApi({ [`GET ${url}`]: { status: 500, body: {} } });
    open(category);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load tours\. Please try again\.Try again$/);
    expect(calls[0]!.url).toBe(url);
  });

  it('shows no loading or error state for romantic; the failure is only logged', async () => {
    const logged = quietConsole();
    mockApi({ 'GET /api/routes/romantic': { status: 500, body: {} } });
    open('romantic');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Romantic Tours' })).toBeInTheDocument();
  });

  it('sends no token for the list, even when someone is signed in (only their own profile, for the header)', async () => {
    localStorage.setItem('token', fakeToken('traveller'));
    const calls = mockApi({
      'GET /api/routes/romantic': { body: { success: true, data: [] } },
      'GET /api/user/profile': { body: { firstname: 'Asha', lastname: 'Verma' } },
    });
    open('romantic');
    expect(await screen.findByText('No tours here yet')).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('/api/routes/romantic'))!.headers.Authorization).toBeUndefined();
    expect(await screen.findByRole('link', { name: 'Asha' })).toHaveAttribute('href', '/login/userdashboard');
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/login/userdashboard/mybookings');
  });

  it("takes a signed-in traveller's Book Now straight to the booking form, and links each card's title to the tour's public page", async () => {
    localStorage.setItem('token', fakeToken('traveller'));
    mockApi({
      'GET /api/routes/romantic': { body: { success: true, data: [romanticTour] } },
      'GET /api/user/profile': { body: { firstname: 'Asha', lastname: 'Verma' } },
    });
    open('romantic');
    const book = await screen.findByRole('link', { name: `Book Now: ${romanticTour.title}` });
    expect(book).toHaveAttribute('href', `/dashboard/booknow/${romanticTour._id}`);
    // The title and the picture.
    const toPage = screen.getAllByRole('link', { name: romanticTour.title });
    expect(toPage).toHaveLength(2);
    for (const link of toPage) expect(link).toHaveAttribute('href', `/tours/${romanticTour._id}/houseboat-on-the-backwaters`);
  });

  it('goes back in history with Home', async () => {
    mockApi({ 'GET /api/routes/adventure': { body: { success: true, data: [] } } });
    const { router } = renderPage(<PublicCategoryPage />, { path, url: '/where-i-was' });
    await act(() => router.navigate('/destinations/adventure'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Home' }));
    expect(router.state.location.pathname).toBe('/where-i-was');
  });

  it('goes to the landing page with Home when the page was opened directly', async () => {
    mockApi({ 'GET /api/routes/adventure': { body: { success: true, data: [] } } });
    const { router } = open('adventure');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('answers an unknown category with a friendly page and no call', () => {
    const calls = mockApi({});
    open('underwater-basket-weaving');
    expect(screen.getByRole('heading', { name: 'We could not find that kind of trip' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Romantic Tours' })).toHaveAttribute('href', '/destinations/romantic');
    expect(calls).toHaveLength(0);
  });
});
