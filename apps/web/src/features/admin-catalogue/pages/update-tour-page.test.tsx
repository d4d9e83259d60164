import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aTour } from '../../../../test/admin-fixtures.ts';
import { createdTourState } from '../components/created-tour-state.ts';
import UpdateTourPage from './update-tour-page.tsx';

const tour = aTour({
  title: 'Ruins of Hampi',
  description: 'Boulders and temples.',
  category: 'historical & cultural',
  pricePerPerson: 7500,
  image: 'media/hampi.webp',
  capacity: 25,
  durationDays: 2,
});
const url = `/api/admin/tours/${tour._id}`;
const open = () => renderPage(<UpdateTourPage />, { path: '/admin/tours/update/:id', url: `/admin/tours/update/${tour._id}` });

beforeEach(() => localStorage.setItem('token', fakeToken('admin')));
afterEach(() => vi.useRealTimers());

describe('update tour', () => {
  it('says at the top that a tour just created was created, once', async () => {
    mockApi({ [`GET ${url}`]: { body: { tour } } });
    const { router } = renderPage(<UpdateTourPage />, { path: '/admin/tours/update/:id', url: '/admindashboard/tours/createtour' });
    await act(() => router.navigate(`/admin/tours/update/${tour._id}`, { state: createdTourState('Tour created successfully!') }));
    const message = await screen.findByRole('status');
    expect(message).toHaveTextContent('Tour created successfully!');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    // Above the form, not below it.
    expect(message.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The page's address no longer carries it: a reload would not say it again.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getByText('Tour created successfully!')).toBeInTheDocument();
  });

  it('says nothing of a creation when opened from the tour list', async () => {
    mockApi({ [`GET ${url}`]: { body: { tour } } });
    open();
    await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.queryByText('Tour created successfully!')).not.toBeInTheDocument();
  });

  it('loads the tour into the form, with its current picture and a Back button', async () => {
    mockApi({ [`GET ${url}`]: { body: { tour } } });
    open();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Ruins of Hampi');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Boulders and temples.');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('historical & cultural');
    expect(screen.getByRole('spinbutton', { name: 'Price per person (₹)' })).toHaveValue(7500);
    expect(screen.getByRole('spinbutton', { name: 'Group size' })).toHaveValue(25);
    expect(screen.getByRole('spinbutton', { name: 'Duration (days)' })).toHaveValue(2);
    expect(screen.getByRole('img', { name: 'Current picture of Ruins of Hampi' })).toHaveAttribute('src', '/media/hampi.webp');
    expect(screen.getByLabelText('New image (optional)')).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Title' })).not.toBeRequired();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admindashboard/tours');
  });

  it('says Failed to fetch tour details. when the tour cannot load', async () => {
    mockApi({ [`GET ${url}`]: { status: 404, body: { message: 'Tour not found.' } } });
    open();
    expect(await screen.findByText('Failed to fetch tour details.')).toBeInTheDocument();
  });

  it('sends the fields as multipart and shows Tour updated successfully. for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockApi({
      [`GET ${url}`]: { body: { tour } },
      [`PUT ${url}`]: ({ body }) => ({ body: { data: { ...tour, title: (body as FormData).get('title') }, message: 'Tour updated successfully.' } }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    open();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Hampi by Bicycle');
    await user.click(screen.getByRole('button', { name: 'Update Tour' }));

    expect(await screen.findByText('Tour updated successfully.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toBeInstanceOf(FormData);
    expect((put?.body as FormData).get('title')).toBe('Hampi by Bicycle');
    expect((put?.body as FormData).get('pricePerPerson')).toBe('7500');
    expect((put?.body as FormData).has('image')).toBe(false);
    expect((put?.body as FormData).get('capacity')).toBe('25');
    expect((put?.body as FormData).get('durationDays')).toBe('2');

    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByText('Tour updated successfully.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText('Tour updated successfully.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Hampi by Bicycle');
  });

  it('changes the group size and length; left blank, they are not sent and stay as they are', async () => {
    const calls = mockApi({ [`GET ${url}`]: { body: { tour } }, [`PUT ${url}`]: { body: { data: tour, message: 'Tour updated successfully.' } } });
    const user = userEvent.setup();
    open();
    const groupSize = await screen.findByRole('spinbutton', { name: 'Group size' });
    await user.clear(groupSize);
    await user.type(groupSize, '8');
    await user.clear(screen.getByRole('spinbutton', { name: 'Duration (days)' }));
    await user.click(screen.getByRole('button', { name: 'Update Tour' }));
    expect(await screen.findByText('Tour updated successfully.')).toBeInTheDocument();
    const form = calls.find((call) => call.method === 'PUT')?.body as FormData;
    expect(form.get('capacity')).toBe('8');
    expect(form.has('durationDays')).toBe(false);
  });

  it('replaces the form with Failed to update tour. when saving fails', async () => {
    mockApi({ [`GET ${url}`]: { body: { tour } }, [`PUT ${url}`]: { status: 500, body: { message: 'boom' } } });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Update Tour' }));
    expect(await screen.findByText('Failed to update tour.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Tour' })).not.toBeInTheDocument();
  });

  it('lets blank fields keep their value but checks a price that is filled in', async () => {
    const calls = mockApi({ [`GET ${url}`]: { body: { tour } } });
    const user = userEvent.setup();
    open();
    const price = await screen.findByRole('spinbutton', { name: 'Price per person (₹)' });
    await user.clear(price);
    await user.type(price, '0');
    await user.click(screen.getByRole('button', { name: 'Update Tour' }));
    expect(screen.getByText('Price per person must be greater than zero.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0));
  });
});

describe('update tour page details', () => {
  const detailed = aTour({
    title: 'Ruins of Hampi',
    durationDays: 2,
    highlights: ['The Vittala temple', 'Sunrise from Matanga hill'],
    itinerary: [{ day: 1, title: 'Sacred centre', details: 'The Virupaksha temple.' }],
    inclusions: ['Guesthouse'],
    exclusions: [],
    meetingPoint: 'Hosapete Junction railway station',
    gallery: ['media/00000000-0000-4000-8000-000000000301.webp', 'media/00000000-0000-4000-8000-000000000302.webp'],
  });
  const detailedUrl = `/api/admin/tours/${detailed._id}`;

  it('loads the details, and sends them edited: lists as JSON, the days in order, the kept pictures', async () => {
    const calls = mockApi({
      [`GET ${detailedUrl}`]: { body: { tour: detailed } },
      [`PUT ${detailedUrl}`]: { body: { data: detailed, message: 'Tour updated successfully.' } },
    });
    const user = userEvent.setup();
    renderPage(<UpdateTourPage />, { path: '/admin/tours/update/:id', url: `/admin/tours/update/${detailed._id}` });
    const highlights = await screen.findByRole('textbox', { name: 'Highlights' });
    expect(highlights).toHaveValue('The Vittala temple\nSunrise from Matanga hill');
    expect(screen.getByRole('textbox', { name: 'Meeting point' })).toHaveValue('Hosapete Junction railway station');
    expect(screen.getByRole('textbox', { name: 'Day 1 title' })).toHaveValue('Sacred centre');

    await user.click(screen.getByRole('button', { name: 'Add day 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Day 2 title' }), 'Vittala temple');
    await user.clear(screen.getByRole('textbox', { name: 'Meeting point' }));
    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    await user.click(screen.getByRole('button', { name: 'Update Tour' }));

    expect(await screen.findByText('Tour updated successfully.')).toBeInTheDocument();
    const form = calls.find((call) => call.method === 'PUT')!.body as FormData;
    expect(JSON.parse(form.get('highlights') as string)).toEqual(detailed.highlights);
    expect(JSON.parse(form.get('itinerary') as string)).toEqual([
      { day: 1, title: 'Sacred centre', details: 'The Virupaksha temple.' },
      { day: 2, title: 'Vittala temple', details: '' },
    ]);
    expect(form.get('meetingPoint')).toBe('');
    expect(JSON.parse(form.get('gallery') as string)).toEqual([detailed.gallery[1]]);
  });

  it('refuses more days of itinerary than the tour lasts, in the server’s words, and sends nothing', async () => {
    const calls = mockApi({ [`GET ${detailedUrl}`]: { body: { tour: detailed } } });
    const user = userEvent.setup();
    renderPage(<UpdateTourPage />, { path: '/admin/tours/update/:id', url: `/admin/tours/update/${detailed._id}` });
    await user.click(await screen.findByRole('button', { name: 'Add day 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Day 2 title' }), 'Vittala');
    await user.click(screen.getByRole('button', { name: 'Add day 3' }));
    await user.type(screen.getByRole('textbox', { name: 'Day 3 title' }), 'Too far');
    await user.click(screen.getByRole('button', { name: 'Update Tour' }));
    expect(await screen.findByText("The itinerary goes past the tour's 2 days: shorten it or make the tour longer.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
