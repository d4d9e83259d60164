import { KEYED_BASE, bookingReference, checkCharacter } from '@yatrika/contract/booking-reference';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { settings } from '../../db/schema/settings.ts';

// References that say nothing (decision 041): new bookings' numbers are a keyed permutation of the
// sequence, so their references count nothing, lead to no neighbour, and differ per installation;
// the references of bookings made before keep working.
let first: TestApp;
let second: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  [first, second] = await Promise.all([createTestApp(), createTestApp()]);
  admin = await signInAdmin(first.app);
});
afterAll(async () => {
  await first.close();
  await second.close();
});

const travellersAndTours = new Map<TestApp, Promise<[SignedIn, Awaited<ReturnType<typeof insertTour>>]>>();

async function book(t: TestApp, values: Partial<typeof bookings.$inferInsert> = {}) {
  if (!travellersAndTours.has(t)) travellersAndTours.set(t, Promise.all([signUpTraveller(t.app), insertTour(t.db)]));
  const [traveller, tour] = await travellersAndTours.get(t)!;
  const [row] = await t.db
    .insert(bookings)
    .values({ userId: traveller.userId, tourId: tour.id, tourTitle: tour.title, tourLocation: tour.location, tourImage: '', pricePaise: 100_00, totalPaise: 100_00, fullName: 'Asha Verma', phone: '9876543210', bookingDate: '2030-01-01', startTime: '09:00', numPeople: 1, status: 'booked', ...values })
    .returning({ id: bookings.id, number: bookings.number });
  return { ...row!, reference: bookingReference(row!.number) };
}

const lookUp = (reference: string) => first.app.inject({ method: 'POST', url: '/api/admin/check-ins/lookup', headers: admin.headers, payload: { reference } });

describe('a new booking reference', () => {
  it('says nothing of how many bookings came before, nor of its neighbours', async () => {
    const made = [];
    for (let n = 0; n < 40; n++) made.push(await book(first));
    const keyed = made.map((booking) => booking.number - KEYED_BASE);
    for (const value of keyed) expect(value).toBeGreaterThanOrEqual(0);
    // Not 1, 2, 3…, nor any fixed step: consecutive bookings land anywhere in the 2^35 numbers.
    const steps = new Set(keyed.slice(1).map((value, index) => value - keyed[index]!));
    expect(steps.size).toBe(keyed.length - 1);
    expect(Math.min(...keyed)).toBeGreaterThan(40);
    expect([...keyed].sort((a, b) => a - b)).not.toEqual(keyed);
    // Half the numbers above the middle, roughly: spread over the range, not crowded at its start.
    expect(keyed.filter((value) => value >= 2 ** 34).length).toBeGreaterThan(8);
    expect(new Set(made.map((booking) => booking.reference)).size).toBe(made.length);
  });

  it('is short, unambiguous to read aloud, and ends with its check character', async () => {
    const { reference } = await book(first);
    expect(reference).toMatch(/^YT-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const code = reference.slice(3).replace('-', '');
    expect(code[7]).toBe(checkCharacter(code.slice(0, 7)));
  });

  it('is never the same sequence on two installations', async () => {
    const ours: string[] = [];
    const theirs: string[] = [];
    for (let n = 0; n < 5; n++) {
      ours.push((await book(first)).reference);
      theirs.push((await book(second)).reference);
    }
    expect(ours.filter((reference) => theirs.includes(reference))).toEqual([]);
    const [ourKey] = await first.db.select().from(settings).where(eq(settings.key, 'booking_number_key'));
    const [theirKey] = await second.db.select().from(settings).where(eq(settings.key, 'booking_number_key'));
    expect(ourKey!.value).not.toBe(theirKey!.value);
  });

  it('finds its booking at check-in and in the operator search; a letter misread finds nothing', async () => {
    const booking = await book(first, { bookingDate: '2030-02-02' });
    const found = await lookUp(booking.reference.toLowerCase().replace(/-/g, ' '));
    expect(found.statusCode).toBe(200);
    expect(found.json().booking.reference).toBe(booking.reference);
    const misread = `${booking.reference.slice(0, 3)}${booking.reference[3] === 'A' ? 'B' : 'A'}${booking.reference.slice(4)}`;
    expect((await lookUp(misread)).statusCode).toBe(404);
    const search = await first.app.inject({ method: 'GET', url: `/api/admin/bookings?query=${booking.reference.slice(-6)}`, headers: admin.headers });
    expect(search.json().map((row: { _id: string }) => row._id)).toContain(booking.id);
  });
});

describe('a booking made before keyed references', () => {
  it('keeps the reference printed on its ticket, found at check-in and in the search', async () => {
    // Booking number 1 as the identity column made it: YT-CFXK-PZB9, the example of decision 018.
    const legacy = await book(first, { number: 1 });
    expect(legacy.reference).toBe('YT-CFXK-PZB9');
    const found = await lookUp('ytcfxkpzb9');
    expect(found.statusCode).toBe(200);
    expect(found.json().booking.reference).toBe('YT-CFXK-PZB9');
    const search = await first.app.inject({ method: 'GET', url: '/api/admin/bookings?query=CFXK-PZB9', headers: admin.headers });
    expect(search.json().map((row: { _id: string }) => row._id)).toContain(legacy.id);
  });

  it('is never given to a new booking: a number whose reference reads as an existing one is skipped', async () => {
    // The next keyed number, as the database will compute it, and a legacy booking that already has its reference.
    const result = (await first.db.execute(sql`
      select 1099511627776 + permute_booking_sequence((select value from settings where key = 'booking_number_key'), last_value + 1) as next
      from booking_sequence`)) as unknown as { rows: Array<{ next: string | number }> };
    const next = Number(result.rows[0]!.next);
    const legacyNumber = await first.db.execute(sql`select legacy_booking_number(booking_reference_key(${next}::bigint)) as n`);
    const clashing = Number((legacyNumber as unknown as { rows: Array<{ n: string | number }> }).rows[0]!.n);
    const legacy = await book(first, { number: clashing });
    expect(legacy.reference).toBe(bookingReference(next));

    const made = await book(first);
    expect(made.number).not.toBe(next);
    expect(made.reference).not.toBe(legacy.reference);
    expect((await lookUp(legacy.reference)).json().booking._id).toBe(legacy.id);
  });
});
