import { jobMessages } from '@yatrika/contract/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aJob, aReconcileSummary } from '../../../../test/admin-fixtures.ts';
import JobsPage from './jobs-page.tsx';

const listUrl = '/api/admin/jobs';
const retryUrl = (id: string) => `/api/admin/jobs/${id}/retry`;

const done = aJob({ _id: 'job-done', result: aReconcileSummary({ booked: 1, refundsStarted: 2, holdsReleased: 3, checked: 5 }) });
const failedError = 'Provider answered 503 Service Unavailable while listing orders';
const failed = aJob({
  _id: 'job-failed',
  name: 'booking-confirmation-email',
  status: 'failed',
  attempts: 5,
  maxAttempts: 5,
  repeatEveryMs: null,
  lastError: failedError,
  result: null,
  runAt: '2026-11-23T13:00:00.000Z',
  startedAt: '2026-11-23T13:40:00.000Z',
  finishedAt: '2026-11-23T13:42:00.000Z',
});
const retrying = aJob({
  _id: 'job-retrying',
  status: 'queued',
  attempts: 2,
  lastError: 'Connection reset by the payment provider',
  result: null,
  runAt: '2026-11-23T14:30:00.000Z',
  finishedAt: null,
});
const running = aJob({ _id: 'job-running', status: 'running', attempts: 1, result: null, finishedAt: null, repeatEveryMs: 60_000 });

const cards = () => screen.queryAllByRole('article');
const cardIds = () => cards().map((article) => article.getAttribute('aria-labelledby'));
const card = (id: string) => within(screen.getAllByRole('article').find((article) => article.getAttribute('aria-labelledby') === `job-${id}`)!);
const renderJobs = () => renderPage(<JobsPage />, { path: '/admindashboard/jobs' });

beforeEach(() => localStorage.setItem('token', fakeToken('admin')));

