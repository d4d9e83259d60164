import {
  datePriceBeyondHorizon,
  datePriceInvalid,
  datePriceMessages,
  datePriceTooLarge,
  datePriceTypeNotOffered,
} from '@yatrika/contract/date-prices';
import { departureMessages } from '@yatrika/contract/departure-messages';
import { tourMessages } from '@yatrika/contract/tours';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { availability } from '../../../test/support/departures.ts';
import { bookingDetails, createOrder, dayFromToday, sandboxPay, verify } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { tourDatePrices } from '../../db/schema/date-prices.ts';
import { tours } from '../../db/schema/tours.ts';
import { pricesOnDate } from './public.ts';

// Prices per date (decision 031): the operator's rules, the latest created winning where they
// overlap; each date of the calendar carries its prices; an order is priced when its hold is made.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL, where the parallel writes really overlap.
let t: TestApp;
let admin: SignedIn;
let asha: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  asha = await signUpTraveller(t.app);
});
afterAll(() => t.close());

const url = (tourId: string) => `/api/admin/tours/${tourId}/date-prices`;
const addRule = (tourId: string, payload: unknown, who: SignedIn = admin) =>
  t.app.inject({ method: 'POST', url: url(tourId), headers: who.headers, payload: payload as object });
const listRules = (tourId: string, query = '', who: SignedIn = admin) => t.app.inject({ method: 'GET', url: `${url(tourId)}${query}`, headers: who.headers });
const removeRule = (tourId: string, ruleId: string, who: SignedIn = admin) =>
  t.app.inject({ method: 'DELETE', url: `${url(tourId)}/${ruleId}`, headers: who.headers });

/** The first date from `days` ahead that falls on `weekday` (0 Sunday … 6 Saturday). */
function nextWeekday(weekday: number, days = 10): string {
  for (let offset = days; ; offset += 1) {
    const date = dayFromToday(offset);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === weekday) return date;
  }
}

async function pricesOf(tourId: string, date: string) {
  const response = await availability(t.app, tourId, `?from=${date}&days=1`);
  expect(response.statusCode).toBe(200);
  return response.json().dates[0].prices as Array<{ type: string; price: number }>;
}
const adultOn = async (tourId: string, date: string) => (await pricesOf(tourId, date)).find((each) => each.type === 'adult')?.price;

const withChildren = () =>
  insertTour(t.db, {
    pricePaise: 200_000,
    priceTypes: [
      { type: 'child', pricePaise: 100_000, minAge: 5, maxAge: 11, takesSeat: true },
      { type: 'infant', pricePaise: 10_000, minAge: 0, maxAge: 4, takesSeat: false },
    ],
  });

