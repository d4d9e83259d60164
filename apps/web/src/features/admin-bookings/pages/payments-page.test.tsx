import { reconcileMessages } from '@yatrika/contract/payment-records';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { anAdminPayment, aReconcileSummary } from '../../../../test/admin-fixtures.ts';
import PaymentsPage from './payments-page.tsx';

const listUrl = '/api/admin/payments';
const attentionUrl = '/api/admin/payments/attention';
const reconcileUrl = '/api/admin/payments/reconcile';

const booked = anAdminPayment({ orderId: 'order_BOOKED', amount: 37000 });
const soldOut = anAdminPayment({
  orderId: 'order_SOLDOUT',
  status: 'refund_pending',
  bookingId: null,
  refund: { amount: 6998, status: 'failed', reason: 'sold_out', byHand: false },
  needsAttention: true,
  attentionReason: 'refund_failed',
  user: null,
});
const unpaid = anAdminPayment({ orderId: 'order_UNPAID', status: 'created', paidAt: null, paymentId: null, bookingId: null });

const lastRun = aReconcileSummary({ booked: 1, refundsStarted: 2, refundsAccepted: 2, holdsReleased: 3, checked: 5 });
const attention = (needingAttention: number, run = lastRun) => ({ body: { needingAttention, lastRun: run } });

const card = (orderId: string) => within(screen.getByRole('article', { name: new RegExp(`${orderId}$`) }));
const orderIds = () => screen.queryAllByRole('article').map((article) => article.querySelector('[id^="payment-order-"]')?.textContent);
const renderPayments = () => renderPage(<PaymentsPage />, { path: '/admindashboard/payments' });

beforeEach(() => localStorage.setItem('token', fakeToken('admin')));

