import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render.tsx';
import { HeroSearch } from './hero-search.tsx';

describe('the landing search', () => {
  it("opens Destinations with the visitor's search in the address", async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<HeroSearch />, { path: '/', routes: [{ path: '/destinations', element: <p>Destinations</p> }] });
    await user.type(screen.getByRole('searchbox', { name: 'Search tours' }), ' Jaipur forts {Enter}');
    expect(await screen.findByText('Destinations')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/destinations');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Jaipur forts');
  });
});
