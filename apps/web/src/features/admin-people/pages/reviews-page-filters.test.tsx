import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aReview } from '../../../../test/admin-fixtures.ts';
import ReviewsPage from './reviews-page.tsx';

const tajId = '00000000-0000-4000-8000-0000000000a1';
const goaId = '00000000-0000-4000-8000-0000000000a2';
const travelledTaj = aReview({ username: 'asha.verma', tourId: tajId, tourName: 'Taj Mahal at Sunrise', rating: 5, comment: 'Went in March.', travelled: true, travelledIn: '2026-03' });
const strangerTaj = aReview({ username: 'rohan.k', tourId: tajId, tourName: 'Taj Mahal at Sunrise', rating: 2, comment: 'Never went.' });
const travelledGoa = aReview({ username: 'meera.i', tourId: goaId, tourName: 'Palolem Beach Escape', rating: 2, comment: 'Too crowded.', travelled: true, travelledIn: '2025-12' });
const all = [travelledTaj, strangerTaj, travelledGoa];

const comments = () => screen.getAllByRole('article').map((card) => within(card).getByText(/Went in March|Never went|Too crowded/).textContent);

beforeEach(() => localStorage.setItem('token', fakeToken('admin')));

function renderAt(url = '/admindashboard/reviews') {
  mockApi({ 'GET /api/admin/reviews': { body: all } });
  return renderPage(<ReviewsPage />, { path: '/admindashboard/reviews', url });
}

describe('admin reviews: who travelled, and the filters', () => {
  it('marks each review "Travelled in <Month YYYY>" or "Not a verified traveller"', async () => {
    renderAt();
    await screen.findByText('Went in March.');
    const [taj, stranger, goa] = screen.getAllByRole('article') as HTMLElement[];
    expect(within(taj!).getByText('Travelled in March 2026')).toBeInTheDocument();
    expect(within(stranger!).getByText('Not a verified traveller')).toBeInTheDocument();
    expect(within(stranger!).queryByText(/Travelled in/)).not.toBeInTheDocument();
    expect(within(goa!).getByText('Travelled in December 2025')).toBeInTheDocument();
  });

  it('filters by verified or not, and keeps the choice in the address', async () => {
    const { router } = renderAt();
    await screen.findByText('Went in March.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Not verified' }));
    expect(comments()).toEqual(['Never went.']);
    expect(router.state.location.search).toBe('?verified=no');
    await user.click(screen.getByRole('button', { name: 'Verified travellers' }));
    expect(comments()).toEqual(['Went in March.', 'Too crowded.']);
    expect(router.state.location.search).toBe('?verified=yes');
    await user.click(screen.getByRole('button', { name: 'All reviews' }));
    expect(comments()).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  });

  it('filters by rating and by tour together, the tours named, not numbered', async () => {
    const { router } = renderAt();
    await screen.findByText('Went in March.');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Rating'), '2 stars');
    expect(comments()).toEqual(['Never went.', 'Too crowded.']);
    const tour = screen.getByLabelText('Tour');
    expect(within(tour).getAllByRole('option').map((option) => option.textContent)).toEqual(['All tours', 'Palolem Beach Escape', 'Taj Mahal at Sunrise']);
    await user.selectOptions(tour, 'Palolem Beach Escape');
    expect(comments()).toEqual(['Too crowded.']);
    expect(new URLSearchParams(router.state.location.search).get('rating')).toBe('2');
    expect(new URLSearchParams(router.state.location.search).get('tour')).toBe(goaId);
  });

  it('opens with the filters the address names, and says when nothing matches', async () => {
    renderAt(`/admindashboard/reviews?verified=no&tour=${goaId}`);
    expect(await screen.findByText('No reviews match your search.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not verified' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Tour')).toHaveValue(goaId);
  });

  it('reads a rating or verified value it does not know as no filter', async () => {
    renderAt('/admindashboard/reviews?verified=maybe&rating=9');
    await screen.findByText('Went in March.');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'All reviews' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('admin reviews: hiding', () => {
  it('hides a review with the reason typed, refusing a blank one', async () => {
    const calls = mockApi({
      'GET /api/admin/reviews': { body: all },
      [`POST /api/admin/reviews/${strangerTaj._id}/hide`]: { body: { message: 'Review hidden.' } },
    });
    renderPage(<ReviewsPage />, { path: '/admindashboard/reviews' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Hide rohan.k's review" }));
    const dialog = screen.getByRole('dialog', { name: 'Hide this review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(within(dialog).getByText('Reason is required.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason (shown to its author)'), '  Not about this tour.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: `/api/admin/reviews/${strangerTaj._id}/hide`, body: { reason: 'Not about this tour.' } }));
  });

  it("keeps the dialog open with the server's words when the review cannot be hidden", async () => {
    mockApi({
      'GET /api/admin/reviews': { body: all },
      [`POST /api/admin/reviews/${strangerTaj._id}/hide`]: { status: 404, body: { message: 'Review not found.' } },
    });
    renderPage(<ReviewsPage />, { path: '/admindashboard/reviews' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Hide rohan.k's review" }));
    const dialog = screen.getByRole('dialog', { name: 'Hide this review?' });
    await user.type(within(dialog).getByLabelText('Reason (shown to its author)'), 'Spam.');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await within(dialog).findByText('Review not found.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason (shown to its author)')).toHaveValue('Spam.');
  });

  it('shows a hidden review with who hid it, when and why, and shows it again', async () => {
    const hidden = { ...strangerTaj, hidden: { at: '2026-04-02T09:00:00.000Z', reason: 'Names a guide.', by: 'Test Admin' } };
    const calls = mockApi({
      'GET /api/admin/reviews': { body: [hidden] },
      [`POST /api/admin/reviews/${hidden._id}/unhide`]: { body: { message: 'Review shown again.' } },
    });
    renderPage(<ReviewsPage />, { path: '/admindashboard/reviews' });
    const card = within((await screen.findAllByRole('article'))[0]!);
    expect(card.getByText(/Hidden from the tour page/)).toHaveTextContent('Hidden from the tour page since April 2, 2026 by Test Admin');
    expect(card.getByText('Names a guide.')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: "Hide rohan.k's review" })).not.toBeInTheDocument();
    await userEvent.setup().click(card.getByRole('button', { name: "Show rohan.k's review again" }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([`/api/admin/reviews/${hidden._id}/unhide`]));
  });
});