describe('admin jobs', () => {
  it('lists each job: what it is, its status, attempts, times, how often it repeats, and its result or error', async () => {
    mockApi({ [`GET ${listUrl}`]: { body: [done, retrying, running, failed] } });
    renderJobs();
    expect(screen.getByText('Loading...', { selector: '[role=status] span' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'booking-confirmation-email' });
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
    expect(cardIds()).toEqual(['job-job-done', 'job-job-retrying', 'job-job-running', 'job-job-failed']);

    const first = card('job-done');
    expect(first.getByRole('heading', { name: 'Payment reconciliation' })).toBeInTheDocument();
    expect(first.getByText('reconcile-payments')).toBeInTheDocument();
    expect(first.getByText('Done')).toBeInTheDocument();
    expect(first.getByText('Attempt 1 of 3')).toBeInTheDocument();
    expect(first.getByText('Repeats every 5 minutes')).toBeInTheDocument();
    expect(first.getByText('Was due')).toBeInTheDocument();
    expect(first.getAllByText('November 23, 2026 at 7:45 PM IST')).toHaveLength(3);
    expect(first.getByText('Finished')).toBeInTheDocument();
    expect(first.getByText(/^Booked 1, refunds started 2/).parentElement).toHaveTextContent(
      'Result: Booked 1, refunds started 2, refunds accepted 0, refunds failed 0, refunds finished 0, holds released 3, unpaid orders checked 5.',
    );
    expect(first.queryByRole('button', { name: 'Retry' })).toBeNull();

    const second = card('job-retrying');
    expect(second.getByText('Queued')).toBeInTheDocument();
    expect(second.getByText('Will try again')).toBeInTheDocument();
    expect(second.getByText('Attempt 2 of 3')).toBeInTheDocument();
    expect(second.getByText('Next try')).toBeInTheDocument();
    expect(second.getByText('November 23, 2026 at 8:00 PM IST')).toBeInTheDocument();
    expect(second.getByText('Why the last try failed')).toBeInTheDocument();
    expect(second.getByText('Connection reset by the payment provider')).toBeInTheDocument();
    expect(second.queryByRole('button', { name: 'Retry' })).toBeNull();

    const third = card('job-running');
    expect(third.getByText('Running')).toBeInTheDocument();
    expect(third.getByText('Repeats every minute')).toBeInTheDocument();
    expect(third.getByText('Not yet')).toBeInTheDocument();

    const fourth = card('job-failed');
    expect(fourth.getByRole('heading', { name: 'booking-confirmation-email' })).toBeInTheDocument();
    expect(fourth.getByText('Failed', { selector: 'span' })).toBeInTheDocument();
    expect(fourth.getByText('Attempt 5 of 5')).toBeInTheDocument();
    expect(fourth.queryByText(/Repeats every/)).toBeNull();
    expect(fourth.getByText('November 23, 2026 at 7:10 PM IST')).toBeInTheDocument();
    expect(fourth.getByText('November 23, 2026 at 7:12 PM IST')).toBeInTheDocument();
    expect(fourth.getByText('Why it failed')).toBeInTheDocument();
    expect(fourth.getByText(failedError)).toBeInTheDocument();
    expect(fourth.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('says when a job has not been tried yet, and shows no result it cannot read', async () => {
    const waiting = aJob({ _id: 'job-new', status: 'queued', attempts: 0, maxAttempts: 1, startedAt: null, finishedAt: null, result: null });
    const odd = aJob({ _id: 'job-odd', result: { something: 'else' } });
    mockApi({ [`GET ${listUrl}`]: { body: [waiting, odd] } });
    renderJobs();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(card('job-new').getByText('Not tried yet (up to 1 attempt)')).toBeInTheDocument();
    expect(card('job-new').getByText('Runs')).toBeInTheDocument();
    expect(card('job-new').getAllByText('Not yet')).toHaveLength(2);
    expect(card('job-odd').queryByText(/Result/)).toBeNull();
  });

  it('asks the server for the chosen status', async () => {
    const calls = mockApi({
      [`GET ${listUrl}`]: ({ url }) => ({ body: url.includes('status=failed') ? [failed] : url.includes('status=running') ? [running] : [done, running, failed] }),
    });
    const user = userEvent.setup();
    renderJobs();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const filter = within(screen.getByRole('group', { name: 'Status' }));
    expect(filter.getAllByRole('button').map((button) => button.textContent)).toEqual(['All', 'Failed', 'Queued', 'Running', 'Done']);
    expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(filter.getByRole('button', { name: 'Failed' }));
    await waitFor(() => expect(cardIds()).toEqual(['job-job-failed']));
    expect(filter.getByRole('button', { name: 'Failed' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(filter.getByRole('button', { name: 'Running' }));
    await waitFor(() => expect(cardIds()).toEqual(['job-job-running']));

    const listCalls = calls.filter((call) => call.url.startsWith(`${listUrl}?`)).map((call) => new URL(call.url, 'http://x').searchParams.toString());
    expect(listCalls).toEqual(['limit=50', 'limit=50&status=failed', 'limit=50&status=running']);
  });

  it('loads the next page by its cursor, until there is none', async () => {
    const calls = mockApi({
      [`GET ${listUrl}`]: ({ url }) => (url.includes('cursor=page2') ? { body: [failed] } : { body: [done, running], headers: { 'X-Next-Cursor': 'page2' } }),
    });
    const user = userEvent.setup();
    renderJobs();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardIds()).toEqual(['job-job-done', 'job-job-running', 'job-job-failed']));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.filter((call) => call.url.startsWith(listUrl + '?')).map((call) => call.url)).toEqual([
      '/api/admin/jobs?limit=50',
      '/api/admin/jobs?limit=50&cursor=page2',
    ]);
  });

  it('retries a failed job, shows what the server said, and reads the list again', async () => {
    let retried = false;
    const calls = mockApi({
      [`GET ${listUrl}`]: () => ({ body: [retried ? { ...failed, status: 'queued', attempts: 0, finishedAt: null } : failed] }),
      [`POST ${retryUrl('job-failed')}`]: () => {
        retried = true;
        return { body: { message: jobMessages.retried, job: { ...failed, status: 'queued', attempts: 0, finishedAt: null } } };
      },
    });
    const user = userEvent.setup();
    renderJobs();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByText(jobMessages.retried)).toBeInTheDocument();
    expect(screen.getByText(jobMessages.retried).parentElement).toHaveTextContent(`booking-confirmation-email: ${jobMessages.retried}`);
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: retryUrl('job-failed'), body: undefined });
    await waitFor(() => expect(card('job-failed').getByText('Queued')).toBeInTheDocument());
    expect(card('job-failed').queryByRole('button', { name: 'Retry' })).toBeNull();
    // The reason stays until a try succeeds.
    expect(card('job-failed').getByText(failedError)).toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith(listUrl + '?'))).toHaveLength(2);
  });

  it("shows the server's 409 when the job is no longer failed, and reads the list again", async () => {
    const calls = mockApi({
      [`GET ${listUrl}`]: { body: [failed] },
      [`POST ${retryUrl('job-failed')}`]: { status: 409, body: { message: jobMessages.notFailed } },
    });
    const user = userEvent.setup();
    renderJobs();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(jobMessages.notFailed);
    await waitFor(() => expect(calls.filter((call) => call.url.startsWith(listUrl + '?'))).toHaveLength(2));
  });

  it('says the retry failed on any other error', async () => {
    mockApi({ [`GET ${listUrl}`]: { body: [failed] }, [`POST ${retryUrl('job-failed')}`]: { status: 500, body: {} } });
    const user = userEvent.setup();
    renderJobs();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to retry the job. Please try again.');
  });

  it('runs a recurring job now from its queued copy, says what the run did, and reads the list again; only queued recurring jobs offer it', async () => {
    const reminders = aJob({ _id: 'job-reminders', name: 'balance-reminders', status: 'queued', result: null, startedAt: null, finishedAt: null, repeatEveryMs: 300_000 });
    let answer: { status: number; body: object } = { status: 409, body: { message: jobMessages.runningElsewhere } };
    const calls = mockApi({ [`GET ${listUrl}`]: { body: [reminders, done, running, failed] }, ['POST /api/admin/jobs/run']: () => answer });
    const user = userEvent.setup();
    renderJobs();
    const runNow = await screen.findByRole('button', { name: 'Run now (Balance reminders)' });
    expect(screen.getAllByRole('button', { name: /^Run now \(/ })).toHaveLength(1);

    await user.click(runNow);
    expect(await screen.findByRole('alert')).toHaveTextContent(jobMessages.runningElsewhere);

    answer = { status: 200, body: { message: jobMessages.ran, outcome: { status: 'done', result: { queued: 2 }, error: null } } };
    await user.click(runNow);
    expect(await screen.findByText(jobMessages.ran)).toBeInTheDocument();
    expect(screen.getByText(jobMessages.ran).parentElement).toHaveTextContent(`Balance reminders: ${jobMessages.ran}`);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ name: 'balance-reminders' }, { name: 'balance-reminders' }]);
    await waitFor(() => expect(calls.filter((call) => call.url.startsWith(listUrl + '?'))).toHaveLength(3));
  });

  it('says so when there are no jobs at all', async () => {
    mockApi({ [`GET ${listUrl}`]: { body: [] } });
    renderJobs();
    expect(await screen.findByText('No background jobs yet')).toBeInTheDocument();
  });

  it('says so when none has the chosen status', async () => {
    mockApi({ [`GET ${listUrl}`]: ({ url }) => ({ body: url.includes('status=failed') ? [] : [done] }) });
    const user = userEvent.setup();
    renderJobs();
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.click(within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'Failed' }));
    expect(await screen.findByText('None has this status.')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it('says the jobs could not be loaded, and tries again', async () => {
    let fail = true;
    mockApi({ [`GET ${listUrl}`]: () => (fail ? { status: 500, body: {} } : { body: [done] }) });
    const user = userEvent.setup();
    renderJobs();
    expect(await screen.findByText('Failed to load jobs. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('follows Moments in the admin menu, and is highlighted there', async () => {
    mockApi({ [`GET ${listUrl}`]: { body: [] } });
    renderJobs();
    const menu = within(screen.getByRole('navigation', { name: 'Admin menu' }));
    const jobs = menu.getByRole('link', { name: 'Jobs' });
    expect(menu.getByRole('link', { name: 'Moments' }).closest('li')?.nextElementSibling).toContainElement(jobs);
    expect(jobs).toHaveAttribute('aria-current', 'page');
    await screen.findByText('No background jobs yet');
  });
});
