import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aTour } from '../../../../test/admin-fixtures.ts';
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
