import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, mockApi, renderPage, setScreenWidth } from '../../../../test/render.tsx';
import { aBooking, stubAlert } from '../../../../test/admin-fixtures.ts';
import BookingsPage from './bookings-page.tsx';

const houseboat = aBooking({
  tour: { title: 'Alleppey Houseboat Cruise', location: 'Alappuzha, Kerala', image: 'media/houseboat.webp' },
  fullName: 'Asha Verma',
  phone: '9876543210',
  bookingDate: '2027-03-05',
  numPeople: 2,
  totalPrice: 123456,
  status: 'pending',
});
const taj = aBooking({
  tour: { title: 'Taj Mahal at Sunrise', location: 'Agra, Uttar Pradesh', image: 'media/taj.webp' },
  fullName: 'Rohan Kulkarni',
  status: 'canceled',
  refund: { id: 'rfnd_1', amount: 13000, status: 'processed', createdAt: '2026-11-02T00:00:00Z', byHand: false, reference: null },
});
const hampi = aBooking({
  tour: { title: 'Ruins of Hampi', location: 'Hampi, Karnataka', image: 'media/hampi.webp' },
  fullName: 'Meera Nair',
  status: 'booked',
});

/** The list's query as the page sent it, without the page size fetchAllPages adds. */
const queryOf = (url: string) => {
  const search = new URL(url, 'http://localhost').searchParams;
  search.delete('limit');
  return search.toString();
};
const listQueries = (calls: { method: string; url: string }[]) => calls.filter((call) => call.url.startsWith('/api/admin/bookings?')).map((call) => queryOf(call.url));
/** The server's answer to each query the test expects; any other query finds nothing. */
const answerByQuery = (answers: Record<string, unknown[]>) => ({ url }: { url: string }) => ({ body: answers[queryOf(url)] ?? [] });

const card = (title: string) => within(screen.getByRole('heading', { name: title }).closest('article') as HTMLElement);
const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

// Each booking as a card: what a phone shows (the wide screen's table: bookings-table.test.tsx).
beforeEach(() => {
  localStorage.setItem('token', fakeToken('admin'));
  setScreenWidth(390);
});

