import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { anEmail } from '../../../../test/email-fixtures.ts';
import EmailsPage from './emails-page.tsx';

const listUrl = '/api/admin/emails';

const kept = anEmail({ _id: 'email-kept' });
const queued = anEmail({
  _id: 'email-queued',
  kind: 'trip-reminder',
  to: 'arjun@example.com',
  subject: null,
  status: 'queued',
  attempts: 2,
  lastError: 'Mail server answered 421 Try again later',
  createdAt: '2026-11-23T13:00:00.000Z',
  sentAt: null,
});
const failed = anEmail({
  _id: 'email-failed',
  kind: 'password-reset',
  status: 'failed',
  attempts: 12,
  lastError: '550 Mailbox unavailable',
  sentAt: null,
});
const odd = anEmail({ _id: 'email-odd', kind: 'newsletter', status: 'sent', subject: 'News from Yatrika' });

const cards = () => screen.queryAllByRole('article');
const cardIds = () => cards().map((article) => article.getAttribute('aria-labelledby'));
const card = (id: string) => within(screen.getAllByRole('article').find((article) => article.getAttribute('aria-labelledby') === `email-${id}`)!);
const listQueries = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith(`${listUrl}?`)).map((call) => new URL(call.url, 'http://x').searchParams.toString());
const renderEmails = (url = '/admindashboard/emails') => renderPage(<EmailsPage />, { path: '/admindashboard/emails', url });

beforeEach(() => localStorage.setItem('token', fakeToken('admin')));