describe('the operator sets prices per date', () => {
  it('creates, lists and deletes a rule; the calendar follows', async () => {
    const tour = await insertTour(t.db, { pricePaise: 200_000 });
    const [from, to] = [dayFromToday(20), dayFromToday(22)];
    const created = await addRule(tour.id, { from, to, prices: { adult: 2800 } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: datePriceMessages.created,
      datePrice: { tourId: tour.id, from, to, weekdays: null, prices: { adult: 2800, child: null, senior: null } },
    });
    const ruleId = created.json().datePrice._id;

    expect((await listRules(tour.id)).json().datePrices.map((rule: { _id: string }) => rule._id)).toEqual([ruleId]);
    expect(await adultOn(tour.id, dayFromToday(19))).toBe(2000);
    expect(await adultOn(tour.id, from)).toBe(2800);
    expect(await adultOn(tour.id, to)).toBe(2800);
    expect(await adultOn(tour.id, dayFromToday(23))).toBe(2000);

    const removed = await removeRule(tour.id, ruleId);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: datePriceMessages.deleted });
    expect(await adultOn(tour.id, from)).toBe(2000);
    expect((await removeRule(tour.id, ruleId)).statusCode).toBe(404);
    expect((await removeRule(tour.id, ruleId)).json().message).toBe(datePriceMessages.notFound);
  });

  it('applies a weekday filter: weekends only', async () => {
    const tour = await insertTour(t.db, { pricePaise: 200_000 });
    const saturday = nextWeekday(6);
    const sunday = dayFromToday(Math.round((Date.parse(saturday) - Date.parse(dayFromToday(0))) / 86_400_000) + 1);
    const monday = dayFromToday(Math.round((Date.parse(saturday) - Date.parse(dayFromToday(0))) / 86_400_000) + 2);
    const created = await addRule(tour.id, { from: saturday, to: monday, weekdays: [6, 0, 6], prices: { adult: '2750.50' } });
    expect(created.statusCode).toBe(201);
    expect(created.json().datePrice.weekdays).toEqual([0, 6]);
    expect(await adultOn(tour.id, saturday)).toBe(2750.5);
    expect(await adultOn(tour.id, sunday)).toBe(2750.5);
    expect(await adultOn(tour.id, monday)).toBe(2000);
  });

  it('lets the latest created rule win where rules overlap, whichever is cheaper', async () => {
    const tour = await insertTour(t.db, { pricePaise: 200_000 });
    const date = dayFromToday(40);
    await addRule(tour.id, { from: dayFromToday(35), to: dayFromToday(45), prices: { adult: 1500 } });
    await addRule(tour.id, { from: dayFromToday(39), to: dayFromToday(41), prices: { adult: 3000 } });
    expect(await adultOn(tour.id, dayFromToday(38))).toBe(1500);
    expect(await adultOn(tour.id, date)).toBe(3000);
    const third = await addRule(tour.id, { from: date, to: date, prices: { adult: 2500 } });
    expect(await adultOn(tour.id, date)).toBe(2500);
    // Removing the newest brings back the one before it.
    await removeRule(tour.id, third.json().datePrice._id);
    expect(await adultOn(tour.id, date)).toBe(3000);
    // Newest first in the list.
    const listed = (await listRules(tour.id)).json().datePrices.map((rule: { prices: { adult: number } }) => rule.prices.adult);
    expect(listed).toEqual([3000, 1500]);
  });

  it('prices children and seniors where the rule names them; infants keep the tour price', async () => {
    const tour = await withChildren();
    const date = dayFromToday(25);
    expect((await addRule(tour.id, { from: date, to: date, prices: { adult: 2500, child: 1250 } })).statusCode).toBe(201);
    expect(await pricesOf(tour.id, date)).toEqual([
      { type: 'adult', price: 2500 },
      { type: 'child', price: 1250 },
      { type: 'infant', price: 100 },
    ]);
    expect(await pricesOf(tour.id, dayFromToday(26))).toEqual([
      { type: 'adult', price: 2000 },
      { type: 'child', price: 1000 },
      { type: 'infant', price: 100 },
    ]);
    // The one resolution the quote uses agrees with the calendar.
    const row = (await t.db.select().from(tours).where(eq(tours.id, tour.id)))[0]!;
    expect(await pricesOnDate(t.db, row, date)).toEqual([
      { type: 'adult', pricePaise: 250_000, takesSeat: true },
      { type: 'child', pricePaise: 125_000, takesSeat: true },
      { type: 'infant', pricePaise: 10_000, takesSeat: false },
    ]);
  });

  it('hides rules that ended unless asked for past ones', async () => {
    const tour = await insertTour(t.db, { pricePaise: 200_000 });
    await t.db.insert(tourDatePrices).values({ tourId: tour.id, firstDate: dayFromToday(-10), lastDate: dayFromToday(-5), adultPricePaise: 100_000 });
    await addRule(tour.id, { from: dayFromToday(5), to: dayFromToday(6), prices: { adult: 2200 } });
    expect((await listRules(tour.id)).json().datePrices).toHaveLength(1);
    expect((await listRules(tour.id, '?past=true')).json().datePrices).toHaveLength(2);
  });
});

