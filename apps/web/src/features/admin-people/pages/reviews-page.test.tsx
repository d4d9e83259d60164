import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aReview, stubAlert } from '../../../../test/admin-fixtures.ts';
import ReviewsPage from './reviews-page.tsx';

const taj = aReview({ username: 'asha.verma', tourName: 'Taj Mahal at Sunrise', rating: 4, comment: 'Breathtaking at dawn.' });
const goa = aReview({ username: 'rohan.k', tourName: 'Palolem Beach Escape', rating: 2, comment: 'Too crowded.' });

const reviewCards = () => screen.getAllByRole('article');
const search = () => screen.getByRole('searchbox', { name: 'Search reviews' });

beforeEach(() => localStorage.setItem('token', fakeToken('admin')));

describe('admin reviews', () => {
  it('lists each review with username, tour name, star rating and comment', async () => {
    mockApi({ 'GET /api/admin/reviews': { body: [taj, goa] } });
    renderPage(<ReviewsPage />, { path: '/admindashboard/reviews' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await screen.findByText('Breathtaking at dawn.');
    const first = within(reviewCards()[0] as HTMLElement);
    expect(first.getByText('@asha.verma')).toBeInTheDocument();
    expect(first.getByText('Taj Mahal at Sunrise')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: "Delete asha.verma's review" })).toBeInTheDocument();
    expect(within(reviewCards()[1] as HTMLElement).getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
  });

  it('searches by username or tour name, and says No reviews match your search.', async () => {
    mockApi({ 'GET /api/admin/reviews': { body: [taj, goa] } });
    const user = userEvent.setup();
    renderPage(<ReviewsPage />, { path: '/admindashboard/reviews' });
    await screen.findByText('Breathtaking at dawn.');

    await user.type(search(), 'ROHAN');
    expect(reviewCards()).toHaveLength(1);
    expect(screen.getByText('Too crowded.')).toBeInTheDocument();
    await user.clear(search());
    await user.type(search(), 'taj mahal');
    expect(reviewCards()).toHaveLength(1);
    expect(screen.getByText('Breathtaking at dawn.')).toBeInTheDocument();
    await user.clear(search());
    await user.type(search(), 'too crowded');
    expect(screen.getByText('No reviews match your search.')).toBeInTheDocument();
  });

  it('says Failed to fetch reviews. when the list cannot load', async () => {
    mockApi({ 'GET /api/admin/reviews': { status: 500, body: { message: 'down' } } });
    renderPage(<ReviewsPage />, { path: '/admindashboard/reviews' });
    expect(await screen.findByText('Failed to fetch reviews.')).toBeInTheDocument();
  });

  it('deletes a review once confirmed', async () => {
    const calls = mockApi({ 'GET /api/admin/reviews': { body: [taj, goa] }, [`DELETE /api/admin/reviews/${goa._id}`]: { body: { message: 'Review deleted.' } } });
    const user = userEvent.setup();
    renderPage(<ReviewsPage />, { path: '/admindashboard/reviews' });
    await user.click(await screen.findByRole('button', { name: "Delete rohan.k's review" }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this review?' })).getByRole('button', { name: 'Delete review' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([`/api/admin/reviews/${goa._id}`]));
  });

  it('alerts Failed to delete review. when the delete fails', async () => {
    const alert = stubAlert();
    mockApi({ 'GET /api/admin/reviews': { body: [taj] }, [`DELETE /api/admin/reviews/${taj._id}`]: { status: 500, body: { message: 'no' } } });
    const user = userEvent.setup();
    renderPage(<ReviewsPage />, { path: '/admindashboard/reviews' });
    await user.click(await screen.findByRole('button', { name: "Delete asha.verma's review" }));
    await user.click(screen.getByRole('button', { name: 'Delete review' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to delete review.'));
  });

  it("posts the operator's reply, shows it under the review, and edits it with the text filled in", async () => {
    let replied = { ...taj };
    const calls = mockApi({
      'GET /api/admin/reviews': () => ({ body: [replied, goa] }),
      [`POST /api/admin/reviews/${taj._id}/reply`]: ({ body }) => {
        replied = {
          ...taj,
          reply: (body as { reply: string }).reply,
          repliedAt: '2026-03-01T10:00:00.000Z',
        };
        return { body: { message: 'Reply saved.', review: replied } };
      },
    });
    const user = userEvent.setup();
    renderPage(<ReviewsPage />, { path: '/admindashboard/reviews' });
    await screen.findByText('Breathtaking at dawn.');

    await user.click(screen.getByRole('button', { name: 'Reply to asha.verma' }));
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(screen.getByText('Reply is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your reply (shown on the tour page)'), '  Thank you, Asha!  ');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));

    expect(await screen.findByText('Thank you, Asha!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reply: 'Thank you, Asha!',
    });
    const card = within(reviewCards()[0] as HTMLElement);
    expect(card.getByText('Reply from the operator', { exact: false })).toHaveTextContent('March 1, 2026');
    await user.click(card.getByRole('button', { name: 'Edit the reply to asha.verma' }));
    expect(screen.getByLabelText('Your reply (shown on the tour page)')).toHaveValue('Thank you, Asha!');
  });
});
