import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTour } from '../../../../test/catalogue-fixtures.ts';
import { aTravellerProfile } from '../../../../test/fixtures.ts';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { paths } from '../../../lib/paths.ts';
import TravellerHomePage from './traveller-home-page.tsx';

const rafting = makeTour({ ratingAverage: 4.2, reviewCount: 3 });
const routes = {
  'GET /api/user/dashboard': { body: [rafting] },
  'GET /api/user/dashboard/search': { body: [rafting] },
  'GET /api/user/dashboard/wishlist': { body: { wishlist: [] } },
  'GET /api/user/profile': { body: aTravellerProfile({ _id: 'u1' }) },
};
const listCalls = (calls: Array<{ url: string }>) => calls.map((call) => call.url).filter((url) => /\/user\/dashboard(\/search)?(\?|$)/.test(url));
const open = (url: string = paths.travellerHome.href) => renderPage(<TravellerHomePage />, { path: paths.travellerHome.href, url });
const packages = () => within(screen.getByRole('region', { name: 'Best Packages' }));

beforeEach(() => localStorage.setItem('token', fakeToken('traveller')));
afterEach(() => vi.restoreAllMocks());

describe('Traveller home: search and filters in the address', () => {
  it('searches with the filters, and both stay in the address', async () => {
    const user = userEvent.setup();
    const calls = mockApi(routes);
    const { router } = open();
    await packages().findByRole('heading', { name: rafting.title });
    await user.selectOptions(packages().getByLabelText('Category'), 'Adventure');
    await user.type((await screen.findByRole('combobox', { name: 'Search tours' })), 'ga');
    expect(router.state.location.search).toBe('?q=ga&category=adventure');
    await waitFor(() => expect(listCalls(calls)).toContain('/api/user/dashboard/search?query=ga&category=adventure'));
    expect(listCalls(calls)).toContain('/api/user/dashboard?category=adventure');
  });

  it('opens a shared address with its search and filters in place', async () => {
    const calls = mockApi(routes);
    open(`${paths.travellerHome.href}?q=ganga&state=Uttarakhand&sort=price_desc`);
    expect((await screen.findByRole('combobox', { name: 'Search tours' }))).toHaveValue('ganga');
    expect(packages().getByLabelText('State')).toHaveValue('Uttarakhand');
    expect(packages().getByLabelText('Sort by')).toHaveDisplayValue('Price: high to low');
    await packages().findByRole('heading', { name: rafting.title });
    expect(listCalls(calls)).toContain('/api/user/dashboard/search?query=ganga&state=Uttarakhand&sort=price_desc');
    expect(packages().getByRole('heading', { name: rafting.title }).closest('article')).toHaveTextContent('4.2(3 reviews)');
  });
});