describe('orders are priced when the hold is made', () => {
  it('charges the date price, and a price changed after the hold leaves the order and booking as quoted', async () => {
    const tour = await insertTour(t.db, { pricePaise: 200_000 });
    const date = dayFromToday(30);
    const rule = await addRule(tour.id, { from: date, to: date, prices: { adult: 2800 } });
    const details = bookingDetails(tour.id, { bookingDate: date, numPeople: 2 });
    const order = await createOrder(t.app, asha, { booking: details });
    expect(order.statusCode).toBe(200);
    expect(order.json().order.amount).toBe(560_000);

    // The operator changes the price of that date while Asha pays.
    await removeRule(tour.id, rule.json().datePrice._id);
    await addRule(tour.id, { from: date, to: date, prices: { adult: 3500 } });

    // Asha pays the order she opened: it keeps the price it was quoted at.
    const paid = await sandboxPay(t.app, order.json().order.id);
    const verified = await verify(t.app, asha, paid.json());
    expect(verified.statusCode).toBe(200);
    expect(verified.json().booking).toMatchObject({ totalPrice: 5600, pricePerPerson: 2800 });
    // A new checkout on the date is priced at today's price.
    const other = await signUpTraveller(t.app);
    const later = await createOrder(t.app, other, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 1 }) });
    expect(later.json().order.amount).toBe(350_000);
  });

  it('charges the tour price on a date no rule covers', async () => {
    const tour = await insertTour(t.db, { pricePaise: 200_000 });
    await addRule(tour.id, { from: dayFromToday(50), to: dayFromToday(51), prices: { adult: 2800 } });
    const order = await createOrder(t.app, asha, { booking: bookingDetails(tour.id, { bookingDate: dayFromToday(52), numPeople: 1 }) });
    expect(order.json().order.amount).toBe(200_000);
  });
});

