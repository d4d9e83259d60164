import { bookingMessages } from '@yatrika/contract/bookings';
import { departureMessages } from '@yatrika/contract/departure-messages';
import { MAX_WAITLIST_ENTRIES_PER_ACCOUNT, waitlistMessages } from '@yatrika/contract/waitlist';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { lastEmail } from '../../../test/support/accounts.ts';
import { changeDeparture, seatsLeftOn, seatsTakenOn } from '../../../test/support/departures.ts';
import { quietJobLog } from '../../../test/support/jobs.ts';
import { bookingDetails, createOrder, dayFromToday, payAndBook, sandboxPay, verify } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { seatHolds } from '../../db/schema/departures.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { waitlistEntries } from '../../db/schema/waitlist.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import { createJobRunner } from '../../jobs/runner.ts';
import { SEATS_FREED_JOB } from '../departures/public.ts';
import { seatsFreedJob } from './jobs.ts';
import { offerFreedSeats } from './offers.ts';
import { sweepWaitlist } from './sweep.ts';

// Runs on embedded PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the races below
// really overlap on several pooled connections. Jobs do not poll: each test runs the offer
// work when it means to, at the moment it chooses.
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({}, { pollJobs: false });
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const settings = { offerHours: 12, horizonDays: 365 };
const HOUR = 3_600_000;

