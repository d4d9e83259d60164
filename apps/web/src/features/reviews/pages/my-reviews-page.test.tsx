import type { MyReview } from '@yatrika/contract/reviews';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { paths } from '../../../lib/paths.ts';
import MyReviewsPage from './my-reviews-page.tsx';

const tajReview: MyReview = {
  _id: '00000000-0000-4000-8000-000000000011',
  rating: 4,
  comment: 'Worth the early start for that sunrise.',
  verified: true,
  verifiedTraveller: false,
  travelledOn: null,
  reply: null,
  repliedAt: null,
  travelled: false,
  travelledIn: null,
  hidden: null,
  createdAt: '2026-11-16T02:48:47.654Z',
  tour: {
    _id: '00000000-0000-4000-8000-000000000001',
    image: 'media/00000000-0000-4000-8000-000000000101.webp',
    title: 'Taj Mahal at Sunrise',
    location: 'Agra, Uttar Pradesh',
    description: 'Enter the Taj Mahal as the gates open at sunrise.',
  },
};
const houseboatReview: MyReview = {
  ...tajReview,
  _id: '00000000-0000-4000-8000-000000000012',
  rating: 5,
  comment: 'Our crew were so kind.',
  tour: { ...tajReview.tour, _id: '00000000-0000-4000-8000-000000000002', title: 'Alleppey Houseboat Cruise', location: 'Alappuzha, Kerala' },
};

beforeEach(() => localStorage.setItem('token', fakeToken('traveller')));
afterEach(() => vi.restoreAllMocks());

const renderReviews = () => renderPage(<MyReviewsPage />, { path: paths.myReviews.href });

describe('My Reviews', () => {
  it('shows a card per review: tour picture, location, title, description, comment and rating out of 5', async () => {
    mockApi({ 'GET /api/user/reviews': { body: [tajReview, houseboatReview] } });
    renderReviews();
    expect(screen.getByText('Loading your reviews...')).toBeInTheDocument();

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const taj = within(cards[0]!);
    expect(taj.getByRole('img', { name: 'Taj Mahal at Sunrise' })).toHaveAttribute('src', `/${tajReview.tour.image}`);
    expect(taj.getByText('Agra, Uttar Pradesh')).toBeInTheDocument();
    expect(taj.getByRole('heading', { name: 'Taj Mahal at Sunrise' })).toBeInTheDocument();
    expect(taj.getByText('Enter the Taj Mahal as the gates open at sunrise.')).toBeInTheDocument();
    expect(taj.getByText('“Worth the early start for that sunrise.”')).toBeInTheDocument();
    expect(taj.getByText('4/5')).toBeInTheDocument();
    expect(taj.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(taj.getByText('November 16, 2026')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('5/5')).toBeInTheDocument();
  });

  it('says whether each review counts me as having travelled, and why one was hidden', async () => {
    const travelled = { ...tajReview, travelled: true, travelledIn: '2026-03' };
    const hidden = { ...houseboatReview, hidden: { at: '2026-04-02T09:00:00.000Z', reason: 'Names a guide.' } };
    mockApi({ 'GET /api/user/reviews': { body: [travelled, hidden] } });
    renderReviews();
    const [taj, houseboat] = (await screen.findAllByRole('article')) as HTMLElement[];
    expect(within(taj!).getByText('Travelled in March 2026')).toBeInTheDocument();
    expect(within(taj!).queryByRole('status')).not.toBeInTheDocument();
    expect(within(houseboat!).getByText('Not a verified traveller')).toBeInTheDocument();
    expect(within(houseboat!).getByRole('status')).toHaveTextContent('Reason: Names a guide.');
  });

  it('says "No Reviews Found" when there are none', async () => {
    mockApi({ 'GET /api/user/reviews': { body: [] } });
    renderReviews();
    expect(await screen.findByText('No Reviews Found')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('only logs reviews that fail to load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/user/reviews': { status: 500, body: { message: 'Internal Server Error' } } });
    renderReviews();
    expect(await screen.findByText('Your reviews will appear here.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Could not load your reviews', expect.anything());
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