describe('admin emails', () => {
  it('lists each message: subject, recipient, kind, status, attempts, times and last error', async () => {
    mockApi({ [`GET ${listUrl}`]: { body: [kept, queued, failed, odd] } });
    renderEmails();
    expect(screen.getByText('Loading...', { selector: '[role=status] span' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(screen.getByRole('heading', { level: 1, name: 'Emails' })).toBeInTheDocument();
    expect(screen.getByText(/When no mail server is configured, messages are kept here instead of being sent/)).toBeInTheDocument();
    expect(cardIds()).toEqual(['email-email-kept', 'email-email-queued', 'email-email-failed', 'email-email-odd']);

    const first = card('email-kept');
    expect(first.getByRole('link', { name: 'Your booking for Ruins of Hampi is confirmed' })).toHaveAttribute('href', '/admindashboard/emails/email-kept');
    expect(first.getByText('kavya.nair@example.com')).toBeInTheDocument();
    expect(first.getByText('Kept (no mail server)')).toBeInTheDocument();
    expect(first.getByText(/^Booking confirmation/)).toHaveTextContent('Booking confirmation·1 attempt');
    expect(first.getByText('Created')).toBeInTheDocument();
    expect(first.getByText('Kept', { selector: 'dt' })).toBeInTheDocument();
    expect(first.getAllByText('November 23, 2026 at 7:40 PM IST')).toHaveLength(2);
    expect(first.queryByText(/Why/)).toBeNull();

    const second = card('email-queued');
    expect(second.getByRole('link', { name: 'Not rendered yet' })).toHaveAttribute('href', '/admindashboard/emails/email-queued');
    expect(second.getByText('Queued')).toBeInTheDocument();
    expect(second.getByText(/^Trip reminder/)).toHaveTextContent('Trip reminder·2 attempts');
    expect(second.getByText('Not yet')).toBeInTheDocument();
    expect(second.getByText('Why the last try failed')).toBeInTheDocument();
    expect(second.getByText('Mail server answered 421 Try again later')).toBeInTheDocument();

    const third = card('email-failed');
    expect(third.getByText(/^Password reset/)).toHaveTextContent('Password reset·12 attempts');
    expect(third.getByText('Failed')).toBeInTheDocument();
    expect(third.getByText('Not sent')).toBeInTheDocument();
    expect(third.getByText('Why it failed')).toBeInTheDocument();
    expect(third.getByText('550 Mailbox unavailable')).toBeInTheDocument();

    const fourth = card('email-odd');
    expect(fourth.getByText(/^newsletter/)).toBeInTheDocument();
    expect(fourth.getByText('Sent', { selector: 'span' })).toBeInTheDocument();
  });

  it('asks the server for the chosen status, and keeps it in the address', async () => {
    const calls = mockApi({
      [`GET ${listUrl}`]: ({ url }) => ({ body: url.includes('status=failed') ? [failed] : url.includes('status=kept') ? [kept] : [kept, queued, failed] }),
    });
    const user = userEvent.setup();
    const { router } = renderEmails();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const filter = within(screen.getByRole('group', { name: 'Status' }));
    expect(filter.getAllByRole('button').map((button) => button.textContent)).toEqual(['All', 'Queued', 'Sent', 'Kept', 'Skipped', 'Failed']);
    expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(filter.getByRole('button', { name: 'Failed' }));
    await waitFor(() => expect(cardIds()).toEqual(['email-email-failed']));
    expect(filter.getByRole('button', { name: 'Failed' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?status=failed');

    await user.click(filter.getByRole('button', { name: 'Kept' }));
    await waitFor(() => expect(cardIds()).toEqual(['email-email-kept']));
    expect(listQueries(calls)).toEqual(['limit=50', 'limit=50&status=failed', 'limit=50&status=kept']);
  });

  it('searches by the whole recipient address when submitted, with the status, and shows everyone again once emptied', async () => {
    const calls = mockApi({ [`GET ${listUrl}`]: ({ url }) => ({ body: url.includes('to=') ? [queued] : [kept, queued] }) });
    const user = userEvent.setup();
    renderEmails('/admindashboard/emails?status=queued');
    await waitFor(() => expect(cards()).toHaveLength(2));
    const box = screen.getByRole('searchbox', { name: "Recipient's email address" });

    await user.type(box, '  Arjun@Example.com ');
    // Nothing is asked while typing: a half address matches no one.
    expect(listQueries(calls)).toEqual(['limit=50&status=queued']);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(cardIds()).toEqual(['email-email-queued']));

    await user.clear(box);
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(listQueries(calls)).toEqual(['limit=50&status=queued', 'limit=50&status=queued&to=Arjun%40Example.com', 'limit=50&status=queued']);
  });

  it('loads the next page by its cursor, until there is none', async () => {
    const calls = mockApi({
      [`GET ${listUrl}`]: ({ url }) => (url.includes('cursor=page2') ? { body: [failed] } : { body: [kept, queued], headers: { 'X-Next-Cursor': 'page2' } }),
    });
    const user = userEvent.setup();
    renderEmails();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardIds()).toEqual(['email-email-kept', 'email-email-queued', 'email-email-failed']));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(listQueries(calls)).toEqual(['limit=50', 'limit=50&cursor=page2']);
  });

  it('reads the list again on Refresh', async () => {
    const calls = mockApi({ [`GET ${listUrl}`]: { body: [kept] } });
    const user = userEvent.setup();
    renderEmails();
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(listQueries(calls)).toHaveLength(2));
  });

  it('says so when there are no emails at all', async () => {
    mockApi({ [`GET ${listUrl}`]: { body: [] } });
    renderEmails();
    expect(await screen.findByText('No emails yet')).toBeInTheDocument();
  });

  it('says so when none matches the search', async () => {
    mockApi({ [`GET ${listUrl}`]: { body: [] } });
    renderEmails('/admindashboard/emails?to=nobody%40example.com');
    expect(await screen.findByText('No emails found')).toBeInTheDocument();
    expect(screen.getByText('None to nobody@example.com with this status.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: "Recipient's email address" })).toHaveValue('nobody@example.com');
  });

  it('says the emails could not be loaded, and tries again', async () => {
    let fail = true;
    mockApi({ [`GET ${listUrl}`]: () => (fail ? { status: 500, body: {} } : { body: [kept] }) });
    const user = userEvent.setup();
    renderEmails();
    expect(await screen.findByText('Failed to load emails. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('comes after Jobs in the admin menu, and is highlighted there', async () => {
    mockApi({ [`GET ${listUrl}`]: { body: [] } });
    renderEmails();
    const menu = within(screen.getByRole('navigation', { name: 'Admin menu' }));
    const emails = menu.getByRole('link', { name: 'Emails' });
    expect(menu.getByRole('link', { name: 'Jobs' }).closest('li')?.nextElementSibling).toContainElement(emails);
    expect(emails).toHaveAttribute('aria-current', 'page');
    await screen.findByText('No emails yet');
  });
});
