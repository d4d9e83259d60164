import { personTypeMessages } from '@yatrika/contract/person-types';
import { phoneBookingMessages } from '@yatrika/contract/phone-booking';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aBooking, aTour } from '../../../../test/admin-fixtures.ts';
import { chooseDay } from '../../../../test/calendar.ts';
import NewBookingPage from './new-booking-page.tsx';

// Decisions 030 and 031: the operator's phone booking asks how many of each person type the tour
// offers, sends the party, and previews `priceBooking`'s lines with the chosen date's prices.
const family = aTour({
  title: 'Backwaters of Alleppey',
  pricePerPerson: 2000,
  priceTypes: [
    { type: 'adult', price: 2000, takesSeat: true },
    { type: 'child', price: 1000, minAge: 5, maxAge: 11, takesSeat: true },
    { type: 'infant', price: 0, maxAge: 4, takesSeat: false },
  ],
  groupDiscount: { minPeople: 4, percentOff: 10 },
});
const dates = {
  tourId: family._id,
  capacity: 20,
  dates: [
    // A weekend date with its own prices (decision 031).
    { date: '2027-03-06', capacity: 20, seatsLeft: 12, status: 'available', prices: [{ type: 'adult', price: 2500 }, { type: 'child', price: 1200 }, { type: 'infant', price: 0 }] },
  ],
};
const saved = {
  message: phoneBookingMessages.booked,
  booking: aBooking({ reference: 'YT-FAM1-LY42', numPeople: 3, party: { adult: 2, child: 1, infant: 1, senior: 0 }, totalPrice: 6200, status: 'booked' }),
  traveller: { email: 'meera@example.in', created: true },
  payment: { method: 'cash', reference: null },
};

const more = (user: ReturnType<typeof userEvent.setup>, title: string) => user.click(screen.getByRole('button', { name: `More: ${title}` }));
const fewer = (user: ReturnType<typeof userEvent.setup>, title: string) => user.click(screen.getByRole('button', { name: `Fewer: ${title}` }));
const lineTexts = () => within(screen.getByLabelText('Price lines')).getAllByRole('term').map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

async function chooseFamilyTour() {
  const calls = mockApi({
    'GET /api/admin/tours': { body: { tours: [family] } },
    [`GET /api/routes/tours/${family._id}/availability`]: { body: dates },
    'POST /api/admin/bookings': { status: 201, body: saved },
  });
  const user = userEvent.setup();
  renderPage(<NewBookingPage />, { path: '/admindashboard/bookings/new' });
  await user.click(await screen.findByRole('radio', { name: /Backwaters of Alleppey/ }));
  return { user, calls };
}

beforeEach(() => {
  // Today is 23 November 2026 in India; only the clock is fixed.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T06:00:00.000Z'));
  localStorage.setItem('token', fakeToken('admin'));
});
afterEach(() => vi.useRealTimers());

describe('a phone booking by person type', () => {
  it('counts each type the tour offers instead of one number of people', async () => {
    await chooseFamilyTour();
    expect(screen.queryByLabelText('People')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Adult count')).toHaveTextContent('1');
    expect(screen.getByLabelText('Child count')).toHaveTextContent('0');
    expect(screen.getByLabelText('Infant count')).toHaveTextContent('0');
    expect(screen.queryByLabelText('Senior count')).not.toBeInTheDocument();
    expect(screen.getByText(/5–11 years/)).toBeInTheDocument();
  });

  it("previews the lines and total with the chosen date's prices, the group rule by seats, and a name field for everyone", async () => {
    const { user } = await chooseFamilyTour();
    // Before a date: the tour's own prices.
    expect(screen.getByTestId('phone-booking-total')).toHaveTextContent('₹2,000');
    await chooseDay(user, 'March 2027', /March 6, 2027/);
    await more(user, 'Adult');
    await more(user, 'Child');
    await more(user, 'Infant');
    expect(lineTexts()).toEqual(['2 adults × ₹2,500 ₹5,000', '1 child × ₹1,200 ₹1,200', '1 infant × ₹0 ₹0']);
    expect(screen.getByTestId('phone-booking-total')).toHaveTextContent('₹6,200');
    // The lap infant is named too: four travellers, three name fields beside the lead's.
    expect(screen.getByLabelText('Traveller 4 name')).toBeInTheDocument();

    // A fourth seated person reaches the group rule; the infant does not count towards it.
    await more(user, 'Child');
    expect(lineTexts()).toContain('Group discount (4 or more people: 10% off) − ₹740');
    expect(screen.getByTestId('phone-booking-total')).toHaveTextContent('₹6,660');
  });

  it('sends the party by type with the seats it takes', async () => {
    const { user, calls } = await chooseFamilyTour();
    await chooseDay(user, 'March 2027', /March 6, 2027/);
    await more(user, 'Adult');
    await more(user, 'Child');
    await more(user, 'Infant');
    await user.type(screen.getByLabelText('Full name'), 'Meera Iyer');
    await user.type(screen.getByLabelText('Phone'), '9811122233');
    await user.type(screen.getByLabelText('Email'), 'meera@example.in');
    await user.selectOptions(screen.getByLabelText('Payment method'), 'cash');
    await user.click(screen.getByRole('button', { name: 'Save booking' }));
    expect(await screen.findByRole('heading', { name: 'Reference YT-FAM1-LY42' })).toBeInTheDocument();
    expect(screen.getByText('2 adults, 1 child, 1 infant')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      tourId: family._id,
      bookingDate: '2027-03-06',
      numPeople: 3,
      party: { adult: 2, child: 1, infant: 1 },
      payment: { method: 'cash' },
    });
  });

  it('refuses a party nobody in a seat before sending', async () => {
    const { user, calls } = await chooseFamilyTour();
    await chooseDay(user, 'March 2027', /March 6, 2027/);
    await more(user, 'Infant');
    await fewer(user, 'Adult');
    await user.type(screen.getByLabelText('Full name'), 'Meera Iyer');
    await user.type(screen.getByLabelText('Phone'), '9811122233');
    await user.type(screen.getByLabelText('Email'), 'meera@example.in');
    await user.selectOptions(screen.getByLabelText('Payment method'), 'cash');
    await user.click(screen.getByRole('button', { name: 'Save booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(personTypeMessages.partyWithoutSeat);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
