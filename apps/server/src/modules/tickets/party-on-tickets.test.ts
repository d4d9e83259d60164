import { todayInIndia } from '@yatrika/contract/dates';
import { checkInMessages } from '@yatrika/contract/check-ins';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { lastEmail } from '../../../test/support/accounts.ts';
import { ticketOf } from '../../../test/support/check-ins.ts';
import { bookingDetails, payAndBook } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';

// A family with a lap infant (decision 030): `numPeople` is the seats (2), the party is three.
// Tickets, the calendar entry, the check-in screen, the payment-link page and the emails name
// everyone by type, and count the infant among the unnamed travellers.
let t: TestApp;
let admin: SignedIn;
let family: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  family = await signUpTraveller(t.app);
});
afterAll(() => t.close());

const familyTour = () =>
  insertTour(t.db, {
    pricePaise: 200_000,
    meetingPoint: 'Gateway of India',
    priceTypes: [{ type: 'infant', pricePaise: 0, minAge: null, maxAge: 2, takesSeat: false }],
  });

const twoAdultsAndAnInfant = { adult: 2, child: 0, infant: 1, senior: 0 };

async function familyBooking(details: Record<string, unknown> = {}) {
  const tour = await familyTour();
  const { booking } = await payAndBook(t.app, family, bookingDetails(tour.id, { numPeople: 2, party: { adult: 2, infant: 1 }, ...details }));
  return { tour, booking };
}

describe('a family with a lap infant', () => {
  it("has a ticket naming the party by type, counting the infant among the unnamed, and a calendar entry that says who travels", async () => {
    const { booking } = await familyBooking();
    const response = await ticketOf(t.app, family, booking._id);
    expect(response.statusCode).toBe(200);
    const ticket = response.json();
    expect(ticket).toMatchObject({ numPeople: 2, party: twoAdultsAndAnInfant, travellers: [{ name: 'Asha Verma', age: null }], unnamedTravellers: 2 });
    expect(new URL(ticket.googleCalendarUrl).searchParams.get('details')).toContain('Asha Verma, 2 adults, 1 infant');
    const calendar = await t.app.inject({ method: 'GET', url: `/api/user/bookings/${booking._id}/calendar.ics`, headers: family.headers });
    expect(calendar.body.replaceAll('\r\n ', '')).toContain('Asha Verma\\, 2 adults\\, 1 infant');
  });

  it('is named by type in the booking confirmation email', async () => {
    const { booking } = await familyBooking();
    const email = await lastEmail(t.db, 'booking-paid', family.email);
    expect(email?.data).toMatchObject({ reference: booking.reference, numPeople: 2, party: twoAdultsAndAnInfant });
    const preview = await t.app.inject({ method: 'GET', url: `/api/admin/emails/${email!.id}`, headers: admin.headers });
    expect(preview.statusCode).toBe(200);
    expect(JSON.stringify(preview.json())).toContain('2 adults, 1 infant, booked by Asha Verma');
  });

  it('shows on the check-in screen by type, seats counted for check-in', async () => {
    const { tour, booking } = await familyBooking();
    await t.db.update(bookings).set({ bookingDate: todayInIndia() }).where(eq(bookings.id, booking._id));
    const lookup = await t.app.inject({ method: 'POST', url: '/api/admin/check-ins/lookup', headers: admin.headers, payload: { reference: booking.reference } });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toMatchObject({ message: checkInMessages.awaited(2), booking: { numPeople: 2, party: twoAdultsAndAnInfant } });
    const day = await t.app.inject({ method: 'GET', url: '/api/admin/check-ins/today', headers: admin.headers });
    const departure = day.json().departures.find((entry: { tourId: string }) => entry.tourId === tour.id);
    expect(departure).toMatchObject({ people: 2, bookings: [expect.objectContaining({ numPeople: 2, party: twoAdultsAndAnInfant })] });
  });

  it("is named by type on the payment link's page and in its email", async () => {
    const tour = await familyTour();
    const { numPeople: _seats, ...details } = bookingDetails(tour.id, { fullName: 'Farah Khan' });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bookings',
      headers: admin.headers,
      payload: { ...details, party: { adult: 2, infant: 1 }, email: 'farah.family@example.in', payment: { method: 'link' } },
    });
    expect(sent.statusCode).toBe(201);
    const token = new URL(sent.json().paymentLink.url).pathname.split('/').pop()!;
    const page = await t.app.inject({ method: 'GET', url: `/api/payment/links/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ numPeople: 2, party: twoAdultsAndAnInfant, fullName: 'Farah Khan', amount: 4000 });
    const email = await lastEmail(t.db, 'payment-link', 'farah.family@example.in');
    expect(email?.data).toMatchObject({ numPeople: 2, party: twoAdultsAndAnInfant });
    const preview = await t.app.inject({ method: 'GET', url: `/api/admin/emails/${email!.id}`, headers: admin.headers });
    expect(JSON.stringify(preview.json())).toContain('we are holding 2 adults, 1 infant on');
  });

  it('a booking from before person types still reads as its number of people', async () => {
    const { booking } = await familyBooking();
    await t.db.update(bookings).set({ party: null, numPeople: 3 }).where(eq(bookings.id, booking._id));
    const ticket = (await ticketOf(t.app, family, booking._id)).json();
    expect(ticket).toMatchObject({ numPeople: 3, party: { adult: 3, child: 0, infant: 0, senior: 0 }, unnamedTravellers: 2 });
    expect(new URL(ticket.googleCalendarUrl).searchParams.get('details')).toContain('Asha Verma, 3 people');
  });
});
