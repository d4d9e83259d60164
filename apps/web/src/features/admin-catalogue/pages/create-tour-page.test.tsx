import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aTour } from '../../../../test/admin-fixtures.ts';
import { useLocation } from 'react-router';
import { tourDuplicateMessages } from '@yatrika/contract/tour-duplicates';
import { createdTourMessage } from '../components/created-tour-state.ts';
import CreateTourPage from './create-tour-page.tsx';

const picture = () => new File(['png'], 'hampi.png', { type: 'image/png' });

async function fillForm(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Ruins of Hampi');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Boulders and temples.');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'historical & cultural');
  await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Hampi, Karnataka');
  await user.type(screen.getByRole('spinbutton', { name: 'Price per person (₹)' }), '7500');
  await user.upload(screen.getByLabelText('Image'), picture());
}

beforeEach(() => localStorage.setItem('token', fakeToken('admin')));

/** The new tour's page, as far as these tests look: the message the create form handed it. */
function TourPage() {
  return <p>Tour page: {createdTourMessage(useLocation().state)}</p>;
}

const renderCreate = () =>
  renderPage(<CreateTourPage />, { path: '/admindashboard/tours/createtour', routes: [{ path: '/admin/tours/update/:id', element: <TourPage /> }] });

describe('create tour', () => {
  it('starts empty with adventure chosen and an image picker for images only', () => {
    mockApi({});
    renderPage(<CreateTourPage />, { path: '/admindashboard/tours/createtour' });
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('adventure');
    expect(within(screen.getByRole('combobox', { name: 'Category' })).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      'adventure',
      'religious',
      'historical & cultural',
      'romantic',
    ]);
    expect(screen.getByLabelText('Image')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByRole('button', { name: 'Create Tour' })).toBeEnabled();
  });

  it('names every missing field and sends nothing', async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    renderPage(<CreateTourPage />, { path: '/admindashboard/tours/createtour' });
    await user.click(screen.getByRole('button', { name: 'Create Tour' }));
    expect(screen.getByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Description is required.')).toBeInTheDocument();
    expect(screen.getByText('Location is required.')).toBeInTheDocument();
    expect(screen.getByText('Price per person is required.')).toBeInTheDocument();
    expect(screen.getByText('Image is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('refuses a price that is not a positive amount of rupees', async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    renderPage(<CreateTourPage />, { path: '/admindashboard/tours/createtour' });
    await fillForm(user);
    await user.clear(screen.getByRole('spinbutton', { name: 'Price per person (₹)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Price per person (₹)' }), '0');
    await user.click(screen.getByRole('button', { name: 'Create Tour' }));
    expect(screen.getByText('Price per person must be greater than zero.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows Creating... while it sends, then opens the new tour with the success message', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { router } = renderCreate();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Tour' }));

    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/tours');
    expect(init.method).toBe('POST');
    const form = init.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'image'))).toEqual({
      title: 'Ruins of Hampi',
      description: 'Boulders and temples.',
      category: 'historical & cultural',
      location: 'Hampi, Karnataka',
      pricePerPerson: '7500',
      capacity: '20',
      durationDays: '1',
      // The page details, left empty.
      highlights: '[]',
      inclusions: '[]',
      exclusions: '[]',
      meetingPoint: '',
      itinerary: '[]',
      gallery: '[]',
    });
    expect((form.get('image') as File).name).toBe('hampi.png');

    const created = aTour({ _id: '00000000-0000-4000-8000-0000000000f1' });
    answer(new Response(JSON.stringify({ data: created, message: 'Tour created successfully!' }), { status: 201, headers: { 'Content-Type': 'application/json' } }));
    expect(await screen.findByText('Tour page: Tour created successfully!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/tours/update/${created._id}`);
  });

  it('asks for the group size and the length, starting from the server’s defaults, and sends them', async () => {
    const calls = mockApi({ 'POST /api/admin/tours': { status: 201, body: { data: aTour(), message: 'Tour created successfully!' } } });
    const user = userEvent.setup();
    renderCreate();
    const groupSize = screen.getByRole('spinbutton', { name: 'Group size' });
    const duration = screen.getByRole('spinbutton', { name: 'Duration (days)' });
    expect(groupSize).toHaveValue(20);
    expect(groupSize).toHaveAttribute('max', '500');
    expect(duration).toHaveValue(1);
    expect(duration).toHaveAttribute('max', '60');
    await fillForm(user);
    await user.clear(groupSize);
    await user.type(groupSize, '12');
    await user.clear(duration);
    await user.type(duration, '6');
    await user.click(screen.getByRole('button', { name: 'Create Tour' }));
    expect(await screen.findByText('Tour page: Tour created successfully!')).toBeInTheDocument();
    const form = calls.find((call) => call.method === 'POST')?.body as FormData;
    expect(form.get('capacity')).toBe('12');
    expect(form.get('durationDays')).toBe('6');
  });

  it('refuses a group size or a length out of range, in the server’s words', async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    renderPage(<CreateTourPage />, { path: '/admindashboard/tours/createtour' });
    await fillForm(user);
    await user.clear(screen.getByRole('spinbutton', { name: 'Group size' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Group size' }), '501');
    await user.clear(screen.getByRole('spinbutton', { name: 'Duration (days)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Duration (days)' }), '0');
    await user.click(screen.getByRole('button', { name: 'Create Tour' }));
    expect(screen.getByText('Group size must be a whole number from 1 to 500.')).toBeInTheDocument();
    expect(screen.getByText('Duration must be a whole number of days from 1 to 60.')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Group size' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message when it refuses the tour", async () => {
    mockApi({ 'POST /api/admin/tours': { status: 415, body: { message: 'The image must be a JPEG, PNG, WebP, GIF or AVIF picture.' } } });
    const user = userEvent.setup();
    renderPage(<CreateTourPage />, { path: '/admindashboard/tours/createtour' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Tour' }));
    expect(await screen.findByText('The image must be a JPEG, PNG, WebP, GIF or AVIF picture.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Ruins of Hampi');
  });

  it('falls back to Failed to create tour. when the server gives no reason', async () => {
    mockApi({ 'POST /api/admin/tours': { status: 500, body: {} } });
    const user = userEvent.setup();
    renderPage(<CreateTourPage />, { path: '/admindashboard/tours/createtour' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Tour' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to create tour.'));
  });

  it('warns before creating a tour with the title and dates of one in the catalogue, and creates it only once confirmed', async () => {
    const sentence = tourDuplicateMessages.duplicate('Ruins of Hampi');
    const calls = mockApi({
      'POST /api/admin/tours': ({ url }) =>
        url.includes('confirm=true')
          ? { status: 201, body: { data: aTour({ _id: '00000000-0000-4000-8000-0000000000f2' }), message: 'Tour created successfully!' } }
          : { status: 409, body: { message: sentence } },
    });
    const user = userEvent.setup();
    const { router } = renderCreate();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Tour' }));

    const dialog = await screen.findByRole('dialog', { name: 'This tour may exist already' });
    expect(dialog).toHaveTextContent(sentence);
    await user.click(within(dialog).getByRole('button', { name: 'Back to the form' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Ruins of Hampi');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/admin/tours']);

    await user.click(screen.getByRole('button', { name: 'Create Tour' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'This tour may exist already' })).getByRole('button', { name: tourDuplicateMessages.confirmLabel }));
    expect(await screen.findByText('Tour page: Tour created successfully!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/tours/update/00000000-0000-4000-8000-0000000000f2');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/admin/tours', '/api/admin/tours', '/api/admin/tours?confirm=true']);
  });
});
