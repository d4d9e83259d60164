import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render.tsx';
import NotFoundPage from './not-found-page.tsx';

describe('an address the site does not have', () => {
  it('says the page was not found, not that the application failed, and leads on', async () => {
    const { router } = renderPage(<NotFoundPage />, { path: '*', url: '/no/such/page', routes: [{ path: '/', element: <h1>Home</h1> }] });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse destinations' })).toHaveAttribute('href', '/destinations');
    expect(screen.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/help');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
