import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTour } from '../../../../test/catalogue-fixtures.ts';
import { mockApi, renderPage } from '../../../../test/render.tsx';
import DestinationsPage from './destinations-page.tsx';

const open = (url = '/destinations') => renderPage(<DestinationsPage />, { path: '/destinations', url });
const packages = () => within(screen.getByRole('region', { name: 'Best Packages' }));
const apiQueries = (calls: Array<{ url: string }>) => calls.map((call) => new URL(call.url, 'http://x').search);

afterEach(() => vi.restoreAllMocks());

describe('Destinations filters and the address', () => {
  it('reads the filters from the address into the controls and the API call', async () => {
    const searchResults = () => within(screen.getByRole('region', { name: 'Tours for “rafting”' }));
    const calls = mockApi({ 'GET /api/routes/destinations': { body: [makeTour()] } });
    open('/destinations?q=rafting&category=adventure&state=Uttarakhand&minPrice=1000&maxPrice=5000&minDays=1&maxDays=3&date=2099-01-05&sort=price_asc');
    await searchResults().findByRole('heading', { name: 'White-Water Rafting on the Ganga' });
    expect(searchResults().getByLabelText('Search tours')).toHaveValue('rafting');
    expect(searchResults().getByLabelText('Category')).toHaveValue('adventure');
    expect(searchResults().getByLabelText('State')).toHaveValue('Uttarakhand');
    expect(searchResults().getByLabelText('Min price (₹)')).toHaveValue('1000');
    expect(searchResults().getByLabelText('Max price (₹)')).toHaveValue('5000');
    expect(searchResults().getByLabelText('Duration')).toHaveDisplayValue('1–3 days');
    expect(searchResults().getByLabelText('Travel date')).toHaveValue('2099-01-05');
    expect(searchResults().getByLabelText('Sort by')).toHaveDisplayValue('Price: low to high');
    expect(apiQueries(calls)).toEqual(['?q=rafting&category=adventure&state=Uttarakhand&minPrice=1000&maxPrice=5000&minDays=1&maxDays=3&date=2099-01-05&sort=price_asc']);
  });

  it('writes each change into the address and asks the API for it', async () => {
    const user = userEvent.setup();
    const calls = mockApi({ 'GET /api/routes/destinations': { body: [makeTour()] } });
    const { router } = open();
    await packages().findByRole('heading', { name: 'White-Water Rafting on the Ganga' });
    expect(apiQueries(calls)).toEqual(['']);

    await user.selectOptions(packages().getByLabelText('State'), 'Kerala');
    await user.selectOptions(packages().getByLabelText('Sort by'), 'Highest rated');
    await user.type(packages().getByLabelText('Max price (₹)'), '9x9');
    expect(router.state.location.search).toBe('?state=Kerala&maxPrice=99&sort=rating');
    await waitFor(() => expect(apiQueries(calls).at(-1)).toBe('?state=Kerala&maxPrice=99&sort=rating'));
  });

  it('leaves out what it cannot read in a hand-edited address', async () => {
    const calls = mockApi({ 'GET /api/routes/destinations': { body: [] } });
    open('/destinations?state=Atlantis&minPrice=0x10&sort=cheapest&date=soon&maxDays=5');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(apiQueries(calls)).toEqual(['?maxDays=5']);
  });

  it('does not send a price range typed backwards, and says why', async () => {
    const calls = mockApi({ 'GET /api/routes/destinations': { body: [makeTour()] } });
    open('/destinations?minPrice=5000&maxPrice=100&state=Goa');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(apiQueries(calls)).toEqual(['?state=Goa']);
    expect(packages().getByText('The minimum price is above the maximum, so price is not filtering yet.')).toBeInTheDocument();
  });

  it('says when nothing matches, and Clear filters goes back to every tour', async () => {
    const user = userEvent.setup();
    const calls = mockApi({ 'GET /api/routes/destinations': ({ url }) => ({ body: url.includes('state=') ? [] : [makeTour()] }) });
    const { router } = open('/destinations?state=Goa&sort=rating');
    expect(await packages().findByText('No tours match these filters')).toBeInTheDocument();
    await user.click(packages().getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    expect(router.state.location.search).toBe('?sort=rating');
    await packages().findByRole('heading', { name: 'White-Water Rafting on the Ganga' });
    expect(apiQueries(calls).at(-1)).toBe('?sort=rating');
  });

  it('folds the filters into a sheet behind the Filters button, which counts them', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/routes/destinations': { body: [makeTour()] } });
    const { router } = open('/destinations?state=Goa&minDays=4&maxDays=7');
    await user.click(packages().getByRole('button', { name: 'Filters 2' }));
    const sheet = within(screen.getByRole('dialog', { name: 'Filters' }));
    expect(sheet.getByLabelText('State')).toHaveValue('Goa');
    await user.selectOptions(sheet.getByLabelText('Category'), 'Romantic');
    expect(router.state.location.search).toBe('?category=romantic&state=Goa&minDays=4&maxDays=7');
    await user.click(sheet.getByRole('button', { name: 'Show tours' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows each card's rating and count, or New before any review", async () => {
    mockApi({
      'GET /api/routes/destinations': {
        body: [makeTour({ ratingAverage: 4.5, reviewCount: 12 }), makeTour({ _id: '5c2b8e1a-0f3d-4b7a-9e61-2a4c6d8e0f12', title: 'Hampta Pass Trek', durationDays: 5 })],
      },
    });
    open();
    const rated = (await packages().findByRole('heading', { name: 'White-Water Rafting on the Ganga' })).closest('article')!;
    expect(rated).toHaveTextContent('4.5(12 reviews)');
    const fresh = packages().getByRole('heading', { name: 'Hampta Pass Trek' }).closest('article')!;
    expect(within(fresh).getByText('New')).toBeInTheDocument();
    expect(fresh).toHaveTextContent('5 days');
  });
});
