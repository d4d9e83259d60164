import type { AdminNewsletterSubscriber } from '@yatrika/contract/newsletter';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import NewsletterPage from './newsletter-page.tsx';

const listUrl = '/api/admin/newsletter/subscribers';
const countsUrl = '/api/admin/newsletter/counts';
const csvUrl = '/api/admin/newsletter/subscribers.csv';

const subscriber = (overrides: Partial<AdminNewsletterSubscriber>): AdminNewsletterSubscriber => ({
  _id: 'sub-1',
  email: 'meera@example.com',
  status: 'pending',
  // 8 PM in London on March 4 is already March 5 in India.
  createdAt: '2027-03-04T20:00:00.000Z',
  confirmedAt: null,
  unsubscribedAt: null,
  ...overrides,
});
const waiting = subscriber({});
const confirmed = subscriber({ _id: 'sub-2', email: 'arjun@example.com', status: 'confirmed', createdAt: '2027-02-01T06:00:00.000Z', confirmedAt: '2027-02-02T06:00:00.000Z' });
const gone = subscriber({ _id: 'sub-3', email: 'kavya@example.com', status: 'unsubscribed', createdAt: '2027-01-10T06:00:00.000Z', unsubscribedAt: '2027-01-20T06:00:00.000Z' });

const renderNewsletter = (url = '/admindashboard/newsletter') => renderPage(<NewsletterPage />, { path: '/admindashboard/newsletter', url });
const rows = () => within(screen.getByRole('list', { name: 'Subscribers' })).getAllByRole('listitem');

beforeEach(() => localStorage.setItem('token', fakeToken('admin')));
afterEach(() => vi.unstubAllGlobals());

describe('the admin newsletter screen', () => {
  it('lists each address with its status and dates in words, and the counts of each status', async () => {
    const calls = mockApi({
      [`GET ${listUrl}`]: { body: [waiting, confirmed, gone] },
      [`GET ${countsUrl}`]: { body: { pending: 1, confirmed: 1250, unsubscribed: 3 } },
    });
    renderNewsletter();
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(3));

    expect(rows()[0]).toHaveTextContent('meera@example.com');
    expect(rows()[0]).toHaveTextContent('Subscribed March 5, 2027');
    expect(rows()[0]).toHaveTextContent('Waiting for confirmation');
    expect(rows()[1]).toHaveTextContent('Subscribed February 1, 2027 · confirmed February 2, 2027');
    expect(rows()[1]).toHaveTextContent('Confirmed');
    expect(rows()[2]).toHaveTextContent('Subscribed January 10, 2027 · unsubscribed January 20, 2027');
    expect(rows()[2]).toHaveTextContent('Unsubscribed');
    // No internal names on the screen.
    expect(screen.queryByText(/pending|sub-1/)).toBeNull();

    const counts = await screen.findByText('1,250');
    expect(counts.previousElementSibling).toHaveTextContent('Confirmed');
    expect(screen.getByText('3').previousElementSibling).toHaveTextContent('Unsubscribed');
    expect(calls.find((call) => call.url.startsWith(`${listUrl}?`))!.headers.Authorization).toMatch(/^Bearer /);
  });

  it('filters by status through the server, kept in the address', async () => {
    const calls = mockApi({
      [`GET ${listUrl}`]: ({ url }) => ({ body: new URL(url, 'http://x').searchParams.get('status') === 'confirmed' ? [confirmed] : [waiting, confirmed, gone] }),
      [`GET ${countsUrl}`]: { body: { pending: 1, confirmed: 1, unsubscribed: 1 } },
    });
    const user = userEvent.setup();
    const { router } = renderNewsletter();
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'Confirmed' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(router.state.location.search).toBe('?status=confirmed');
    expect(calls.some((call) => call.url.startsWith(`${listUrl}?`) && call.url.includes('status=confirmed'))).toBe(true);
  });

  it('says when nobody has subscribed yet', async () => {
    mockApi({ [`GET ${listUrl}`]: { body: [] }, [`GET ${countsUrl}`]: { body: { pending: 0, confirmed: 0, unsubscribed: 0 } } });
    renderNewsletter();
    expect(await screen.findByText('No subscribers yet')).toBeInTheDocument();
  });

  it('downloads the confirmed addresses as CSV', async () => {
    const calls = mockApi({
      [`GET ${listUrl}`]: { body: [confirmed] },
      [`GET ${countsUrl}`]: { body: { pending: 0, confirmed: 1, unsubscribed: 0 } },
      [`GET ${csvUrl}`]: { body: 'Email', headers: { 'Content-Type': 'text/csv' } },
    });
    const createObjectURL = vi.fn(() => 'blob:file');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const user = userEvent.setup();
    renderNewsletter();
    await user.click(screen.getByRole('button', { name: 'Download confirmed (CSV)' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledOnce());
    expect(calls.filter((call) => call.url === csvUrl)).toHaveLength(1);
  });

  it("shows the server's words when the list cannot be read, and when the file cannot", async () => {
    mockApi({
      [`GET ${listUrl}`]: { status: 500, body: { message: 'Something went wrong' } },
      [`GET ${countsUrl}`]: { status: 500, body: {} },
      [`GET ${csvUrl}`]: { status: 403, body: { message: 'Only administrators can do this.' } },
    });
    const user = userEvent.setup();
    renderNewsletter();
    expect(await screen.findByText('Failed to load the newsletter list. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download confirmed (CSV)' }));
    expect(await screen.findByText('Only administrators can do this.')).toBeInTheDocument();
  });
});
