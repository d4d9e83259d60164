import { guideMessages } from '@yatrika/contract/guides';
import { todayInIndia } from '@yatrika/contract/dates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { checkInScan, paidBookingOn, ticketOf } from '../../../test/support/check-ins.ts';
import { assignDepartureGuides, assignTourGuides, signInGuide } from '../../../test/support/guides.ts';
import { dayFromToday } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { checkInScans } from '../../db/schema/check-ins.ts';

let t: TestApp;
let owner: SignedIn;
let ravi: SignedIn;
let meera: SignedIn;
let asha: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAdmin(t.app);
  ravi = await signInGuide(t.app, t.db, owner, 'Ravi Guide');
  meera = await signInGuide(t.app, t.db, owner, 'Meera Guide');
  asha = await signUpTraveller(t.app);
});
afterAll(() => t.close());

const lookUp = (who: SignedIn, payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/check-ins/lookup', headers: who.headers, payload });

/** A paid party of `numPeople` on a tour, on `date`, with its ticket's code when it has one. */
async function partyOn(tourId: string, date: string, numPeople = 2) {
  const booking = await paidBookingOn(t.app, t.db, asha, tourId, { date, numPeople });
  const code = date >= todayInIndia() ? ((await ticketOf(t.app, asha, booking._id)).json().code as string) : undefined;
  return { booking, code };
}

describe('assigning guides', () => {
  it("replaces a tour's guides, lists them, and writes one audit row with before and after", async () => {
    const tour = await insertTour(t.db);
    const choices = await t.app.inject({ method: 'GET', url: '/api/admin/guides', headers: owner.headers });
    expect(choices.statusCode).toBe(200);
    expect(choices.json().guides.map((guide: { _id: string }) => guide._id)).toEqual(expect.arrayContaining([ravi.userId, meera.userId]));
    expect(choices.json().guides.map((guide: { _id: string }) => guide._id)).not.toContain(owner.userId);

    const saved = await assignTourGuides(t.app, owner, tour.id, [ravi.userId, meera.userId, ravi.userId]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: guideMessages.tourGuidesSaved });
    expect(saved.json().guides.map((guide: { name: string }) => guide.name)).toEqual(['Meera Guide', 'Ravi Guide']);

    const changed = await assignTourGuides(t.app, owner, tour.id, [meera.userId]);
    expect(changed.json().guides).toEqual([expect.objectContaining({ _id: meera.userId, name: 'Meera Guide', suspended: false })]);
    const listed = await t.app.inject({ method: 'GET', url: `/api/admin/tours/${tour.id}/guides`, headers: owner.headers });
    expect(listed.json().guides.map((guide: { _id: string }) => guide._id)).toEqual([meera.userId]);

    const rows = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'tour.guides'), eq(auditLog.subjectId, tour.id)));
    expect(rows).toHaveLength(2);
    const last = rows.find((row) => (row.after as { guideIds: string[] }).guideIds.length === 1)!;
    expect(last).toMatchObject({ actorId: owner.userId, subjectKind: 'tour' });
    expect((last.before as { guideIds: string[] }).guideIds.sort()).toEqual([ravi.userId, meera.userId].sort());
  });

  it('refuses an account that is not a guide, an unknown tour, and writes no audit row for a refusal', async () => {
    const tour = await insertTour(t.db);
    const notAGuide = await assignTourGuides(t.app, owner, tour.id, [owner.userId]);
    expect(notAGuide.statusCode).toBe(400);
    expect(notAGuide.json().message).toBe(guideMessages.notAGuide);
    expect((await assignTourGuides(t.app, owner, tour.id, [asha.userId])).statusCode).toBe(400);
    expect((await assignTourGuides(t.app, owner, '00000000-0000-4000-8000-000000000000', [ravi.userId])).statusCode).toBe(404);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.subjectId, tour.id))).toEqual([]);
  });

  it("assigns one departure's guides by start time, refusing a start time the tour lacks", async () => {
    const tour = await insertTour(t.db, { startTimes: ['07:00', '15:00'] });
    const date = dayFromToday(1);
    const saved = await assignDepartureGuides(t.app, owner, tour.id, date, { startTime: '15:00', guideIds: [ravi.userId] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: guideMessages.departureGuidesSaved, guides: [{ _id: ravi.userId }] });
    const afternoon = await t.app.inject({ method: 'GET', url: `/api/admin/tours/${tour.id}/departures/${date}/guides?startTime=15:00`, headers: owner.headers });
    expect(afternoon.json().guides).toHaveLength(1);
    const morning = await t.app.inject({ method: 'GET', url: `/api/admin/tours/${tour.id}/departures/${date}/guides`, headers: owner.headers });
    expect(morning.json().guides).toEqual([]);
    const unknown = await assignDepartureGuides(t.app, owner, tour.id, date, { startTime: '11:00', guideIds: [ravi.userId] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(guideMessages.startTimeUnknown);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, `${tour.id}/${date}/15:00`));
    expect(row).toMatchObject({ action: 'departure.guides', subjectKind: 'departure', after: { guideIds: [ravi.userId] } });
  });

  it('is not a guide’s to do: assigning answers 403 naming the permission', async () => {
    const tour = await insertTour(t.db);
    const refused = await assignTourGuides(t.app, ravi, tour.id, [ravi.userId]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().permission).toBe('catalogue.change');
    expect((await assignDepartureGuides(t.app, ravi, tour.id, todayInIndia(), { guideIds: [ravi.userId] })).json().permission).toBe('bookings.change');
  });
});