describe('"from ₹X" on tour answers', () => {
  const tourAnswer = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/routes/tours/${id}` })).json();

  it('is the tour price until a rule lowers it, and follows rules as they come and go', async () => {
    const tour = await insertTour(t.db, { pricePaise: 200_000 });
    expect(await tourAnswer(tour.id)).toMatchObject({ pricePerPerson: 2000, fromPrice: 2000 });
    await addRule(tour.id, { from: dayFromToday(10), to: dayFromToday(12), prices: { adult: 2500 } });
    expect(await tourAnswer(tour.id)).toMatchObject({ pricePerPerson: 2000, fromPrice: 2000 });
    const cheaper = await addRule(tour.id, { from: dayFromToday(13), to: dayFromToday(14), prices: { adult: 1750 } });
    expect(await tourAnswer(tour.id)).toMatchObject({ pricePerPerson: 2000, fromPrice: 1750 });
    await removeRule(tour.id, cheaper.json().datePrice._id);
    expect(await tourAnswer(tour.id)).toMatchObject({ fromPrice: 2000 });
  });

  it('shows on the lists', async () => {
    const tour = await insertTour(t.db, { pricePaise: 200_000, title: 'Datepricefloor Ghats Walk' });
    await addRule(tour.id, { from: dayFromToday(10), to: dayFromToday(12), prices: { adult: 1500 } });
    const list = (await t.app.inject({ method: 'GET', url: '/api/routes/destinations?q=Datepricefloor' })).json();
    const found = (Array.isArray(list) ? list : list.data).find((each: { _id: string }) => each._id === tour.id);
    expect(found).toMatchObject({ pricePerPerson: 2000, fromPrice: 1500 });
  });

  it('goes back up when the lower rule has passed and the recommended-scores job refreshes the floors', async () => {
    const tour = await insertTour(t.db, { pricePaise: 200_000 });
    await t.db.insert(tourDatePrices).values({ tourId: tour.id, firstDate: dayFromToday(-3), lastDate: dayFromToday(-1), adultPricePaise: 90_000 });
    // Written directly to pretend the rule was still to come when it was added.
    await t.db.update(tours).set({ datePriceFloorPaise: 90_000 }).where(eq(tours.id, tour.id));
    // What the recommended-scores job runs beside the scores (modules/tours/recommended-scores.ts).
    await t.db.execute(sql`select yatrika_refresh_date_price_floors()`);
    expect((await t.db.select().from(tours).where(eq(tours.id, tour.id)))[0]!.datePriceFloorPaise).toBeNull();
  });

  it('keeps the lowest price when the operator adds rules on several connections at once', async () => {
    const tour = await insertTour(t.db, { pricePaise: 500_000 });
    const prices = [4900, 4100, 3900, 4700, 3100, 4500, 3300, 4300];
    const answers = await Promise.all(prices.map((adult, index) => addRule(tour.id, { from: dayFromToday(10 + index), to: dayFromToday(10 + index), prices: { adult } })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(prices.map(() => 201));
    expect((await t.db.select().from(tours).where(eq(tours.id, tour.id)))[0]!.datePriceFloorPaise).toBe(310_000);
    // And removing them at once leaves no floor behind.
    const ids = (await listRules(tour.id)).json().datePrices.map((rule: { _id: string }) => rule._id) as string[];
    await Promise.all(ids.map((id) => removeRule(tour.id, id)));
    expect((await t.db.select().from(tours).where(eq(tours.id, tour.id)))[0]!.datePriceFloorPaise).toBeNull();
  });
});

describe('access and bad input', () => {
  it('refuses travellers (403) and anonymous callers (401)', async () => {
    const tour = await insertTour(t.db);
    const rule = { from: dayFromToday(5), to: dayFromToday(6), prices: { adult: 2000 } };
    expect((await addRule(tour.id, rule, asha)).statusCode).toBe(403);
    expect((await listRules(tour.id, '', asha)).statusCode).toBe(403);
    expect((await removeRule(tour.id, '00000000-0000-4000-8000-000000000000', asha)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url(tour.id) })).statusCode).toBe(401);
  });

  it('answers 400 for a malformed id and 404 for an unknown tour or a rule of another tour', async () => {
    expect((await listRules('not-an-id')).statusCode).toBe(400);
    expect((await removeRule('not-an-id', 'nor-this')).statusCode).toBe(400);
    const unknown = await addRule('00000000-0000-4000-8000-000000000000', { from: dayFromToday(5), to: dayFromToday(6), prices: { adult: 2000 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(tourMessages.notFound);
    const [one, other] = [await insertTour(t.db), await insertTour(t.db)];
    const rule = await addRule(one.id, { from: dayFromToday(5), to: dayFromToday(6), prices: { adult: 2000 } });
    expect((await removeRule(other.id, rule.json().datePrice._id)).statusCode).toBe(404);
    expect((await listRules(one.id)).json().datePrices).toHaveLength(1);
  });

  it.each([
    [{ from: dayFromToday(6), to: dayFromToday(5), prices: { adult: 2000 } }, datePriceMessages.rangeBackwards],
    [{ from: dayFromToday(-1), to: dayFromToday(5), prices: { adult: 2000 } }, datePriceMessages.inPast],
    [{ from: dayFromToday(5), to: dayFromToday(366), prices: { adult: 2000 } }, datePriceBeyondHorizon(365)],
    [{ from: '2026-02-30', to: dayFromToday(5), prices: { adult: 2000 } }, departureMessages.dateInvalid],
    [{ to: dayFromToday(5), prices: { adult: 2000 } }, departureMessages.dateInvalid],
    [{ from: dayFromToday(5), to: dayFromToday(6), prices: { adult: 0 } }, datePriceInvalid('adult')],
    [{ from: dayFromToday(5), to: dayFromToday(6), prices: { adult: -5 } }, datePriceInvalid('adult')],
    [{ from: dayFromToday(5), to: dayFromToday(6), prices: { adult: 12.345 } }, datePriceInvalid('adult')],
    [{ from: dayFromToday(5), to: dayFromToday(6), prices: { adult: 'lots' } }, datePriceInvalid('adult')],
    [{ from: dayFromToday(5), to: dayFromToday(6), prices: { adult: 1e12 } }, datePriceTooLarge('adult')],
    [{ from: dayFromToday(5), to: dayFromToday(6), prices: { adult: 2000, child: 0 } }, datePriceInvalid('child')],
    [{ from: dayFromToday(5), to: dayFromToday(6) }, datePriceMessages.pricesRequired],
    [{ from: dayFromToday(5), to: dayFromToday(6), weekdays: [7], prices: { adult: 2000 } }, datePriceMessages.weekdaysInvalid],
    [{ from: dayFromToday(5), to: dayFromToday(6), weekdays: ['sat'], prices: { adult: 2000 } }, datePriceMessages.weekdaysInvalid],
    [{ from: dayFromToday(5), to: dayFromToday(6), weekdays: 6, prices: { adult: 2000 } }, datePriceMessages.weekdaysInvalid],
    [{ from: dayFromToday(5), to: dayFromToday(6), prices: { adult: 2000, senior: 1500 } }, datePriceTypeNotOffered('senior')],
    [{ from: dayFromToday(5), to: dayFromToday(6), prices: { adult: 2000, child: 1500 } }, datePriceTypeNotOffered('child')],
  ])('refuses %j with its sentence', async (payload, message) => {
    const tour = await insertTour(t.db);
    const answer = await addRule(tour.id, payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message);
    expect((await listRules(tour.id)).json().datePrices).toEqual([]);
  });
});