const join = (who: SignedIn | null, payload: object) => t.app.inject({ method: 'POST', url: '/api/user/waitlist', headers: who?.headers, payload });
const myEntries = (who: SignedIn) => t.app.inject({ method: 'GET', url: '/api/user/waitlist', headers: who.headers });
const leave = (who: SignedIn, id: string) => t.app.inject({ method: 'DELETE', url: `/api/user/waitlist/${id}`, headers: who.headers });
const cancel = (who: SignedIn, bookingId: string) => t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${bookingId}`, headers: who.headers });

/** A tour of `capacity` with its date sold out by one traveller's booking, answering both. */
async function soldOutDeparture(capacity: number, days = 20) {
  const tour = await insertTour(t.db, { capacity, pricePaise: 100_000 });
  const date = dayFromToday(days);
  const owner = await signUpTraveller(t.app);
  const { booking } = await payAndBook(t.app, owner, bookingDetails(tour.id, { bookingDate: date, numPeople: capacity }));
  return { tour, date, owner, booking, departure: { tourId: tour.id, date, startTime: tour.startTime } };
}

async function entryOf(id: string) {
  const [row] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return row!;
}

/** The checkout and payment a traveller makes from the offer email's booking form. */
async function bookFromOffer(who: SignedIn, tourId: string, date: string, numPeople: number) {
  const order = await createOrder(t.app, who, { booking: bookingDetails(tourId, { bookingDate: date, numPeople }) });
  if (order.statusCode !== 200) return { order, booking: undefined };
  const paid = await sandboxPay(t.app, order.json().order.id);
  const verified = await verify(t.app, who, paid.json());
  return { order, booking: verified.statusCode === 200 ? verified.json().booking : undefined, verified };
}

describe('joining the waiting list', () => {
  it('refuses a date with seats for the party (book it instead), and takes a sold-out one in the order of joining', async () => {
    const tour = await insertTour(t.db, { capacity: 4, pricePaise: 100_000 });
    const date = dayFromToday(15);
    const traveller = await signUpTraveller(t.app);
    const open = await join(traveller, { tourId: tour.id, bookingDate: date, numPeople: 2 });
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(waitlistMessages.bookInstead);

    const owner = await signUpTraveller(t.app);
    await payAndBook(t.app, owner, bookingDetails(tour.id, { bookingDate: date, numPeople: 3 }));
    // One seat left: a party of 2 does not fit, so it may wait; a party of 1 is told to book.
    expect((await join(traveller, { tourId: tour.id, bookingDate: date, numPeople: 1 })).json().message).toBe(waitlistMessages.bookInstead);
    const joined = await join(traveller, { tourId: tour.id, bookingDate: date, numPeople: '2' });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({
      message: waitlistMessages.joined,
      entry: { tourId: tour.id, tourTitle: tour.title, bookingDate: date, startTime: tour.startTime, numPeople: 2, status: 'waiting', position: 1, offer: null, party: { adult: 2, child: 0 } },
    });

    // Joining again answers the entry in line, unchanged.
    const again = await join(traveller, { tourId: tour.id, bookingDate: date, numPeople: 3 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: waitlistMessages.alreadyWaiting, entry: { _id: joined.json().entry._id, numPeople: 2 } });

    const second = await signUpTraveller(t.app);
    expect((await join(second, { tourId: tour.id, bookingDate: date, numPeople: 2 })).json().entry.position).toBe(2);

    const listed = await myEntries(traveller);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([expect.objectContaining({ _id: joined.json().entry._id, position: 1 })]);
  });

  it('refuses a party larger than the departure, a sixth entry in line, and dates in the past or beyond the horizon', async () => {
    const { tour, date } = await soldOutDeparture(3);
    const traveller = await signUpTraveller(t.app);
    const tooBig = await join(traveller, { tourId: tour.id, bookingDate: date, numPeople: 4 });
    expect(tooBig.statusCode).toBe(409);
    expect(tooBig.json().message).toBe(waitlistMessages.partyNeverFits(3));
    expect((await join(traveller, { tourId: tour.id, bookingDate: dayFromToday(-1), numPeople: 1 })).json().message).toBe(bookingMessages.dateInPast);
    expect((await join(traveller, { tourId: tour.id, bookingDate: dayFromToday(400), numPeople: 1 })).statusCode).toBe(400);

    for (let index = 0; index < MAX_WAITLIST_ENTRIES_PER_ACCOUNT; index += 1) {
      const other = await soldOutDeparture(1, 30 + index);
      expect((await join(traveller, { tourId: other.tour.id, bookingDate: other.date, numPeople: 1 })).statusCode).toBe(201);
    }
    const sixth = await join(traveller, { tourId: tour.id, bookingDate: date, numPeople: 1 });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(waitlistMessages.tooManyEntries);
  });

  it('answers bad input with 400, a closed date with its sentence, and keeps to travellers', async () => {
    const { tour, date } = await soldOutDeparture(2);
    const traveller = await signUpTraveller(t.app);
    for (const payload of [
      {},
      { bookingDate: date, numPeople: 1 },
      { tourId: 'not-an-id', bookingDate: date, numPeople: 1 },
      { tourId: tour.id, bookingDate: '2026-02-30', numPeople: 1 },
      { tourId: tour.id, bookingDate: date, numPeople: 'two' },
      { tourId: tour.id, bookingDate: date, numPeople: 0 },
      { tourId: tour.id, bookingDate: date },
      { tourId: tour.id, bookingDate: date, numPeople: 1, startTime: '9 in the morning' },
      { tourId: tour.id, bookingDate: date, party: { adult: -1 } },
    ]) {
      const response = await join(traveller, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
    expect((await join(null, { tourId: tour.id, bookingDate: date, numPeople: 1 })).statusCode).toBe(401);
    expect((await join(admin, { tourId: tour.id, bookingDate: date, numPeople: 1 })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/waitlist', headers: traveller.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/waitlist?from=2026-13-01', headers: admin.headers })).statusCode).toBe(400);
    expect((await leave(traveller, 'nope')).statusCode).toBe(400);

    const closedDate = dayFromToday(21);
    expect((await changeDeparture(t.app, admin, tour.id, closedDate, { closed: true })).statusCode).toBe(200);
    // A date the operator closed may come back: its line may wait for it.
    expect((await join(traveller, { tourId: tour.id, bookingDate: closedDate, numPeople: 1 })).statusCode).toBe(201);
    // The operator opens it again: the change announces it, and its line is offered the seats.
    const closedEntry = (await myEntries(traveller)).json()[0];
    expect((await changeDeparture(t.app, admin, tour.id, closedDate, { closed: false })).statusCode).toBe(200);
    const reopened = await t.db.select().from(jobs).where(eq(jobs.name, SEATS_FREED_JOB));
    expect(reopened.map((job) => job.payload)).toContainEqual({ tourId: tour.id, date: closedDate, startTime: tour.startTime });
    await offerFreedSeats(t.db, { tourId: tour.id, date: closedDate, startTime: tour.startTime }, settings, new Date());
    expect((await entryOf(closedEntry._id)).status).toBe('offered');

    const weekdayTour = await insertTour(t.db, { capacity: 2, runWeekdays: [] as number[] });
    const offSchedule = await join(traveller, { tourId: weekdayTour.id, bookingDate: date, numPeople: 1 });
    expect(offSchedule.statusCode).toBe(409);

    // Someone else's entry reads as none.
    const entry = (await join(traveller, { tourId: tour.id, bookingDate: date, numPeople: 1 })).json().entry;
    const stranger = await signUpTraveller(t.app);
    expect((await leave(stranger, entry._id)).statusCode).toBe(404);
    expect((await leave(traveller, entry._id)).json()).toEqual({ message: waitlistMessages.left });
    expect((await leave(traveller, entry._id)).statusCode).toBe(409);
    expect(departureMessages.soldOut).toBeTruthy();
  });
});

describe('a party by person type', () => {
  it('waits with the seats the party takes (a lap infant takes none) and is offered exactly those', async () => {
    const tour = await insertTour(t.db, {
      capacity: 3,
      pricePaise: 100_000,
      priceTypes: [
        { type: 'child', pricePaise: 50_000, minAge: 3, maxAge: 11, takesSeat: true },
        { type: 'infant', pricePaise: 0, minAge: null, maxAge: 2, takesSeat: false },
      ],
    });
    const date = dayFromToday(40);
    const owner = await signUpTraveller(t.app);
    const { booking } = await payAndBook(t.app, owner, bookingDetails(tour.id, { bookingDate: date, numPeople: 2 }));
    const family = await signUpTraveller(t.app);
    const mismatch = await join(family, { tourId: tour.id, bookingDate: date, numPeople: 4, party: { adult: 2, child: 1, infant: 1 } });
    expect(mismatch.statusCode).toBe(400);
    const joined = await join(family, { tourId: tour.id, bookingDate: date, party: { adult: 2, child: 1, infant: 1 } });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().entry).toMatchObject({ numPeople: 3, party: { adult: 2, child: 1, infant: 1, senior: 0 } });
    await cancel(owner, booking._id);
    await offerFreedSeats(t.db, { tourId: tour.id, date, startTime: tour.startTime }, settings, new Date());
    expect((await myEntries(family)).json()[0]).toMatchObject({ status: 'offered', offer: { seats: 3 } });
    expect(await seatsTakenOn(t.db, tour.id, date)).toBe(3);
    const email = await lastEmail(t.db, 'waitlist-offer', family.email);
    expect(email?.data).toMatchObject({ numPeople: 3, party: { adult: 2, child: 1, infant: 1 } });
  });
});

describe('offers when seats free up', () => {
  it('offers a cancel’s seats to the first entry whose party fits, skipping a bigger party, as a hold only that traveller’s checkout takes', async () => {
    const tour = await insertTour(t.db, { capacity: 4, pricePaise: 100_000 });
    const date = dayFromToday(25);
    const departure = { tourId: tour.id, date, startTime: tour.startTime };
    const first = await signUpTraveller(t.app);
    const second = await signUpTraveller(t.app);
    await payAndBook(t.app, first, bookingDetails(tour.id, { bookingDate: date, numPeople: 2 }));
    const { booking } = await payAndBook(t.app, second, bookingDetails(tour.id, { bookingDate: date, numPeople: 2 }));
    const big = await signUpTraveller(t.app);
    const small = await signUpTraveller(t.app);
    const bigEntry = (await join(big, { tourId: tour.id, bookingDate: date, numPeople: 3 })).json().entry;
    const smallEntry = (await join(small, { tourId: tour.id, bookingDate: date, numPeople: 2 })).json().entry;

    expect((await cancel(second, booking._id)).statusCode).toBe(200);
    // The cancel announced the freed seats in its own transaction.
    const announced = await t.db.select().from(jobs).where(eq(jobs.name, SEATS_FREED_JOB));
    expect(announced.map((job) => job.payload)).toContainEqual(departure);

    const round = await offerFreedSeats(t.db, departure, settings, new Date());
    expect(round).toMatchObject({ offered: 1 });
    expect((await entryOf(bigEntry._id)).status).toBe('waiting');
    const offered = await entryOf(smallEntry._id);
    expect(offered.status).toBe('offered');
    expect(offered.offerExpiresAt!.getTime() - offered.offeredAt!.getTime()).toBe(12 * HOUR);
    // The offer is a hold like any other: the date reads sold out to everyone else.
    expect(await seatsLeftOn(t.app, tour.id, date)).toMatchObject({ seatsLeft: 0, status: 'sold_out' });
    const email = await lastEmail(t.db, 'waitlist-offer', small.email);
    expect(email?.data).toMatchObject({ bookPath: `/dashboard/booknow/${tour.id}?waitlist=${smallEntry._id}`, numPeople: 2, bookingDate: date });
    // Looking again offers nothing more: no seat is held twice.
    expect(await offerFreedSeats(t.db, departure, settings, new Date())).toMatchObject({ offered: 0 });

    const stranger = await signUpTraveller(t.app);
    const refused = await createOrder(t.app, stranger, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 1 }) });
    expect(refused.statusCode).toBe(409);
    const booked = await bookFromOffer(small, tour.id, date, 2);
    expect(booked.booking).toMatchObject({ numPeople: 2, bookingDate: date });
    expect(await seatsTakenOn(t.db, tour.id, date)).toBe(4);
    expect((await myEntries(small)).json()[0]).toMatchObject({ _id: smallEntry._id, status: 'booked', offer: null });

    const line = await t.app.inject({ method: 'GET', url: `/api/admin/waitlist?tourId=${tour.id}`, headers: admin.headers });
    expect(line.statusCode).toBe(200);
    expect(line.json()).toEqual([
      expect.objectContaining({
        tourId: tour.id,
        date,
        startTime: tour.startTime,
        waiting: 1,
        entries: [
          expect.objectContaining({ _id: bigEntry._id, numPeople: 3, status: 'waiting', offeredAt: null, email: big.email }),
          expect.objectContaining({ _id: smallEntry._id, numPeople: 2, status: 'booked', offerExpiresAt: offered.offerExpiresAt!.toISOString() }),
        ],
      }),
    ]);
  });

  it('two travellers paying for one offer: only the one it was offered to books', async () => {
    const { tour, date, owner, booking, departure } = await soldOutDeparture(2);
    const waiting = await signUpTraveller(t.app);
    await join(waiting, { tourId: tour.id, bookingDate: date, numPeople: 2 });
    expect((await cancel(owner, booking._id)).statusCode).toBe(200);
    await offerFreedSeats(t.db, departure, settings, new Date());
    const other = await signUpTraveller(t.app);
    const [offered, forwarded] = await Promise.all([bookFromOffer(waiting, tour.id, date, 2), bookFromOffer(other, tour.id, date, 2)]);
    expect(offered.booking).toBeDefined();
    expect(forwarded.booking).toBeUndefined();
    expect(forwarded.order.statusCode).toBe(409);
    const onDate = await t.db.select().from(bookings).where(and(eq(bookings.tourId, tour.id), eq(bookings.bookingDate, date), eq(bookings.status, 'pending')));
    expect(onDate.map((row) => row.userId)).toEqual([waiting.userId]);
  });

  it('passes an offer that runs out unclaimed to the next in line, and a raised capacity reaches the line too', async () => {
    const { tour, date, owner, booking, departure } = await soldOutDeparture(2);
    const first = await signUpTraveller(t.app);
    const next = await signUpTraveller(t.app);
    const firstEntry = (await join(first, { tourId: tour.id, bookingDate: date, numPeople: 2 })).json().entry;
    const nextEntry = (await join(next, { tourId: tour.id, bookingDate: date, numPeople: 2 })).json().entry;
    await cancel(owner, booking._id);
    const now = new Date();
    await offerFreedSeats(t.db, departure, settings, now);
    expect((await entryOf(firstEntry._id)).status).toBe('offered');
    expect((await entryOf(nextEntry._id)).status).toBe('waiting');

    // Twelve hours on, the sweep finds the offer over: it passes to the next.
    const later = new Date(now.getTime() + 12 * HOUR + 60_000);
    const swept = await sweepWaitlist(t.db, settings, later);
    // The sweep looks at every departure with a line in this database; this one's is checked below.
    expect(swept.lapsed).toBeGreaterThanOrEqual(1);
    expect(swept.offered).toBeGreaterThanOrEqual(1);
    expect((await entryOf(firstEntry._id)).status).toBe('lapsed');
    const passed = await entryOf(nextEntry._id);
    expect(passed).toMatchObject({ status: 'offered' });
    expect(passed.offerExpiresAt!.getTime()).toBe(later.getTime() + 12 * HOUR);

    // The operator adds two seats: the change announces them, and the next party waiting is offered them.
    const third = await signUpTraveller(t.app);
    const thirdEntry = (await join(third, { tourId: tour.id, bookingDate: date, numPeople: 2 })).json().entry;
    const queuedBefore = (await t.db.select().from(jobs).where(eq(jobs.name, SEATS_FREED_JOB))).length;
    const bigger = await changeDeparture(t.app, admin, tour.id, date, { capacity: 4 });
    expect(bigger.statusCode).toBe(200);
    const announced = await t.db.select().from(jobs).where(eq(jobs.name, SEATS_FREED_JOB));
    expect(announced.length).toBe(queuedBefore + 1);
    expect(announced.map((job) => job.payload)).toContainEqual(departure);
    await offerFreedSeats(t.db, departure, settings, later);
    expect((await entryOf(thirdEntry._id)).status).toBe('offered');
    expect((await entryOf(nextEntry._id)).status).toBe('offered');
  });

  it('leaving with an offer gives its seats to the next in line', async () => {
    const { tour, date, owner, booking, departure } = await soldOutDeparture(1);
    const first = await signUpTraveller(t.app);
    const next = await signUpTraveller(t.app);
    const firstEntry = (await join(first, { tourId: tour.id, bookingDate: date, numPeople: 1 })).json().entry;
    const nextEntry = (await join(next, { tourId: tour.id, bookingDate: date, numPeople: 1 })).json().entry;
    await cancel(owner, booking._id);
    await offerFreedSeats(t.db, departure, settings, new Date());
    expect((await myEntries(first)).json()[0]).toMatchObject({ status: 'offered', offer: { seats: 1 } });
    expect((await leave(first, firstEntry._id)).statusCode).toBe(200);
    await offerFreedSeats(t.db, departure, settings, new Date());
    expect((await entryOf(nextEntry._id)).status).toBe('offered');
    const holds = await t.db.select().from(seatHolds).where(and(eq(seatHolds.tourId, tour.id), eq(seatHolds.date, date)));
    expect(holds.filter((hold) => hold.expiresAt > new Date()).map((hold) => hold.userId)).toEqual([next.userId]);
  });

  it('two instances running the offer job for one departure make one offer', async () => {
    const { tour, date, owner, booking, departure } = await soldOutDeparture(2);
    const waiting = [];
    for (let index = 0; index < 3; index += 1) {
      const traveller = await signUpTraveller(t.app);
      waiting.push((await join(traveller, { tourId: tour.id, bookingDate: date, numPeople: 2 })).json().entry);
    }
    await cancel(owner, booking._id);
    await enqueueJob(t.db, { name: SEATS_FREED_JOB, payload: departure });
    const runners = [0, 1].map(() => {
      const runner = createJobRunner({ db: t.db, log: quietJobLog() });
      runner.register(seatsFreedJob(t.db, settings));
      return runner;
    });
    const outcomes = (await Promise.all(runners.map((runner) => runner.runDueJobs()))).flat();
    expect(outcomes.length).toBeGreaterThanOrEqual(2);
    expect(outcomes.every((outcome) => outcome.status === 'done')).toBe(true);
    const states = await Promise.all(waiting.map((entry) => entryOf(entry._id)));
    expect(states.map((row) => row.status)).toEqual(['offered', 'waiting', 'waiting']);
    expect(await seatsTakenOn(t.db, tour.id, date)).toBe(2);
  });
});
