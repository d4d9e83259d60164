import { TOUR_DATA_ID } from '@yatrika/contract/public-tour-page';
import { waitlistMessages } from '@yatrika/contract/waitlist';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdMessages } from '@yatrika/contract/hold-messages';
import { paymentMessages } from '@yatrika/contract/payment-messages';
import { fakeToken } from '../../../../test/render.tsx';
import { loadCheckoutScript } from '../../../lib/checkout/load-checkout-script.ts';
import { availabilityAnswer, CLOSED_DAY, FakeCheckout, FakeCheckoutConstructor, FEW_LEFT_DAY, NOW, OPEN_DAY, review, savedBooking, SOLD_OUT_DAY, tour, TOUR_ID } from '../../../../test/tour-detail-fixtures.ts';
import { availabilityUrl, myReviewUrl, policyLine, policyUrl, renderTourPage, reviewsUrl, tourPageApi, tourUrl } from '../../../../test/tour-page.tsx';

vi.mock('../../../lib/checkout/load-checkout-script.ts', () => ({ loadCheckoutScript: vi.fn() }));
const loadScript = vi.mocked(loadCheckoutScript);

beforeEach(() => {
  // Only the clock is fixed (today is 23 November 2026 in India); timers and promises run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  localStorage.setItem('token', fakeToken('traveller'));
  loadScript.mockReset();
  loadScript.mockResolvedValue(FakeCheckoutConstructor);
  FakeCheckout.last = undefined;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('tour detail', () => {
  it('says Loading... and then shows the tour, its price and its reviews with their count', async () => {
    tourPageApi();
    renderTourPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: tour.title })).toBeInTheDocument();
    expect(screen.getByText('Himachal Pradesh')).toBeInTheDocument();
    expect(screen.getByText(tour.description)).toBeInTheDocument();
    expect(screen.getByText('Price per person').parentElement).toHaveTextContent('₹18,500');
    expect(screen.getByRole('img', { name: tour.title })).toHaveAttribute('loading', 'eager');
    expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reviews (1)' })).toBeInTheDocument();
    expect(screen.getByText('Unforgettable views.')).toBeInTheDocument();
  });

  it('shows the tour the server sent with the page at once, without asking for it', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = TOUR_DATA_ID;
    script.textContent = JSON.stringify(tour);
    document.head.append(script);
    try {
      const calls = tourPageApi();
      renderTourPage();
      expect(screen.getByRole('heading', { level: 1, name: tour.title })).toBeInTheDocument();
      expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
      expect(calls.some((call) => call.url === tourUrl)).toBe(false);
    } finally {
      script.remove();
    }
  });

  it("states the tour's rating from all its reviews under the title, linking to them", async () => {
    tourPageApi({ [`GET ${tourUrl}`]: { body: { ...tour, ratingAverage: 4.6, reviewCount: 12 } } });
    renderTourPage();
    const rating = (await screen.findByText('4.6')).closest('a')!;
    expect(rating).toHaveTextContent('4.6(12 reviews)');
    expect(rating).toHaveAttribute('href', '#reviews-heading');
  });

  it('marks the reviews of travellers who booked the tour with "Verified booking"', async () => {
    tourPageApi({ [`GET ${reviewsUrl}`]: { body: { reviews: [{ ...review, _id: 'v1', verified: true, comment: 'We went in March.' }, review] } } });
    renderTourPage();
    const verified = (await screen.findByText('We went in March.')).closest('li')!;
    expect(within(verified).getByText('Verified booking')).toBeInTheDocument();
    const other = screen.getByText('Unforgettable views.').closest('li')!;
    expect(within(other).queryByText('Verified booking')).not.toBeInTheDocument();
  });

  it('says when the authors of reviews written after the trip travelled', async () => {
    const travelled = { ...review, _id: 't1', verified: true, verifiedTraveller: true, travelledOn: '2026-12-12', comment: 'The monastery at dawn.' };
    tourPageApi({ [`GET ${reviewsUrl}`]: { body: { reviews: [travelled, review] } } });
    renderTourPage();
    const after = (await screen.findByText('The monastery at dawn.')).closest('li')!;
    expect(within(after).getByText(/Travelled on/)).toHaveTextContent('Travelled on 12 Dec 2026');
    const other = screen.getByText('Unforgettable views.').closest('li')!;
    expect(within(other).queryByText(/Travelled on/)).not.toBeInTheDocument();
  });

  it('marks reviews of travellers whose trip has passed "Travelled in <Month YYYY>", and the rest "Not a verified traveller"', async () => {
    const travelled = { ...review, _id: 'tr1', verified: true, travelled: true, travelledIn: '2026-03', comment: 'We went in March.' };
    const booked = { ...review, _id: 'b1', verified: true, comment: 'Going next month.' };
    tourPageApi({ [`GET ${reviewsUrl}`]: { body: { reviews: [travelled, booked, review] } } });
    renderTourPage();
    const went = (await screen.findByText('We went in March.')).closest('li')!;
    expect(within(went).getByText('Travelled in March 2026')).toBeInTheDocument();
    expect(within(went).queryByText('Not a verified traveller')).not.toBeInTheDocument();
    const goingLater = screen.getByText('Going next month.').closest('li')!;
    expect(within(goingLater).getByText('Verified booking')).toBeInTheDocument();
    expect(within(goingLater).getByText('Not a verified traveller')).toBeInTheDocument();
    const stranger = screen.getByText('Unforgettable views.').closest('li')!;
    expect(within(stranger).getByText('Not a verified traveller')).toBeInTheDocument();
    expect(within(stranger).queryByText(/Travelled in/)).not.toBeInTheDocument();
  });

  it("tells the author their review was hidden, since when and why", async () => {
    const mine = { ...review, _id: 'mine', comment: 'Our guide was rude.', hidden: { at: '2026-04-02T09:00:00.000Z', reason: 'Names a guide.' } };
    tourPageApi({ [`GET ${myReviewUrl}`]: { body: { review: mine } } });
    renderTourPage();
    const own = await screen.findByRole('region', { name: 'Your review' });
    const notice = within(own).getByRole('status');
    expect(notice).toHaveTextContent('Hidden by Yatrika: not shown on the tour page and not counted in its rating. Since April 2, 2026.');
    expect(notice).toHaveTextContent('Reason: Names a guide.');
  });

  it('has Back, Home and My Bookings', async () => {
    tourPageApi();
    renderTourPage();
    expect(screen.getByRole('button', { name: /Back/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/login/userdashboard');
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/login/userdashboard/mybookings');
  });

  it('states the cancellation policy by the price and again before the pay button, asked for once and without a token', async () => {
    const calls = tourPageApi();
    renderTourPage();
    await screen.findByRole('heading', { level: 1, name: tour.title });
    const lines = await screen.findAllByText(policyLine);
    expect(lines).toHaveLength(2);
    const [byPrice, inPanel] = lines as [HTMLElement, HTMLElement];
    expect(byPrice.closest('header')).toHaveTextContent('₹18,500 per person');
    const payButton = screen.getByRole('button', { name: 'Confirm Booking & Pay' });
    expect(payButton.closest('form')).toContainElement(inPanel);
    expect(inPanel.compareDocumentPosition(payButton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const policyCalls = calls.filter((call) => call.url === policyUrl);
    expect(policyCalls).toHaveLength(1);
    expect(policyCalls[0]?.headers.Authorization).toBeUndefined();
  });

  it('shows the tour without a policy line when the policy cannot be read', async () => {
    tourPageApi({ [`GET ${policyUrl}`]: { status: 500, body: {} } });
    renderTourPage();
    expect(await screen.findByRole('button', { name: 'Confirm Booking & Pay' })).toBeInTheDocument();
    expect(screen.queryByText(/Free cancellation/)).toBeNull();
  });

  it("says 'Tour not found.' when the tour does not exist", async () => {
    tourPageApi({ [`GET ${tourUrl}`]: { status: 404, body: { message: 'Tour not found.' } } });
    renderTourPage();
    expect(await screen.findByText('Tour not found.')).toBeInTheDocument();
  });

  it('says the tour could not be fetched on any other error', async () => {
    tourPageApi({ [`GET ${tourUrl}`]: { status: 500, body: { message: 'Internal Server Error' } } });
    renderTourPage();
    expect(await screen.findByText('Unable to fetch tour details. Please try again later.')).toBeInTheDocument();
  });
});

describe('review form', () => {
  async function openForm() {
    renderTourPage();
    await screen.findByRole('heading', { name: 'Write a review' });
    return userEvent.setup();
  }

  it('asks for a star rating, then for a comment that is not just spaces', async () => {
    const calls = tourPageApi();
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Please provide a star rating.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Your review'), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Comment is required.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('posts the review, refreshes the list, and shows the review with Edit and Delete in place of the form', async () => {
    let posted = false;
    const mine = {
      ...review,
      _id: 'new',
      comment: 'Loved it',
      rating: 4,
      user: { firstname: 'Asha', lastname: 'Rao' },
    };
    const calls = tourPageApi({
      'POST /api/user/reviews': {
        status: 201,
        body: { message: 'Review submitted successfully.', review: mine },
      },
      [`GET ${reviewsUrl}`]: () => ({
        body: { reviews: posted ? [mine, review] : [review] },
      }),
      [`GET ${myReviewUrl}`]: () => ({
        body: { review: posted ? mine : null },
      }),
    });
    const user = await openForm();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Your review'), '  Loved it  ');
    posted = true;
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByRole('heading', { name: 'Reviews (2)' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      tourId: TOUR_ID,
      rating: 4,
      comment: 'Loved it',
    });
    const own = screen.getByRole('region', { name: 'Your review' });
    expect(within(own).getByText('Review submitted successfully.')).toBeInTheDocument();
    expect(within(own).getByText('Loved it')).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Write a review' })).not.toBeInTheDocument();
    expect(screen.queryByText('You have already reviewed this tour.')).not.toBeInTheDocument();
  });

  it("shows the traveller's earlier review instead of the form, and edits it in place", async () => {
    const mine = { ...review, _id: 'mine', comment: 'Cold nights.', rating: 3 };
    let saved = mine;
    const calls = tourPageApi({
      [`GET ${myReviewUrl}`]: () => ({ body: { review: saved } }),
      'PUT /api/user/reviews/mine': ({ body }) => {
        saved = { ...mine, ...(body as object) };
        return { body: { message: 'Review updated.', review: saved } };
      },
    });
    renderTourPage();
    const own = await screen.findByRole('region', { name: 'Your review' });
    expect(screen.queryByRole('heading', { name: 'Write a review' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(own).getByRole('button', { name: 'Edit' }));

    expect(screen.getByRole('heading', { name: 'Edit your review' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your review')).toHaveValue('Cold nights.');
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.clear(screen.getByLabelText('Your review'));
    await user.type(screen.getByLabelText('Your review'), 'Cold nights, warm people.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const updated = await screen.findByRole('region', { name: 'Your review' });
    expect(within(updated).getByText('Review updated.')).toBeInTheDocument();
    expect(within(updated).getByText('Cold nights, warm people.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      rating: 5,
      comment: 'Cold nights, warm people.',
    });
  });

  it('deletes the review after asking, and offers the form again', async () => {
    let deleted = false;
    const mine = { ...review, _id: 'mine', comment: 'Cold nights.' };
    const calls = tourPageApi({
      [`GET ${myReviewUrl}`]: () => ({
        body: { review: deleted ? null : mine },
      }),
      'DELETE /api/user/reviews/mine': () => {
        deleted = true;
        return { body: { message: 'Review deleted.' } };
      },
    });
    renderTourPage();
    const own = await screen.findByRole('region', { name: 'Your review' });
    const user = userEvent.setup();
    await user.click(within(own).getByRole('button', { name: 'Delete' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(own).getByRole('button', { name: 'Delete review' }));

    expect(await screen.findByRole('heading', { name: 'Write a review' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it("shows the operator's reply under a review, with its date", async () => {
    tourPageApi({
      [`GET ${reviewsUrl}`]: {
        body: {
          reviews: [
            {
              ...review,
              reply: 'Thank you for coming!',
              repliedAt: '2026-02-03T09:00:00.000Z',
            },
          ],
        },
      },
    });
    renderTourPage();
    expect(await screen.findByText('Thank you for coming!')).toBeInTheDocument();
    const reply = screen.getByText('Reply from the operator', { exact: false });
    expect(reply).toHaveTextContent('February 3, 2026');
  });

  it('says the tour is already reviewed on HTTP 400', async () => {
    tourPageApi({ 'POST /api/user/reviews': { status: 400, body: { message: 'Something else' } } });
    const user = await openForm();
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText('Your review'), 'Again');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('You have already reviewed this tour.')).toBeInTheDocument();
  });

  it('says the review could not be submitted on any other failure', async () => {
    tourPageApi({ 'POST /api/user/reviews': { status: 500, body: {} } });
    const user = await openForm();
    await user.click(screen.getByRole('radio', { name: '1 star' }));
    await user.type(screen.getByLabelText('Your review'), 'Meh');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('An error occurred while submitting your review. Please try again.')).toBeInTheDocument();
  });
});

describe('booking form', () => {
  async function openBooking() {
    renderTourPage();
    await screen.findByRole('heading', { name: 'Book this tour' });
    // The profile fills in the name and phone.
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Asha Rao'));
    return userEvent.setup();
  }
  const pay = () => screen.getByRole('button', { name: /Confirm Booking & Pay|Processing Payment...|Payment Successful!/ });
  const setField = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const dayButton = (day: string) => screen.getByRole('grid').querySelector<HTMLButtonElement>(`button[data-day="${day}"]`)!;
  /** Clicks a date once the calendar knows its seats. */
  async function chooseDay(day: string) {
    await waitFor(() => expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'false'));
    await userEvent.click(dayButton(day));
  }

  async function fillAndPay(people = '2', day = OPEN_DAY) {
    await chooseDay(day);
    setField('Number of people', people);
    await userEvent.click(pay());
  }

  it('starts with one person, no earlier than today, and shows the live total', async () => {
    tourPageApi();
    await openBooking();
    expect(screen.getByLabelText('Number of people')).toHaveValue(1);
    expect(screen.getByLabelText('Number of people')).toHaveAttribute('min', '1');
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Monday, November 23, 2026/ })).toHaveAttribute('aria-current', 'date');
    expect(screen.queryByRole('button', { name: /November 22, 2026/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Total amount')).toHaveTextContent('₹18,500');
    setField('Number of people', '3');
    expect(screen.getByLabelText('Total amount')).toHaveTextContent('₹55,500');
  });

  it('takes "All booking fields are required." away once every field is filled in', async () => {
    tourPageApi();
    await openBooking();
    setField('Full name', '');
    await userEvent.click(pay());
    expect(await screen.findByText('All booking fields are required.')).toBeInTheDocument();

    setField('Full name', 'Asha Rao');
    // The date is still missing: the sentence stays.
    expect(screen.getByText('All booking fields are required.')).toBeInTheDocument();
    await chooseDay(OPEN_DAY);
    expect(screen.queryByText('All booking fields are required.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for every field, then for at least one person', async () => {
    const calls = tourPageApi();
    await openBooking();
    await userEvent.click(pay());
    expect(await screen.findByText('All booking fields are required.')).toBeInTheDocument();

    // The spec's sentence stays the message; the empty field is marked and says what it needs.
    expect(screen.getByText('Choose a date in the calendar.')).toHaveClass('text-red-800');

    await chooseDay(OPEN_DAY);
    setField('Full name', '   ');
    await userEvent.click(pay());
    expect(screen.getByText('All booking fields are required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Enter the full name of the lead traveller.');
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-invalid');

    setField('Full name', 'Asha Rao');
    setField('Number of people', '0');
    await userEvent.click(pay());
    expect(await screen.findByText('Number of people must be at least 1.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/payment'))).toBe(false);
  });

  it('says a phone the server would refuse as soon as the field is left', async () => {
    tourPageApi();
    await openBooking();
    const phone = screen.getByLabelText('Phone');
    setField('Phone', 'call me');
    fireEvent.blur(phone);
    expect(phone).toHaveAccessibleDescription('Phone must be a valid phone number.');
    setField('Phone', '98765 43210');
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a total of zero', async () => {
    tourPageApi({ [`GET ${tourUrl}`]: { body: { ...tour, pricePerPerson: 0 } } });
    await openBooking();
    await fillAndPay();
    expect(await screen.findByText('Total amount must be greater than zero.')).toBeInTheDocument();
  });

  it('pays, verifies and confirms: the order carries the booking, the button says where it is', async () => {
    const calls = tourPageApi();
    await openBooking();
    await fillAndPay();

    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));
    expect(pay()).toHaveTextContent('Processing Payment...');
    expect(pay()).toBeDisabled();
    expect(loadScript).toHaveBeenCalledWith('/api/payment/sandbox/checkout.js');

    const order = calls.find((call) => call.url === '/api/payment/create-order');
    // No amount: the server prices the booking (decision 029); the dialog opens for the order's amount.
    expect(order?.body).not.toHaveProperty('amount');
    expect(order?.body).toMatchObject({
      currency: 'INR',
      receipt: expect.any(String),
      booking: { tourId: TOUR_ID, fullName: 'Asha Rao', phone: '9876543210', bookingDate: OPEN_DAY, numPeople: 2 },
    });
    const options = FakeCheckout.last!.options;
    expect(options).toMatchObject({
      key: 'rzp_test_sandboxABC',
      amount: 3700000,
      currency: 'INR',
      name: 'Yatrika',
      description: tour.title,
      order_id: 'order_TEST',
      prefill: { name: 'Asha Rao', contact: '9876543210' },
      theme: { color: '#0f5f5c' },
    });

    FakeCheckout.last!.pay('pay_ABC');
    // Paid, and waiting for the operator: the spec's sentence, and beside it that approval is pending.
    expect(await screen.findByText('Payment successful! Your booking is confirmed and saved.')).toBeInTheDocument();
    expect(screen.getByText('Booking created successfully and approval is pending')).toBeInTheDocument();
    // One confirmation: the reference to quote, what was booked and paid, its status, and what happens next.
    const confirmation = screen.getByRole('region', { name: 'Payment successful! Your booking is confirmed and saved.' });
    expect(within(confirmation).getByText('₹37,000')).toBeInTheDocument();
    expect(within(confirmation).getByText('pending')).toBeInTheDocument();
    expect(within(confirmation).getByText(savedBooking.reference)).toBeInTheDocument();
    expect(within(confirmation).getByText(savedBooking.tour.title)).toBeInTheDocument();
    expect(within(confirmation).getByText(`${savedBooking.numPeople} people`)).toBeInTheDocument();
    expect(within(confirmation).getByText(/The operator confirms pending bookings within 24 hours/)).toBeInTheDocument();
    expect(within(confirmation).getByRole('link', { name: 'View booking and receipt' })).toHaveAttribute('href', `/login/userdashboard/mybookings/${savedBooking._id}`);
    expect(screen.getByRole('link', { name: 'Go to My Bookings' })).toHaveAttribute('href', '/login/userdashboard/mybookings');
    expect(pay()).toHaveTextContent('Payment Successful!');
    expect(pay()).toBeDisabled();

    expect(calls.find((call) => call.url === '/api/payment/verify-payment')?.body).toEqual({
      razorpay_order_id: 'order_TEST',
      razorpay_payment_id: 'pay_ABC',
      razorpay_signature: 'sig_TEST',
    });
    // Verification saved the booking: no second save.
    expect(calls.some((call) => call.url === '/api/user/bookings')).toBe(false);
  });

  it("asks each traveller's name and age as the party grows and shrinks, and sends the party with the order", async () => {
    const calls = tourPageApi();
    await openBooking();
    await chooseDay(OPEN_DAY);
    const travellers = () => screen.getByRole('group', { name: 'Who is travelling' });
    // One person: only the one booking, named by Full name, with an optional age.
    expect(within(travellers()).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(travellers()).getByLabelText('Age of traveller 1')).toHaveValue(null);
    expect(within(travellers()).queryByLabelText('Name of traveller 2')).not.toBeInTheDocument();

    setField('Number of people', '3');
    expect(within(travellers()).getByLabelText('Name of traveller 2')).toBeInTheDocument();
    expect(within(travellers()).getByLabelText('Name of traveller 3')).toBeInTheDocument();
    setField('Name of traveller 2', ' Ravi Rao ');
    setField('Age of traveller 2', '36');
    setField('Name of traveller 3', 'मीरा राव');

    // Shrinking the party hides the third row; growing it again brings back what was typed.
    setField('Number of people', '2');
    expect(within(travellers()).queryByLabelText('Name of traveller 3')).not.toBeInTheDocument();
    setField('Number of people', '3');
    expect(within(travellers()).getByLabelText('Name of traveller 3')).toHaveValue('मीरा राव');

    // An impossible age is said under its field and stops the payment.
    setField('Age of traveller 1', '200');
    expect(within(travellers()).getByLabelText('Age of traveller 1')).toHaveAccessibleDescription('Age must be a whole number of years from 0 to 120.');
    await userEvent.click(pay());
    expect(await screen.findByRole('alert')).toHaveTextContent('Age must be a whole number of years from 0 to 120.');
    expect(calls.some((call) => call.url === '/api/payment/create-order')).toBe(false);

    setField('Age of traveller 1', '34');
    await userEvent.click(pay());
    await waitFor(() => expect(calls.some((call) => call.url === '/api/payment/create-order')).toBe(true));
    expect(calls.find((call) => call.url === '/api/payment/create-order')?.body).toMatchObject({
      booking: {
        numPeople: 3,
        travellers: [
          { name: 'Asha Rao', age: 34 },
          { name: 'Ravi Rao', age: 36 },
          { name: 'मीरा राव' },
        ],
      },
    });
  });

  it("shows 'Payment verified. Finalizing booking...' while it verifies, then saves the booking itself when the server did not", async () => {
    let answerVerify: (value: unknown) => void = () => {};
    const verified = new Promise((resolve) => (answerVerify = resolve));
    const calls = tourPageApi({
      'POST /api/payment/verify-payment': { body: { success: true, message: 'Payment verified successfully.' } },
      'POST /api/user/bookings': { status: 201, body: { message: 'Booking created successfully and approval is pending', booking: savedBooking } },
    });
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/payment/verify-payment') await verified;
      return realFetch(input, init);
    });
    await openBooking();
    await fillAndPay();
    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));

    FakeCheckout.last!.pay('pay_ABC');
    expect(await screen.findByText('Payment verified. Finalizing booking...')).toBeInTheDocument();
    expect(pay()).toHaveTextContent('Processing Payment...');
    answerVerify(undefined);

    expect(await screen.findByText('Payment successful! Your booking is confirmed and saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/user/bookings')?.body).toEqual({
      tourId: TOUR_ID,
      fullName: 'Asha Rao',
      phone: '9876543210',
      bookingDate: OPEN_DAY,
      numPeople: 2,
      // Traveller 2 was left unnamed: only the one booking is sent.
      travellers: [{ name: 'Asha Rao' }],
      startTime: '09:00',
      orderId: 'order_TEST',
    });
  });

  it('offers the start times of a date with several as a radio group with seats left, and books the one chosen', async () => {
    const twoTimes = {
      capacity: 24,
      seatsLeft: 14,
      status: 'available' as const,
      departures: [
        { startTime: '06:00', capacity: 12, seatsLeft: 2, closed: false, status: 'few_left' as const },
        { startTime: '15:30', capacity: 12, seatsLeft: 12, closed: false, status: 'available' as const },
      ],
    };
    const calls = tourPageApi({ [`GET ${availabilityUrl}`]: ({ url }) => ({ body: availabilityAnswer(url, { [OPEN_DAY]: twoTimes }) }) });
    await openBooking();
    await chooseDay(OPEN_DAY);
    const group = await screen.findByRole('group', { name: 'Start time (India)' });
    const early = within(group).getByRole('radio', { name: /06:00/ });
    expect(early).toBeChecked();
    expect(group).toHaveTextContent('Only 2 seats left');
    setField('Number of people', '3');
    expect(await screen.findByText('Only 2 seats left on this date.')).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('radio', { name: /15:30/ }));
    expect(screen.getByLabelText('Number of people')).toHaveAttribute('max', '12');
    await userEvent.click(pay());
    await waitFor(() => expect(calls.some((call) => call.url === '/api/payment/create-order')).toBe(true));
    expect(calls.find((call) => call.url === '/api/payment/create-order')?.body).toMatchObject({ booking: { bookingDate: OPEN_DAY, numPeople: 3, startTime: '15:30' } });
  });

  it('shows no start time choice for a date with one departure', async () => {
    tourPageApi();
    await openBooking();
    await chooseDay(OPEN_DAY);
    expect(screen.queryByRole('group', { name: 'Start time (India)' })).not.toBeInTheDocument();
  });

  it('says a declined payment failed in plain words first, keeping the spec’s line with the provider codes as a detail for support', async () => {
    tourPageApi();
    await openBooking();
    await fillAndPay();
    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));
    FakeCheckout.last!.decline({ description: 'Card declined by bank', reason: 'payment_failed', step: 'payment_authorization' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      `${paymentMessages.declined}Details for support: Payment Failed: Card declined by bank (payment_failed, payment_authorization)`,
    );
    expect(pay()).toHaveTextContent('Confirm Booking & Pay');
    expect(pay()).toBeEnabled();
  });

  it("says 'Payment was cancelled.' when the dialog is closed, and lets the traveller try again", async () => {
    tourPageApi();
    await openBooking();
    await fillAndPay();
    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));
    FakeCheckout.last!.dismiss();
    expect(await screen.findByText('Payment was cancelled.')).toBeInTheDocument();
    expect(pay()).toHaveTextContent('Confirm Booking & Pay');
    expect(pay()).toBeEnabled();
  });

  it('says the gateway failed to load when the checkout script does not load', async () => {
    tourPageApi();
    loadScript.mockRejectedValue(new Error('offline'));
    await openBooking();
    await fillAndPay();
    expect(await screen.findByText('Payment gateway failed to load. Please check your internet connection and try again.')).toBeInTheDocument();
    expect(pay()).toBeEnabled();
  });

  it("says 'Could not create payment order.' when the order fails without a reason", async () => {
    tourPageApi({ 'POST /api/payment/create-order': { status: 500, body: {} } });
    await openBooking();
    await fillAndPay();
    expect(await screen.findByText('Could not create payment order.')).toBeInTheDocument();
    expect(FakeCheckout.last).toBeUndefined();
  });

  it("shows the server's reason when it refuses the order", async () => {
    tourPageApi({ 'POST /api/payment/create-order': { status: 400, body: { message: 'Phone must be a valid phone number.' } } });
    await openBooking();
    await fillAndPay();
    expect(await screen.findByText('Phone must be a valid phone number.')).toBeInTheDocument();
  });

  it('says an error occurred while initiating payment when the order call breaks', async () => {
    tourPageApi();
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/payment/create-order') throw new TypeError('Failed to fetch');
      return realFetch(input, init);
    });
    await openBooking();
    await fillAndPay();
    expect(await screen.findByText('An error occurred while initiating payment.')).toBeInTheDocument();
  });

  it("says 'Payment verification failed. Please contact support.' when verification is refused", async () => {
    tourPageApi({ 'POST /api/payment/verify-payment': { status: 400, body: { message: 'Bad signature' } } });
    await openBooking();
    await fillAndPay();
    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));
    FakeCheckout.last!.pay();
    expect(await screen.findByText('Payment verification failed. Please contact support.')).toBeInTheDocument();
  });

  it('says an error occurred during verification when the call breaks', async () => {
    tourPageApi();
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/payment/verify-payment') throw new TypeError('Failed to fetch');
      return realFetch(input, init);
    });
    await openBooking();
    await fillAndPay();
    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));
    FakeCheckout.last!.pay();
    expect(await screen.findByText('An error occurred during payment verification.')).toBeInTheDocument();
  });

  it('gives the payment id when the payment went through but the booking was not saved', async () => {
    tourPageApi({
      'POST /api/payment/verify-payment': { body: { success: true, message: 'Payment verified successfully.' } },
      'POST /api/user/bookings': { status: 500, body: {} },
    });
    await openBooking();
    await fillAndPay();
    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));
    FakeCheckout.last!.pay('pay_XYZ123');
    expect(
      await screen.findByText('Payment was successful, but failed to save your booking. Please contact support with your payment ID: pay_XYZ123'),
    ).toBeInTheDocument();
  });

  it('keeps the form locked while the payment runs', async () => {
    tourPageApi();
    await openBooking();
    await fillAndPay();
    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));
    const form = screen.getByRole('form', { name: 'Book this tour' });
    expect(within(form).getByLabelText('Full name')).toBeDisabled();
  });
});