describe('admin bookings', () => {
  it('says the party by type beside the seats when it is more than adults', async () => {
    const family = aBooking({ tour: { title: 'Family Houseboat', location: 'Kumarakom, Kerala', image: 'media/houseboat.webp' }, numPeople: 3, party: { adult: 2, child: 1, infant: 1, senior: 0 } });
    mockApi({ 'GET /api/admin/bookings': { body: [family] } });
    renderPage(<BookingsPage />, { path: '/admindashboard/bookings' });
    await screen.findByRole('heading', { name: 'Family Houseboat' });
    expect(card('Family Houseboat').getByText('(2 adults, 1 child, 1 infant)')).toBeInTheDocument();
  });

  it("says a reseller's booking was paid to the reseller, with their reference, and never offers Delete", async () => {
    const sold = aBooking({
      tour: { title: 'Desert Camp', location: 'Jaisalmer, Rajasthan', image: 'media/desert.webp' },
      status: 'canceled',
      user: null,
      payment: null,
      reseller: { _id: '00000000-0000-4000-8000-0000000000c1', name: 'Klook', reference: 'KLK-7781', paidToReseller: true },
    });
    mockApi({ 'GET /api/admin/bookings': { body: [sold] } });
    renderPage(<BookingsPage />, { path: '/admindashboard/bookings' });
    await screen.findByRole('heading', { name: 'Desert Camp' });
    expect(card('Desert Camp').getByText('Klook')).toBeInTheDocument();
    expect(card('Desert Camp').getByText('Paid to the reseller')).toBeInTheDocument();
    expect(card('Desert Camp').getByText('Their reference KLK-7781')).toBeInTheDocument();
    expect(card('Desert Camp').getByText('None (sold by a reseller)')).toBeInTheDocument();
    expect(card('Desert Camp').queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('shows each booking: tour, status, name, phone, date, people, total, place and refund', async () => {
    mockApi({ 'GET /api/admin/bookings': { body: [houseboat, taj, hampi] } });
    renderPage(<BookingsPage />, { path: '/admindashboard/bookings' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Alleppey Houseboat Cruise' });

    const first = card('Alleppey Houseboat Cruise');
    expect(first.getByText('pending')).toBeInTheDocument();
    expect(first.getByText('Asha Verma')).toBeInTheDocument();
    expect(first.getByText('9876543210')).toBeInTheDocument();
    expect(first.getByText('March 5, 2027')).toBeInTheDocument();
    expect(first.getByText('2')).toBeInTheDocument();
    expect(first.getByText('₹1,23,456')).toBeInTheDocument();
    expect(first.getByText('Alappuzha, Kerala')).toBeInTheDocument();
    expect(card('Taj Mahal at Sunrise').getByText(/Refunded · ₹13,000/)).toBeInTheDocument();
  });

  it('offers Accept on pending bookings, Cancel, Move and Change party on trips to come, notes and history on all, Delete once no money is held', async () => {
    const unpaid = aBooking({ tour: { title: 'Coorg Coffee Trail', location: 'Kodagu, Karnataka', image: 'media/coorg.webp' }, status: 'booked', payment: null });
    mockApi({ 'GET /api/admin/bookings': { body: [houseboat, taj, hampi, unpaid] } });
    renderPage(<BookingsPage />, { path: '/admindashboard/bookings' });
    await screen.findByRole('heading', { name: 'Alleppey Houseboat Cruise' });
    const buttons = (title: string) => card(title).getAllByRole('button').map((button) => button.textContent);
    expect(buttons('Alleppey Houseboat Cruise')).toEqual(['Accept', 'Cancel', 'Move', 'Change party', 'Add note', 'History']);
    expect(buttons('Taj Mahal at Sunrise')).toEqual(['Add note', 'History', 'Delete']);
    expect(buttons('Ruins of Hampi')).toEqual(['Cancel', 'Move', 'Change party', 'Add note', 'History']);
    expect(buttons('Coorg Coffee Trail')).toEqual(['Cancel', 'Move', 'Change party', 'Add note', 'History', 'Delete']);
  });

  it('searches the field the Filter dropdown chooses, on the server, keeping it in the address', async () => {
    const calls = mockApi({ 'GET /api/admin/bookings': answerByQuery({ '': [houseboat, taj, hampi], 'query=taj&searchIn=title': [taj], 'query=MEERA&searchIn=fullName': [hampi], 'query=kerala&searchIn=location': [houseboat] }) });
    const user = userEvent.setup();
    const { router } = renderPage(<BookingsPage />, { path: '/admindashboard/bookings' });
    await screen.findByRole('heading', { name: 'Alleppey Houseboat Cruise' });
    const filter = screen.getByRole('combobox', { name: 'Filter' });
    expect([...(filter as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Tour Title', 'Full Name', 'Location', 'Reference or traveller']);

    await user.type(screen.getByRole('searchbox', { name: 'Search by tour title' }), 'taj');
    await waitFor(() => expect(titles()).toEqual(['Taj Mahal at Sunrise']));
    expect(router.state.location.search).toBe('?query=taj&searchIn=title');

    await user.selectOptions(filter, 'Full Name');
    expect(screen.getByRole('searchbox', { name: 'Search by full name' })).toHaveValue('taj');
    expect(await screen.findByText('No bookings found!')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search by full name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by full name' }), 'MEERA');
    await waitFor(() => expect(titles()).toEqual(['Ruins of Hampi']));

    await user.selectOptions(filter, 'Location');
    await user.clear(screen.getByRole('searchbox', { name: 'Search by location' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by location' }), 'kerala');
    await waitFor(() => expect(titles()).toEqual(['Alleppey Houseboat Cruise']));
    expect(listQueries(calls)).toContain('query=kerala&searchIn=location');
  });

  it('narrows the list to one status, asking the server', async () => {
    const calls = mockApi({ 'GET /api/admin/bookings': answerByQuery({ '': [houseboat, taj, hampi], 'status=pending': [houseboat] }) });
    const user = userEvent.setup();
    renderPage(<BookingsPage />, { path: '/admindashboard/bookings' });
    await screen.findByRole('heading', { name: 'Alleppey Houseboat Cruise' });
    await user.click(screen.getByRole('button', { name: 'pending' }));
    await waitFor(() => expect(titles()).toEqual(['Alleppey Houseboat Cruise']));
    expect(screen.getByRole('button', { name: 'pending' })).toHaveAttribute('aria-pressed', 'true');
    expect(listQueries(calls).at(-1)).toBe('status=pending');
  });

  it('says No bookings found! when there are none, and the spec error when they cannot load', async () => {
    mockApi({ 'GET /api/admin/bookings': { body: [] } });
    const { unmount } = renderPage(<BookingsPage />, { path: '/admindashboard/bookings' });
    expect(await screen.findByText('No bookings found!')).toBeInTheDocument();
    unmount();
    mockApi({ 'GET /api/admin/bookings': { status: 500, body: { message: 'down' } } });
    renderPage(<BookingsPage />, { path: '/admindashboard/bookings' });
    expect(await screen.findByText('Failed to load bookings. Please try again.')).toBeInTheDocument();
  });

  it('accepts a pending booking, and cancels one once confirmed', async () => {
    const statusUrl = `/api/admin/bookings/${houseboat._id}/status`;
    const calls = mockApi({
      'GET /api/admin/bookings': { body: [houseboat] },
      [`GET /api/admin/bookings/${houseboat._id}/cancellation`]: { body: { paidAmount: 123456, refunds: { full: 123456, policy: 0 }, policy: 'Free cancellation up to 24 hours before the tour starts; no refund after that.' } },
      [`PUT ${statusUrl}`]: { body: { message: 'Booking status updated.', refund: null } },
    });
    const user = userEvent.setup();
    renderPage(<BookingsPage />, { path: '/admindashboard/bookings' });
    await user.click(await screen.findByRole('button', { name: "Accept Asha Verma's booking" }));
    await waitFor(() => expect(screen.getByRole('button', { name: "Cancel Asha Verma's booking" })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: "Cancel Asha Verma's booking" }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(await within(dialog).findByRole('radio', { name: 'Full refund: ₹1,23,456' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => [call.url, call.body])).toEqual([
        [statusUrl, { status: 'booked' }],
        [statusUrl, { status: 'canceled', refund: 'full' }],
      ]),
    );
  });

  it('marks the refund of a booking paid offline handed back, with how it went back, and says so', async () => {
    const owed = aBooking({
      fullName: 'Meera Iyer',
      status: 'canceled',
      refund: { id: null, amount: 5000, status: 'pending', createdAt: '2026-11-02T00:00:00Z', byHand: true, reference: null },
    });
    const url = `/api/admin/bookings/${owed._id}/refund/handed-back`;
    const calls = mockApi({
      'GET /api/admin/bookings': { body: [owed, taj] },
      [`PUT ${url}`]: { body: { message: 'Refund of ₹5,000 marked as handed back. The traveller has been emailed.', booking: owed, event: {} } },
    });
    const user = userEvent.setup();
    renderPage(<BookingsPage />, { path: '/admindashboard/bookings' });
    const card = (await screen.findByText('Meera Iyer')).closest('article')!;
    expect(within(card).getByText(/To hand back · ₹5,000/)).toBeInTheDocument();
    // Owed by hand, the booking holds the traveller's money: no Delete; a refund by the provider offers no hand-back.
    expect(within(card).queryByRole('button', { name: "Delete Meera Iyer's booking" })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Mark refund handed back for Rohan Kulkarni's booking" })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: "Mark refund handed back for Meera Iyer's booking" }));
    const dialog = screen.getByRole('dialog', { name: 'Mark refund handed back' });
    expect(within(dialog).getByText(/Hand back ₹5,000\./)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'How it was handed back (optional)' }), ' UPI-REFUND-8841 ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark handed back' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT').map((call) => [call.url, call.body])).toEqual([[url, { reference: 'UPI-REFUND-8841' }]]));
    expect(await screen.findByText('Refund of ₹5,000 marked as handed back. The traveller has been emailed.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Mark refund handed back' })).not.toBeInTheDocument();
  });

  it("alerts the server's message, or the spec sentence, when a status change fails", async () => {
    const alert = stubAlert();
    let answer = { status: 409, body: { message: 'Only pending bookings can be accepted or cancelled.' } as object };
    mockApi({ 'GET /api/admin/bookings': { body: [houseboat] }, [`PUT /api/admin/bookings/${houseboat._id}/status`]: () => answer });
    const user = userEvent.setup();
    renderPage(<BookingsPage />, { path: '/admindashboard/bookings' });
    await user.click(await screen.findByRole('button', { name: "Accept Asha Verma's booking" }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Only pending bookings can be accepted or cancelled.'));
    answer = { status: 500, body: {} };
    await waitFor(() => expect(screen.getByRole('button', { name: "Accept Asha Verma's booking" })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: "Accept Asha Verma's booking" }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to update booking status to booked.'));
  });

  it('deletes a booking once confirmed, and alerts Failed to delete booking. when that fails', async () => {
    const alert = stubAlert();
    const calls = mockApi({ 'GET /api/admin/bookings': { body: [taj] }, [`DELETE /api/admin/bookings/${taj._id}`]: { status: 500, body: {} } });
    const user = userEvent.setup();
    renderPage(<BookingsPage />, { path: '/admindashboard/bookings' });
    await user.click(await screen.findByRole('button', { name: "Delete Rohan Kulkarni's booking" }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this booking?' })).getByRole('button', { name: 'Delete booking' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to delete booking.'));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('finds a booking by the reference typed from the receipt, asking the server, and shows the reference on each card', async () => {
    const calls = mockApi({
      'GET /api/admin/bookings': ({ url }) => ({ body: new URL(url, 'http://x').searchParams.get('query') ? [taj] : [houseboat, taj, hampi] }),
    });
    const user = userEvent.setup();
    renderPage(<BookingsPage />, { path: '/admindashboard/bookings' });
    await screen.findByRole('heading', { name: 'Alleppey Houseboat Cruise' });
    expect(card('Taj Mahal at Sunrise').getByText(taj.reference)).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter' }), 'Reference or traveller');
    const box = screen.getByRole('searchbox', { name: 'Search by reference, name, email or phone' });
    const typed = taj.reference.replace(/-/g, '').toLowerCase();
    await user.type(box, typed);
    await waitFor(() => expect(titles()).toEqual(['Taj Mahal at Sunrise']));
    const searched = calls.filter((call) => call.url.includes('query='));
    expect(new URL(searched.at(-1)!.url, 'http://x').searchParams.get('query')).toBe(typed);

    await user.clear(box);
    await waitFor(() => expect(titles()).toHaveLength(3));
  });

  it("opens on the manifest's link with that reference searched", async () => {
    const calls = mockApi({
      'GET /api/admin/bookings': ({ url }) => ({ body: new URL(url, 'http://x').searchParams.get('query') ? [hampi] : [houseboat, taj, hampi] }),
    });
    renderPage(<BookingsPage />, { path: '/admindashboard/bookings', url: `/admindashboard/bookings?query=${hampi.reference}` });
    expect(await screen.findByRole('searchbox', { name: 'Search by reference, name, email or phone' })).toHaveValue(hampi.reference);
    await waitFor(() => expect(titles()).toEqual(['Ruins of Hampi']));
    expect(calls.some((call) => new URL(call.url, 'http://x').searchParams.get('query') === hampi.reference)).toBe(true);
  });
});