describe("a guide's scope: today's and tomorrow's departures assigned to them", () => {
  it("checks in on their tour today, reads tomorrow's ticket, and is refused the day after's", async () => {
    const theirs = await insertTour(t.db, { meetingPoint: 'Gateway of India' });
    await assignTourGuides(t.app, owner, theirs.id, [ravi.userId]);

    const today = await partyOn(theirs.id, todayInIndia(), 2);
    expect((await checkInScan(t.app, ravi, { code: today.code })).json()).toMatchObject({ outcome: 'checked_in', checkedInNow: 2 });

    const tomorrow = await partyOn(theirs.id, dayFromToday(1));
    const early = await checkInScan(t.app, ravi, { code: tomorrow.code });
    expect(early.statusCode).toBe(200);
    expect(early.json().outcome).toBe('other_date');
    expect((await lookUp(ravi, { reference: tomorrow.booking.reference })).statusCode).toBe(200);

    const dayAfter = await partyOn(theirs.id, dayFromToday(2));
    const late = await checkInScan(t.app, ravi, { code: dayAfter.code });
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(guideMessages.notAssigned);
  });

  it("is refused another tour's ticket, scanned or typed, and nothing of it is shown or counted", async () => {
    const theirs = await insertTour(t.db);
    const another = await insertTour(t.db);
    await assignTourGuides(t.app, owner, theirs.id, [ravi.userId]);
    const others = await partyOn(another.id, todayInIndia());
    for (const refused of [await checkInScan(t.app, ravi, { code: others.code }), await lookUp(ravi, { reference: others.booking.reference })]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(expect.objectContaining({ message: guideMessages.notAssigned }));
      // Nothing of the traveller is shown.
      expect(refused.body).not.toContain('Asha');
    }
    expect(await t.db.select().from(checkInScans).where(eq(checkInScans.bookingId, others.booking._id))).toEqual([]);
    // The owner is not limited.
    expect((await checkInScan(t.app, owner, { code: others.code })).json().outcome).toBe('checked_in');
  });

  it('works on a departure assigned by name, and only on that start time', async () => {
    const tour = await insertTour(t.db, { startTimes: ['07:00', '15:00'] });
    await assignDepartureGuides(t.app, owner, tour.id, todayInIndia(), { startTime: '07:00', guideIds: [meera.userId] });
    const morning = await paidBookingOn(t.app, t.db, asha, tour.id, { numPeople: 1 });
    const afternoon = await paidBookingOn(t.app, t.db, asha, tour.id, { numPeople: 1 });
    // The afternoon party's start time set directly: both are booked at the tour's first.
    await t.db.update(bookings).set({ startTime: '15:00' }).where(eq(bookings.id, afternoon._id));
    expect((await checkInScan(t.app, meera, { reference: morning.reference })).json().outcome).toBe('checked_in');
    expect((await checkInScan(t.app, meera, { reference: afternoon.reference })).statusCode).toBe(403);
    expect((await checkInScan(t.app, ravi, { reference: morning.reference })).statusCode).toBe(403);
  });

  it("lists only the guide's departures of the day, refuses other days, and scopes the manifest and no-shows", async () => {
    // A guide of their own: the tests above assign Ravi and Meera to tours running today too.
    const arjun = await signInGuide(t.app, t.db, owner, 'Arjun Guide');
    const theirs = await insertTour(t.db, { meetingPoint: 'Jaipur, Hawa Mahal gate' });
    const another = await insertTour(t.db);
    await assignTourGuides(t.app, owner, theirs.id, [arjun.userId]);
    await partyOn(theirs.id, todayInIndia());
    await partyOn(another.id, todayInIndia());

    const day = await t.app.inject({ method: 'GET', url: '/api/admin/check-ins/today', headers: arjun.headers });
    expect(day.statusCode).toBe(200);
    const tourIds = day.json().departures.map((departure: { tourId: string }) => departure.tourId);
    expect(tourIds).toContain(theirs.id);
    expect(tourIds).not.toContain(another.id);
    const ownerDay = await t.app.inject({ method: 'GET', url: '/api/admin/check-ins/today', headers: owner.headers });
    expect(ownerDay.json().departures.map((departure: { tourId: string }) => departure.tourId)).toEqual(expect.arrayContaining([theirs.id, another.id]));
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/check-ins/today?date=${dayFromToday(1)}`, headers: arjun.headers })).statusCode).toBe(200);
    const far = await t.app.inject({ method: 'GET', url: `/api/admin/check-ins/today?date=${dayFromToday(2)}`, headers: arjun.headers });
    expect(far.statusCode).toBe(403);
    expect(far.json().message).toBe(guideMessages.outsideDays);

    const manifest = (tourId: string, who: SignedIn) =>
      t.app.inject({ method: 'GET', url: `/api/admin/tours/${tourId}/departures/${todayInIndia()}/manifest.csv`, headers: who.headers });
    expect((await manifest(theirs.id, arjun)).statusCode).toBe(200);
    expect((await manifest(another.id, arjun)).statusCode).toBe(403);
    expect((await manifest(another.id, owner)).statusCode).toBe(200);
    const range = await t.app.inject({ method: 'GET', url: `/api/admin/manifest.csv?from=${todayInIndia()}&to=${dayFromToday(1)}`, headers: arjun.headers });
    expect(range.statusCode).toBe(200);
    expect(range.body).toContain(theirs.title);
    expect(range.body).not.toContain(another.title);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/manifest.csv', headers: arjun.headers })).statusCode).toBe(403);
    const onScreen = await t.app.inject({ method: 'GET', url: `/api/admin/departures?from=${todayInIndia()}&to=${todayInIndia()}`, headers: arjun.headers });
    // The operator's departures screen reads every booking: a guide has their own list instead (below).
    expect({ status: onScreen.statusCode, permission: onScreen.json().permission }).toEqual({ status: 403, permission: 'bookings.read' });

    const noShows = (tourId: string) => t.app.inject({ method: 'POST', url: '/api/admin/check-ins/no-shows', headers: arjun.headers, payload: { tourId, date: todayInIndia() } });
    expect((await noShows(another.id)).statusCode).toBe(403);
    expect((await noShows(theirs.id)).statusCode).not.toBe(403);
  });

  it("gives the guide's phone today's and tomorrow's departures with the party by type and who came", async () => {
    const lata = await signInGuide(t.app, t.db, owner, 'Lata Guide');
    const theirs = await insertTour(t.db, { meetingPoint: 'Rishikesh, Ram Jhula' });
    await assignTourGuides(t.app, owner, theirs.id, [lata.userId]);
    const today = await partyOn(theirs.id, todayInIndia(), 3);
    await partyOn(theirs.id, dayFromToday(1), 2);
    await partyOn(theirs.id, dayFromToday(2), 4);
    await checkInScan(t.app, lata, { code: today.code, people: 1 });

    const answer = await t.app.inject({ method: 'GET', url: '/api/admin/guide/departures', headers: lata.headers });
    expect(answer.statusCode).toBe(200);
    const { today: day, tomorrow, departures } = answer.json();
    expect([day, tomorrow]).toEqual([todayInIndia(), dayFromToday(1)]);
    expect(departures.filter((departure: { tourId: string }) => departure.tourId === theirs.id)).toEqual([
      expect.objectContaining({ date: day, startTime: theirs.startTime, meetingPoint: 'Rishikesh, Ram Jhula', people: 3, party: { adult: 3, child: 0, infant: 0, senior: 0 }, partyWords: '3 people', bookings: 1, checkedIn: 1, waiting: 2 }),
      expect.objectContaining({ date: tomorrow, people: 2, checkedIn: 0 }),
    ]);
    // Every departure on a guide's phone is theirs; the owner's lists the others too.
    const ownerList = await t.app.inject({ method: 'GET', url: '/api/admin/guide/departures', headers: owner.headers });
    expect(new Set(departures.map((departure: { tourId: string }) => departure.tourId))).toEqual(new Set([theirs.id]));
    expect(ownerList.json().departures.length).toBeGreaterThan(departures.length);
  });

  it('counts a party once when two guides check in the same ticket at the same moment', async () => {
    const tour = await insertTour(t.db);
    await assignTourGuides(t.app, owner, tour.id, [ravi.userId, meera.userId]);
    const { booking, code } = await partyOn(tour.id, todayInIndia(), 4);
    const answers = await Promise.all([checkInScan(t.app, ravi, { code }), checkInScan(t.app, meera, { code })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().outcome).sort()).toEqual(['already_checked_in', 'checked_in']);
    expect(answers.reduce((sum, answer) => sum + answer.json().checkedInNow, 0)).toBe(4);
    const scans = await t.db.select().from(checkInScans).where(eq(checkInScans.bookingId, booking._id));
    expect(scans).toHaveLength(1);
    expect(scans[0]!.people).toBe(4);
  });
});
