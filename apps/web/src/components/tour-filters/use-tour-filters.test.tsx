import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render.tsx';
import { useTourFilters } from './use-tour-filters.ts';

let changeFilters: ReturnType<typeof useTourFilters>['change'] = () => undefined;

function FiltersProbe() {
  const { filters, change } = useTourFilters();
  changeFilters = change;
  return <p>{`${filters.state}|${filters.maxPrice}|${filters.sort}`}</p>;
}

describe('useTourFilters', () => {
  it('keeps every change made before the router has caught up with the first (fast hands, a busy phone)', async () => {
    const { router } = renderPage(<FiltersProbe />, { path: '/destinations' });
    // Three changes in one go, before any re-render: each must build on the one before it.
    act(() => {
      changeFilters({ state: 'Rajasthan' });
      changeFilters({ maxPrice: '100000' });
      changeFilters({ sort: 'price_asc' });
    });
    await screen.findByText('Rajasthan|100000|price_asc');
    expect(router.state.location.search).toBe('?state=Rajasthan&maxPrice=100000&sort=price_asc');
  });

  it('shows a change at once, while the router is still on its way', () => {
    renderPage(<FiltersProbe />, { path: '/destinations' });
    act(() => changeFilters({ state: 'Kerala' }));
    expect(screen.getByText('Kerala||recommended')).toBeInTheDocument();
  });
});