describe('admin payments', () => {
  it('lists each payment: order, traveller, amount, status, times, and its booking or refund with the reason', async () => {
    mockApi({ [`GET ${listUrl}`]: { body: [booked, soldOut, unpaid] }, [`GET ${attentionUrl}`]: attention(1) });
    renderPayments();
    expect(screen.getByText('Loading...', { selector: '[role=status] span' })).toBeInTheDocument();
    await screen.findByRole('article', { name: /order_BOOKED$/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(orderIds()).toEqual(['order_BOOKED', 'order_SOLDOUT', 'order_UNPAID']);

    const first = card('order_BOOKED');
    expect(first.getByText('Booked')).toBeInTheDocument();
    expect(first.getByText('₹37,000')).toBeInTheDocument();
    expect(first.getByText('@asha.verma')).toBeInTheDocument();
    expect(first.getByText('asha@demo.yatrika.in')).toBeInTheDocument();
    expect(first.getByText('November 22, 2026 at 3:28 PM IST')).toBeInTheDocument();
    expect(first.getByText('November 22, 2026 at 3:30 PM IST')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'View in Bookings' })).toHaveAttribute('href', '/admindashboard/bookings');
    expect(first.queryByText('Needs attention')).toBeNull();

    const second = card('order_SOLDOUT');
    expect(second.getByText('Refund pending')).toBeInTheDocument();
    expect(second.getByText('Needs attention')).toBeInTheDocument();
    expect(second.getByText('Deleted account')).toBeInTheDocument();
    expect(second.getByText(/Refund failed · ₹6,998/).parentElement).toHaveTextContent('Refund failed · ₹6,998: the date sold out before the booking was saved.');
    expect(second.getByText('None')).toBeInTheDocument();
    expect(second.queryByText(/still to come/)).toBeNull();

    expect(card('order_UNPAID').getByText('Not paid')).toBeInTheDocument();

    expect(screen.getByText('1 payment needs attention.')).toBeInTheDocument();
    expect(screen.getByText('November 23, 2026 at 7:45 PM IST')).toBeInTheDocument();
    expect(screen.getByText(/Booked 1, refunds started 2, refunds accepted 2, refunds failed 0, refunds finished 0, holds released 3, unpaid orders checked 5\./)).toBeInTheDocument();
  });

  it('says why a booked payment needs attention: its tour, or its account, is gone while the trip is still to come', async () => {
    const onBannedTour = anAdminPayment({ orderId: 'order_BANNED', needsAttention: true, attentionReason: 'tour_withdrawn' });
    const ofDeletedAccount = anAdminPayment({ orderId: 'order_GONE', needsAttention: true, attentionReason: 'account_deleted', user: null });
    mockApi({ [`GET ${listUrl}`]: { body: [onBannedTour, ofDeletedAccount, booked] }, [`GET ${attentionUrl}`]: attention(2) });
    renderPayments();
    await screen.findByRole('article', { name: /order_BANNED$/ });
    const banned = card('order_BANNED');
    expect(banned.getByText('Needs attention')).toBeInTheDocument();
    expect(banned.getByText('Booked')).toBeInTheDocument();
    expect(banned.getByText('Its tour was banned or deleted, but the booking is still to come: it needs cancelling and a full refund.')).toBeInTheDocument();
    expect(banned.getByRole('link', { name: 'View in Bookings' })).toBeInTheDocument();
    expect(card('order_GONE').getByText("Its traveller's account was deleted, but the booking is still to come: it needs cancelling and a full refund.")).toBeInTheDocument();
    expect(card('order_BOOKED').queryByText(/still to come/)).toBeNull();
    // A refund line already says why a refund needs attention: no second sentence.
    expect(screen.getAllByText(/still to come/)).toHaveLength(2);
  });

  it('names a partial refund against what was paid', async () => {
    const partial = anAdminPayment({ orderId: 'order_LATE', status: 'refunded', refund: { amount: 3499, status: 'processed', reason: 'booking_canceled', byHand: false } });
    mockApi({ [`GET ${listUrl}`]: { body: [partial] }, [`GET ${attentionUrl}`]: attention(0) });
    renderPayments();
    const late = within(await screen.findByRole('article', { name: /order_LATE$/ }));
    expect(late.getByText(/Refunded · ₹3,499/).parentElement).toHaveTextContent('Refunded · ₹3,499 of ₹6,998: the booking was cancelled.');
    expect(screen.getByText('No payment needs attention.')).toBeInTheDocument();
  });

  it('shows a payment taken offline with a booking by phone: its method and reference, not a provider id', async () => {
    const offline = anAdminPayment({ orderId: 'offline_1', paymentId: 'offline_1', method: 'upi', paymentReference: 'UPI-4471-2290' });
    mockApi({ [`GET ${listUrl}`]: { body: [offline] }, [`GET ${attentionUrl}`]: attention(0) });
    renderPayments();
    const card = within(await screen.findByRole('article', { name: /offline_1$/ }));
    expect(card.getByText(/^Offline · UPI/)).toHaveTextContent('Offline · UPI · UPI-4471-2290');
    // The Paid detail says how it was paid; our own order id is no provider's payment id to show there.
    expect(card.getByText(/^Offline · UPI/).closest('dd')).not.toHaveTextContent('offline_1');
  });

  it('says when reconciliation has not run yet', async () => {
    mockApi({ [`GET ${listUrl}`]: { body: [booked] }, [`GET ${attentionUrl}`]: { body: { needingAttention: 0, lastRun: null } } });
    renderPayments();
    expect(await screen.findByText('Reconciliation has not run yet.')).toBeInTheDocument();
  });

  it('asks the server for the chosen status or for those needing attention', async () => {
    const calls = mockApi({
      [`GET ${listUrl}`]: ({ url }) => ({ body: url.includes('attention=true') ? [soldOut] : url.includes('status=created') ? [unpaid] : [booked, soldOut, unpaid] }),
      [`GET ${attentionUrl}`]: attention(1),
    });
    const user = userEvent.setup();
    renderPayments();
    await screen.findByRole('article', { name: /order_BOOKED$/ });
    const filter = within(screen.getByRole('group', { name: 'Status' }));
    expect(filter.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All',
      'Needing attention',
      'Created',
      'Paid',
      'Booked',
      'Refunded',
      'Refund pending',
      'Failed',
    ]);
    expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(filter.getByRole('button', { name: 'Needing attention' }));
    await waitFor(() => expect(orderIds()).toEqual(['order_SOLDOUT']));
    expect(filter.getByRole('button', { name: 'Needing attention' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(filter.getByRole('button', { name: 'Created' }));
    await waitFor(() => expect(orderIds()).toEqual(['order_UNPAID']));

    const listCalls = calls.filter((call) => call.url.startsWith(`${listUrl}?`)).map((call) => new URL(call.url, 'http://x').searchParams.toString());
    expect(listCalls).toEqual(['limit=50', 'limit=50&attention=true', 'limit=50&status=created']);
  });

  it('loads the next page by its cursor, until there is none', async () => {
    const calls = mockApi({
      [`GET ${listUrl}`]: ({ url }) =>
        url.includes('cursor=page2') ? { body: [unpaid] } : { body: [booked, soldOut], headers: { 'X-Next-Cursor': 'page2' } },
      [`GET ${attentionUrl}`]: attention(1),
    });
    const user = userEvent.setup();
    renderPayments();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(orderIds()).toEqual(['order_BOOKED', 'order_SOLDOUT', 'order_UNPAID']));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.filter((call) => call.url.startsWith(listUrl + '?')).map((call) => call.url)).toEqual([
      '/api/admin/payments?limit=50',
      '/api/admin/payments?limit=50&cursor=page2',
    ]);
  });

  it.each([
    ['all', 'All', 'No payments found'],
    ['attention', 'Needing attention', 'No payments need attention'],
  ])('says so when there are none (%s)', async (_case, button, title) => {
    mockApi({ [`GET ${listUrl}`]: { body: [] }, [`GET ${attentionUrl}`]: attention(0) });
    const user = userEvent.setup();
    renderPayments();
    await user.click(within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: button }));
    expect(await screen.findByText(title)).toBeInTheDocument();
  });

  it('says the payments could not be loaded, and tries again', async () => {
    let fail = true;
    mockApi({ [`GET ${listUrl}`]: () => (fail ? { status: 500, body: {} } : { body: [booked] }), [`GET ${attentionUrl}`]: { status: 500, body: {} } });
    const user = userEvent.setup();
    renderPayments();
    expect(await screen.findByText('Failed to load payments. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Could not read how many payments need attention.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: /order_BOOKED$/ })).toBeInTheDocument();
  });

  it('runs reconciliation on demand, says what it did, and reads the list and the count again', async () => {
    let ran = false;
    const calls = mockApi({
      [`GET ${listUrl}`]: () => ({ body: ran ? [{ ...soldOut, status: 'refunded', needsAttention: false, refund: { amount: 6998, status: 'processed', reason: 'sold_out', byHand: false } }] : [soldOut] }),
      [`GET ${attentionUrl}`]: () => (ran ? attention(0, aReconcileSummary({ booked: 1, refundsStarted: 2, finishedAt: '2026-11-23T15:00:00.000Z' })) : attention(1)),
      [`POST ${reconcileUrl}`]: () => {
        ran = true;
        return { body: { message: reconcileMessages.ran, summary: aReconcileSummary({ booked: 1, refundsStarted: 2 }) } };
      },
    });
    const user = userEvent.setup();
    renderPayments();
    await screen.findByText('Needs attention');
    await user.click(screen.getByRole('button', { name: 'Run reconciliation now' }));

    expect(
      await screen.findByText('Reconciliation finished. Booked 1, refunds started 2, refunds accepted 0, refunds failed 0, refunds finished 0, holds released 0, unpaid orders checked 0.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: reconcileUrl, body: undefined });
    expect(await screen.findByText('No payment needs attention.')).toBeInTheDocument();
    expect(screen.getByText('November 23, 2026 at 8:30 PM IST')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Needs attention')).toBeNull());
    expect(card('order_SOLDOUT').getByText('Refunded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run reconciliation now' })).toBeEnabled();
  });

  it("shows the server's 409 when another server is running it, and still reads the list again", async () => {
    const busy = 'Reconciliation is already running on another server; try again in a minute.';
    const calls = mockApi({
      [`GET ${listUrl}`]: { body: [soldOut] },
      [`GET ${attentionUrl}`]: attention(1),
      [`POST ${reconcileUrl}`]: { status: 409, body: { message: busy } },
    });
    const user = userEvent.setup();
    renderPayments();
    await screen.findByRole('article', { name: /order_SOLDOUT$/ });
    await user.click(screen.getByRole('button', { name: 'Run reconciliation now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(busy);
    await waitFor(() => expect(calls.filter((call) => call.url.startsWith(listUrl + '?'))).toHaveLength(2));
    expect(calls.filter((call) => call.url === attentionUrl)).toHaveLength(2);
  });

  it('says the run failed on any other error', async () => {
    mockApi({ [`GET ${listUrl}`]: { body: [booked] }, [`GET ${attentionUrl}`]: attention(0), [`POST ${reconcileUrl}`]: { status: 500, body: {} } });
    const user = userEvent.setup();
    renderPayments();
    await screen.findByRole('article', { name: /order_BOOKED$/ });
    await user.click(screen.getByRole('button', { name: 'Run reconciliation now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to run reconciliation. Please try again.');
  });

  it('is in the admin menu, next to Departures, and highlighted there', async () => {
    mockApi({ [`GET ${listUrl}`]: { body: [] }, [`GET ${attentionUrl}`]: attention(0) });
    renderPayments();
    const menu = within(screen.getByRole('navigation', { name: 'Admin menu' }));
    const payments = menu.getByRole('link', { name: 'Payments' });
    expect(menu.getByRole('link', { name: 'Departures' }).closest('li')?.nextElementSibling).toContainElement(payments);
    expect(payments).toHaveAttribute('aria-current', 'page');
    await screen.findByText('No payments found');
  });

  it('leads each card with the tour, the traveller and the amount, the order id below, and tells declined from abandoned', async () => {
    mockApi({
      'GET /api/admin/payments': {
        body: [
          anAdminPayment({ orderId: 'order_PAID', tourTitle: 'Valley of Flowers Trek', travellerName: 'Nandini Rao', reference: 'YT-CFXK-PZB9', amount: 12500 }),
          anAdminPayment({ orderId: 'order_DECLINED', status: 'failed', checkoutOutcome: 'declined', bookingId: null, reference: null, paidAt: null, paymentId: null }),
          anAdminPayment({ orderId: 'order_LEFT', status: 'created', checkoutOutcome: 'abandoned', bookingId: null, reference: null, paidAt: null, paymentId: null }),
        ],
      },
      'GET /api/admin/payments/attention': { body: { needingAttention: 0, lastRun: null } },
    });
    renderPage(<PaymentsPage />, { path: '/admindashboard/payments' });
    expect(await screen.findByRole('article', { name: /Valley of Flowers Trek.*order_PAID$/ })).toBeInTheDocument();
    const paid = card('order_PAID');
    expect(paid.getByRole('heading', { name: 'Valley of Flowers Trek' })).toBeInTheDocument();
    expect(paid.getByText(/Nandini Rao/)).toBeInTheDocument();
    expect(paid.getByText('YT-CFXK-PZB9')).toBeInTheDocument();
    expect(paid.getByText('₹12,500')).toBeInTheDocument();
    expect(card('order_DECLINED').getByText('Declined by the bank')).toBeInTheDocument();
    expect(card('order_LEFT').getByText('Abandoned at checkout')).toBeInTheDocument();
    expect(card('order_LEFT').queryByText('Declined by the bank')).toBeNull();
  });

  it('searches payments on the server by reference, name, email, phone or order', async () => {
    const calls = mockApi({
      'GET /api/admin/payments': ({ url }) => ({
        body: new URL(url, 'http://x').searchParams.get('query') ? [anAdminPayment({ orderId: 'order_FOUND' })] : [anAdminPayment({ orderId: 'order_FOUND' }), anAdminPayment({ orderId: 'order_OTHER' })],
      }),
      'GET /api/admin/payments/attention': { body: { needingAttention: 0, lastRun: null } },
    });
    const user = userEvent.setup();
    renderPage(<PaymentsPage />, { path: '/admindashboard/payments' });
    await screen.findByRole('article', { name: /order_OTHER$/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search by reference, name, email, phone or order' }), 'cfxkpzb9');
    await waitFor(() => expect(orderIds()).toEqual(['order_FOUND']));
    expect(calls.some((call) => new URL(call.url, 'http://x').searchParams.get('query') === 'cfxkpzb9')).toBe(true);
  });

  it('says to hand back the refund of an offline payment, and marks it handed back from the card', async () => {
    const owed = anAdminPayment({
      orderId: 'offline_UPI1',
      method: 'upi',
      paymentReference: 'UPI-4471',
      status: 'refund_pending',
      bookingId: '7b1f2c3d-0000-4000-8000-000000000001',
      refund: { amount: 5000, status: 'pending', reason: 'booking_canceled', byHand: true },
      needsAttention: true,
      attentionReason: 'refund_by_hand',
    });
    const url = `/api/admin/bookings/${owed.bookingId}/refund/handed-back`;
    const calls = mockApi({
      [`GET ${listUrl}`]: { body: [owed] },
      [`GET ${attentionUrl}`]: attention(1),
      [`PUT ${url}`]: { body: { message: 'Refund of ₹5,000 marked as handed back. The traveller has been emailed.' } },
    });
    const user = userEvent.setup();
    renderPayments();
    await screen.findByRole('article', { name: /offline_UPI1$/ });
    expect(card('offline_UPI1').getByText(/Hand back ₹5,000 by UPI\./)).toBeInTheDocument();
    await user.click(card('offline_UPI1').getByRole('button', { name: 'Mark refund handed back for payment offline_UPI1' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark refund handed back' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark handed back' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT').map((call) => [call.url, call.body])).toEqual([[url, {}]]));
    expect(await screen.findByText('Refund of ₹5,000 marked as handed back. The traveller has been emailed.')).toBeInTheDocument();
  });
});
