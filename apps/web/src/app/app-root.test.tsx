import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paymentConfig } from '../../test/tour-detail-fixtures.ts';
import { fakeToken, mockApi } from '../../test/render.tsx';
import { AppRoot } from './app-root.tsx';

const ribbon = 'Test mode: payments are not real';

function renderApp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <Link to="/login/userdashboard/mybookings">My bookings</Link> },
      { path: '/login/userdashboard/mybookings', element: <h1>My Bookings</h1> },
    ],
    { initialEntries: ['/'] },
  );
  return render(<AppRoot router={router} queryClient={queryClient} />);
}

describe('the test-mode ribbon', () => {
  it('says on every page, public or signed in, that payments are not real while the server runs the sandbox', async () => {
    localStorage.setItem('token', fakeToken('traveller'));
    const calls = mockApi({ 'GET /api/payment/config': { body: { ...paymentConfig, provider: 'sandbox' } } });
    renderApp();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(ribbon);
    // Above the page, in its flow: first in the document, before what the page shows.
    expect(document.body.firstElementChild!.firstElementChild).toBe(status);

    await userEvent.setup().click(screen.getByRole('link', { name: 'My bookings' }));
    expect(await screen.findByRole('heading', { name: 'My Bookings' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ribbon);
    // Asked once a visit, without the traveller's token (the answer is the same for everyone).
    expect(calls.filter((call) => call.url === '/api/payment/config')).toHaveLength(1);
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it("is there from the first paint when the page's <head> says so, before the server answers", async () => {
    const meta = document.createElement('meta');
    meta.name = 'yatrika-payments';
    meta.content = 'sandbox';
    document.head.append(meta);
    try {
      vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
      renderApp();
      expect(screen.getByRole('status')).toHaveTextContent(ribbon);
    } finally {
      meta.remove();
    }
  });

  it('is not there when payments are real', async () => {
    const calls = mockApi({ 'GET /api/payment/config': { body: { ...paymentConfig, provider: 'razorpay' } } });
    renderApp();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'My bookings' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(ribbon)).not.toBeInTheDocument();
  });

  it('leaves the page alone when the server cannot say', async () => {
    const calls = mockApi({ 'GET /api/payment/config': { status: 500, body: {} } });
    renderApp();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'My bookings' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