describe('seats on the chosen date', () => {
  async function openBooking() {
    renderTourPage();
    await screen.findByRole('heading', { name: 'Book this tour' });
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Asha Rao'));
    await waitFor(() => expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'false'));
  }
  const dayButton = (day: string) => screen.getByRole('grid').querySelector<HTMLButtonElement>(`button[data-day="${day}"]`)!;
  const people = () => screen.getByLabelText('Number of people');
  const pay = () => screen.getByRole('button', { name: /Confirm Booking & Pay|Processing Payment.../ });
  const orderCalls = (calls: ReturnType<typeof tourPageApi>) => calls.filter((call) => call.url === '/api/payment/create-order');
  const availabilityCalls = (calls: ReturnType<typeof tourPageApi>) => calls.filter((call) => call.url.startsWith(availabilityUrl));

  it('shows the length and group size with the tour, and again beside the price in the booking panel', async () => {
    tourPageApi();
    renderTourPage();
    const [withTour, byPrice] = (await screen.findAllByText('6 days · groups of up to 12')) as [HTMLElement, HTMLElement];
    expect(withTour.closest('header')).toHaveTextContent(tour.title);
    expect(byPrice.parentElement).toHaveTextContent('Price per person₹18,500');
  });

  it('gives phones a bar with the price and a Book button that takes them to the booking panel', async () => {
    tourPageApi();
    renderTourPage();
    const bar = await screen.findByRole('region', { name: 'Price and booking' });
    expect(bar).toHaveTextContent('₹18,500per person');
    const scrolled = vi.fn();
    const panel = document.getElementById('book')!;
    panel.scrollIntoView = scrolled;
    await userEvent.click(within(bar).getByRole('button', { name: 'Book' }));
    expect(scrolled).toHaveBeenCalled();
    expect(panel).toContainElement(document.activeElement as HTMLElement);
  });

  it('asks the public availability for the rest of this month, without a token', async () => {
    const calls = tourPageApi();
    await openBooking();
    const [first] = availabilityCalls(calls);
    expect(first?.url).toBe(`${availabilityUrl}?from=2026-11-23&days=8`);
    expect(first?.headers.Authorization).toBeUndefined();
  });

  it('needs a date from the calendar: a closed date cannot be chosen, a sold-out one only for its waiting list', async () => {
    const joined = {
      message: waitlistMessages.joined,
      entry: { _id: 'entry-1', tourId: TOUR_ID, tourTitle: 'T', bookingDate: SOLD_OUT_DAY, startTime: '09:00', numPeople: 1, party: { adult: 1, child: 0, infant: 0, senior: 0 }, status: 'waiting', joinedAt: '2026-11-20T10:00:00.000Z', position: 2, offer: null },
    };
    const calls = tourPageApi({ 'POST /api/user/waitlist': { status: 201, body: joined } });
    await openBooking();
    expect(screen.getByText('Choose a date in the calendar.')).toBeInTheDocument();
    await userEvent.click(dayButton(CLOSED_DAY));
    expect(screen.getByText('Choose a date in the calendar.')).toBeInTheDocument();
    await userEvent.click(pay());
    expect(await screen.findByText('All booking fields are required.')).toBeInTheDocument();

    await userEvent.click(dayButton(SOLD_OUT_DAY));
    await userEvent.click(pay());
    expect(orderCalls(calls)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect(await screen.findByText(`${waitlistMessages.joined} You are number 2 in line.`)).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/user/waitlist')?.body).toMatchObject({ tourId: TOUR_ID, bookingDate: SOLD_OUT_DAY, numPeople: 1 });
  });

  it('keeps the party within the seats left on the date, in the server’s words', async () => {
    const calls = tourPageApi();
    await openBooking();
    await userEvent.click(dayButton(FEW_LEFT_DAY));
    expect(screen.getByText('Saturday, November 28, 2026').parentElement).toHaveTextContent('Only 2 seats left');
    expect(people()).toHaveAttribute('max', '2');
    expect(screen.getByText('Up to 2 on this date.')).toBeInTheDocument();

    fireEvent.change(people(), { target: { value: '3' } });
    expect(screen.getByText('Only 2 seats left on this date.')).toBeInTheDocument();
    expect(people()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(pay());
    expect(screen.getByRole('alert')).toHaveTextContent('Only 2 seats left on this date.');
    expect(orderCalls(calls)).toEqual([]);

    fireEvent.change(people(), { target: { value: '2' } });
    expect(people()).not.toHaveAttribute('aria-invalid');
    await userEvent.click(pay());
    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));
    expect(orderCalls(calls)[0]?.body).toMatchObject({ booking: { bookingDate: FEW_LEFT_DAY, numPeople: 2 } });
  });

  it('says the seats are held, and until when in the traveller’s time, while the checkout is open', async () => {
    const expiresAt = '2026-11-23T06:15:00.000Z';
    tourPageApi({
      'POST /api/payment/create-order': {
        body: { success: true, message: 'Payment order created.', order: { id: 'order_TEST', amount: 3700000, currency: 'INR', receipt: 'r' }, hold: { expiresAt, seats: 2 } },
      },
    });
    await openBooking();
    await userEvent.click(dayButton(OPEN_DAY));
    fireEvent.change(people(), { target: { value: '2' } });
    await userEvent.click(pay());
    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));

    const until = new Date(expiresAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
    const notice = screen.getByText(/held until/);
    expect(notice).toHaveTextContent(`Your 2 seats are held until ${until} while you pay.`);
    expect(notice.querySelector('time')).toHaveAttribute('dateTime', expiresAt);

    FakeCheckout.last!.dismiss();
    expect(await screen.findByText('Payment was cancelled.')).toBeInTheDocument();
    expect(screen.queryByText(/held until/)).not.toBeInTheDocument();
  });

  it('shows a 409 where booking errors show and reads the seats again', async () => {
    let seatsGone = false;
    const calls = tourPageApi({
      'POST /api/payment/create-order': () => {
        seatsGone = true;
        return { status: 409, body: { message: 'Only 1 seat left on this date.' } };
      },
      [`GET ${availabilityUrl}`]: ({ url }) => ({ body: availabilityAnswer(url, seatsGone ? { [OPEN_DAY]: { seatsLeft: 1, status: 'few_left' } } : {}) }),
    });
    await openBooking();
    await userEvent.click(dayButton(OPEN_DAY));
    fireEvent.change(people(), { target: { value: '2' } });
    const before = availabilityCalls(calls).length;
    await userEvent.click(pay());

    expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 seat left on this date.');
    expect(pay()).toBeEnabled();
    await waitFor(() => expect(availabilityCalls(calls).length).toBeGreaterThan(before));
    await waitFor(() => expect(dayButton(OPEN_DAY)).toHaveAccessibleName('Friday, November 27, 2026, Only 1 seat left'));
    expect(screen.getByText('Only 1 seat left on this date.', { selector: '[id$="-error"]' })).toBeInTheDocument();
  });

  it('says the seats are still held until the same time when the checkout is opened again, adding no time', async () => {
    const expiresAt = '2026-11-23T06:15:00.000Z';
    const held = { success: true, message: 'Payment order created.', order: { id: 'order_TEST', amount: 3700000, currency: 'INR', receipt: 'r' }, hold: { expiresAt, seats: 2 } };
    tourPageApi({ 'POST /api/payment/create-order': { body: held } });
    await openBooking();
    await userEvent.click(dayButton(OPEN_DAY));
    fireEvent.change(people(), { target: { value: '2' } });
    await userEvent.click(pay());
    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));
    const until = new Date(expiresAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
    expect(screen.getByText(/held until/)).toHaveTextContent(`Your 2 seats are held until ${until} while you pay.`);

    FakeCheckout.last!.dismiss();
    await screen.findByText('Payment was cancelled.');
    const first = FakeCheckout.last;
    await userEvent.click(pay());
    await waitFor(() => expect(FakeCheckout.last).not.toBe(first));
    expect(screen.getByText(/held until/)).toHaveTextContent(`Your 2 seats are still held until ${until} while you pay. ${holdMessages.reopenedNote}`);
  });

  it.each([
    ['a wait after a hold that ran out', 409, holdMessages.ownHoldRanOut(new Date('2026-11-23T06:30:00Z'), new Date('2026-11-23T06:00:00Z'))],
    ['the holds per account', 409, holdMessages.tooManyHolds(3)],
    ['too many checkouts', 429, holdMessages.tooManyCheckouts],
  ])('shows the server’s sentence for %s, and keeps the calendar as it was', async (_, status, message) => {
    const calls = tourPageApi({ 'POST /api/payment/create-order': { status, body: { success: false, message } } });
    await openBooking();
    await userEvent.click(dayButton(OPEN_DAY));
    const before = availabilityCalls(calls).length;
    await userEvent.click(pay());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(pay()).toBeEnabled();
    expect(FakeCheckout.last).toBeUndefined();
    expect(availabilityCalls(calls).length).toBe(before);
  });

  it('reads the seats again after a booking is made', async () => {
    const calls = tourPageApi();
    await openBooking();
    await userEvent.click(dayButton(OPEN_DAY));
    await userEvent.click(pay());
    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));
    const before = availabilityCalls(calls).length;
    FakeCheckout.last!.pay();
    expect(await screen.findByText('Payment successful! Your booking is confirmed and saved.')).toBeInTheDocument();
    await waitFor(() => expect(availabilityCalls(calls).length).toBeGreaterThan(before));
  });

  it('shows the server’s sentence when the seats went while the payment was confirmed', async () => {
    const message = 'The seats on this date were taken before your payment was confirmed. Your payment is recorded and will be refunded in full.';
    tourPageApi({ 'POST /api/payment/verify-payment': { status: 409, body: { message } } });
    await openBooking();
    await userEvent.click(dayButton(OPEN_DAY));
    await userEvent.click(pay());
    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));
    FakeCheckout.last!.pay();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says so when the seats cannot be loaded, and tries again', async () => {
    let broken = true;
    tourPageApi({ [`GET ${availabilityUrl}`]: ({ url }) => (broken ? { status: 500, body: {} } : { body: availabilityAnswer(url) }) });
    renderTourPage();
    expect(await screen.findByText('Could not load the seats for this month.')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByText('Could not load the seats for this month.')).not.toBeInTheDocument();
  });
});
