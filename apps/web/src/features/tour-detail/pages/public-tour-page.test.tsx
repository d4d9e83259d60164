import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANCELLATION_POLICY_DATA_ID } from '@yatrika/contract/cancellation-policy';
import { TOUR_DATA_ID } from '@yatrika/contract/public-tour-page';
import { publicTourMessages } from '@yatrika/contract/public-tour-messages';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aTravellerProfile } from '../../../../test/fixtures.ts';
import { availabilityAnswer, NOW, OPEN_DAY, review, tour, TOUR_ID } from '../../../../test/tour-detail-fixtures.ts';
import PublicTourPage from './public-tour-page.tsx';

const pageUrl = `/tours/${TOUR_ID}/spiti-valley-road-trip`;
const policyLine = 'Free cancellation up to 24 hours before the tour starts; no refund after that.';

type Routes = Parameters<typeof mockApi>[0];

function api(extra: Routes = {}) {
  return mockApi({
    [`GET /api/routes/tours/${TOUR_ID}`]: { body: tour },
    [`GET /api/routes/tours/${TOUR_ID}/reviews`]: { body: { reviews: [review] } },
    [`GET /api/routes/tours/${TOUR_ID}/availability`]: ({ url }) => ({ body: availabilityAnswer(url) }),
    [`GET /api/user/tours/${TOUR_ID}/reviews/mine`]: { body: { review: null } },
    'GET /api/user/profile': { body: aTravellerProfile({ firstname: 'Asha' }) },
    'GET /api/user/dashboard/wishlist': { body: { wishlist: [] } },
    'GET /api/routes/cancellation-policy': { body: { freeCancellationHours: 24, lateCancellationRefundPercent: 0, policy: policyLine } },
    ...extra,
  });
}

/** The tour as the server writes it into the page's <head>. */
function sendTourWithPage() {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = TOUR_DATA_ID;
  script.textContent = JSON.stringify(tour);
  document.head.append(script);
}

const open = () => renderPage(<PublicTourPage />, { path: '/tours/:tourId/:slug', url: pageUrl });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  document.getElementById(TOUR_DATA_ID)?.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the public tour page', () => {
  it('shows the tour the server sent with the page at once, without asking for it, then its reviews and dates', async () => {
    sendTourWithPage();
    const calls = api();
    open();
    expect(screen.getByRole('heading', { level: 1, name: tour.title })).toBeInTheDocument();
    expect(await screen.findByText(review.comment)).toBeInTheDocument();
    expect(calls.some((call) => call.url === `/api/routes/tours/${TOUR_ID}`)).toBe(false);
    expect(calls.every((call) => call.headers.Authorization === undefined)).toBe(true);
    expect(screen.getByRole('heading', { name: 'Dates and seats' })).toBeInTheDocument();
    expect(await screen.findAllByText(policyLine)).not.toHaveLength(0);
  });

  it('states the cancellation policy the page came with on the first render, without asking for it', async () => {
    sendTourWithPage();
    const policy = document.createElement('script');
    policy.type = 'application/json';
    policy.id = CANCELLATION_POLICY_DATA_ID;
    policy.textContent = JSON.stringify({ freeCancellationHours: 24, lateCancellationRefundPercent: 0, policy: policyLine });
    document.head.append(policy);
    try {
      const calls = api();
      open();
      expect(screen.getAllByText(policyLine)).not.toHaveLength(0);
      await screen.findByText(review.comment);
      expect(calls.some((call) => call.url === '/api/routes/cancellation-policy')).toBe(false);
    } finally {
      policy.remove();
    }
  });

  it('asks the public API for the tour when the page came without it', async () => {
    api();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: tour.title })).toBeInTheDocument();
  });

  it("sends a visitor's Book to log in, saying why, then to the booking form; the heart to log in and back here", async () => {
    sendTourWithPage();
    api();
    open();
    expect(screen.getByRole('link', { name: 'Book' })).toHaveAttribute('href', `/login?next=%2Fdashboard%2Fbooknow%2F${TOUR_ID}&why=book`);
    expect(screen.getByRole('link', { name: `Add ${tour.title} to wishlist` })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(pageUrl)}&why=save`,
    );
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    // A visitor cannot write a review here.
    expect(screen.queryByRole('button', { name: /submit review/i })).not.toBeInTheDocument();
  });

  it('carries the date, start time and party a visitor chose in the booking form address that login comes back to', async () => {
    sendTourWithPage();
    api();
    open();
    await waitFor(() => expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'false'));
    await userEvent.click(screen.getByRole('grid').querySelector<HTMLButtonElement>(`button[data-day="${OPEN_DAY}"]`)!);
    await userEvent.click(screen.getByRole('button', { name: 'More: Adult' }));
    expect(screen.getByLabelText('Adult count')).toHaveTextContent('2');
    const bookingForm = `/dashboard/booknow/${TOUR_ID}?${new URLSearchParams({ date: OPEN_DAY, time: '09:00', adult: '2' })}`;
    expect(screen.getByRole('link', { name: 'Book' })).toHaveAttribute('href', `/login?${new URLSearchParams({ next: bookingForm, why: 'book' })}`);
  });

  it("takes a signed-in traveller's Book straight to the booking form and names them in the header", async () => {
    localStorage.setItem('token', fakeToken('traveller'));
    sendTourWithPage();
    api();
    open();
    expect(screen.getByRole('link', { name: 'Book' })).toHaveAttribute('href', `/dashboard/booknow/${TOUR_ID}`);
    expect(await screen.findByRole('link', { name: 'Asha' })).toHaveAttribute('href', '/login/userdashboard');
    expect(screen.getByRole('link', { name: 'My Bookings' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `Add ${tour.title} to wishlist` })).toHaveAttribute('aria-pressed', 'false');
  });

  it("copies the page's canonical link where there is no share sheet, and says so", async () => {
    sendTourWithPage();
    api();
    // Before the stub: user-event puts its own clipboard in place when set up.
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    open();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${pageUrl}`);
    expect(await screen.findByText(publicTourMessages.linkCopied)).toBeInTheDocument();
  });

  it("says 'Tour not found.' with a way to Destinations for a tour that is gone", async () => {
    api({ [`GET /api/routes/tours/${TOUR_ID}`]: { status: 404, body: { message: 'Tour not found.' } } });
    open();
    expect(await screen.findByText('Tour not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse tours' })).toHaveAttribute('href', '/destinations');
  });
});
