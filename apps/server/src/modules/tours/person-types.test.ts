import { personTypeMessages } from '@yatrika/contract/person-types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipartBody, signInAdmin, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { createTour, imageFile, postTourForm, putTourForm, tourFields } from '../../../test/support/tour-forms.ts';
import { tours } from '../../db/schema/tours.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const family = JSON.stringify([
  { type: 'child', price: 9250.5, minAge: 5, maxAge: 11 },
  { type: 'infant', price: 0, maxAge: 4 },
  { type: 'senior', price: '15000', minAge: 60, takesSeat: true },
]);

async function createWith(fields: Record<string, string>) {
  return postTourForm(t.app, admin, multipartBody(tourFields(fields), await imageFile()));
}

describe('tours with person types and a group discount', () => {
  it('creates a tour with child, infant and senior prices and a group rule; every tour answer carries them, adult first', async () => {
    const response = await createWith({ pricePerPerson: '18500', priceTypes: family, groupDiscount: JSON.stringify({ minPeople: 6, percentOff: 10 }) });
    expect(response.statusCode).toBe(201);
    const tour = response.json().data;
    const priceTypes = [
      { type: 'adult', price: 18500, takesSeat: true },
      { type: 'child', price: 9250.5, minAge: 5, maxAge: 11, takesSeat: true },
      // Infants are free and ride on a lap unless the operator says otherwise.
      { type: 'infant', price: 0, maxAge: 4, takesSeat: false },
      { type: 'senior', price: 15000, minAge: 60, takesSeat: true },
    ];
    expect(tour).toMatchObject({ pricePerPerson: 18500, priceTypes, groupDiscount: { minPeople: 6, percentOff: 10 } });
    const [row] = await t.db.select().from(tours).where(eq(tours.id, tour._id));
    expect(row!.priceTypes).toEqual([
      { type: 'child', pricePaise: 925_050, minAge: 5, maxAge: 11, takesSeat: true },
      { type: 'infant', pricePaise: 0, minAge: null, maxAge: 4, takesSeat: false },
      { type: 'senior', pricePaise: 1_500_000, minAge: 60, maxAge: null, takesSeat: true },
    ]);
    expect((await t.app.inject({ method: 'GET', url: `/api/routes/tours/${tour._id}` })).json()).toMatchObject({ priceTypes, groupDiscount: { minPeople: 6, percentOff: 10 } });
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/tours/${tour._id}`, headers: admin.headers })).json().tour).toMatchObject({ priceTypes });
  });

  it('answers adults only and no group rule for a tour made without them (the original admin form)', async () => {
    const tour = await createTour(t.app, admin, { pricePerPerson: '2499.99' });
    expect(tour.priceTypes).toEqual([{ type: 'adult', price: 2499.99, takesSeat: true }]);
    expect(tour.groupDiscount).toBeNull();
  });

  it('updates them: blank or absent keeps, [] and null clear, a new price per person moves the adult price', async () => {
    const tour = (await createWith({ priceTypes: family, groupDiscount: '{"minPeople":"4","percentOff":"5"}' })).json().data;
    const kept = await putTourForm(t.app, admin, tour._id, multipartBody({ title: 'Renamed family trek', priceTypes: '', groupDiscount: '' }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ priceTypes: tour.priceTypes, groupDiscount: { minPeople: 4, percentOff: 5 } });

    // A client sending the answer's list back, adult included at the same price, changes nothing else.
    const roundTrip = await putTourForm(t.app, admin, tour._id, multipartBody({ priceTypes: JSON.stringify(tour.priceTypes) }));
    expect(roundTrip.statusCode).toBe(200);
    expect(roundTrip.json().data.priceTypes).toEqual(tour.priceTypes);

    const moved = await putTourForm(t.app, admin, tour._id, multipartBody({ pricePerPerson: '20000', priceTypes: '[{"type":"child","price":10000}]' }));
    expect(moved.json().data.priceTypes).toEqual([
      { type: 'adult', price: 20000, takesSeat: true },
      { type: 'child', price: 10000, takesSeat: true },
    ]);
    const cleared = await putTourForm(t.app, admin, tour._id, multipartBody({ priceTypes: '[]', groupDiscount: 'null' }));
    expect(cleared.json().data).toMatchObject({ priceTypes: [{ type: 'adult', price: 20000, takesSeat: true }], groupDiscount: null });
  });

  it.each([
    ['not JSON', '[{"type":', personTypeMessages.priceTypesInvalid],
    ['not a list', '{"type":"child","price":10}', personTypeMessages.priceTypesInvalid],
    ['an unknown type', '[{"type":"pet","price":10}]', personTypeMessages.typeInvalid],
    ['a type twice', '[{"type":"child","price":10},{"type":"child","price":20}]', personTypeMessages.typeRepeated('child')],
    ['a free child', '[{"type":"child","price":0}]', personTypeMessages.priceNotPositive('child')],
    ['a negative infant price', '[{"type":"infant","price":-1}]', personTypeMessages.priceInvalid('infant')],
    ['three decimals', '[{"type":"senior","price":10.555}]', personTypeMessages.priceInvalid('senior')],
    ['a huge price', '[{"type":"senior","price":1e300}]', personTypeMessages.priceInvalid('senior')],
    ['no price', '[{"type":"child"}]', personTypeMessages.priceInvalid('child')],
    ['ages the wrong way round', '[{"type":"child","price":10,"minAge":12,"maxAge":5}]', personTypeMessages.agesInvalid('child')],
    ['an age past 120', '[{"type":"senior","price":10,"minAge":121}]', personTypeMessages.agesInvalid('senior')],
    ['a fractional age', '[{"type":"child","price":10,"maxAge":4.5}]', personTypeMessages.agesInvalid('child')],
    ['takesSeat not a boolean', '[{"type":"infant","price":0,"takesSeat":"yes"}]', personTypeMessages.takesSeatInvalid('infant')],
    ['an adult price other than the price per person', '[{"type":"adult","price":100}]', personTypeMessages.adultPriceDiffers],
  ])('refuses priceTypes with %s (400, with its sentence), and stores nothing', async (_case, priceTypes, message) => {
    const fields = tourFields({ priceTypes });
    const response = await postTourForm(t.app, admin, multipartBody(fields, await imageFile()));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await t.db.select().from(tours).where(eq(tours.title, fields.title!))).toEqual([]);
  });

  it.each([
    ['one person', '{"minPeople":1,"percentOff":10}'],
    ['more than 100 people', '{"minPeople":101,"percentOff":10}'],
    ['no discount', '{"minPeople":6,"percentOff":0}'],
    ['91% off', '{"minPeople":6,"percentOff":91}'],
    ['a fraction', '{"minPeople":6,"percentOff":12.5}'],
    ['a list', '[6,10]'],
    ['not JSON', 'six'],
  ])('refuses a group discount of %s', async (_case, groupDiscount) => {
    const response = await createWith({ groupDiscount });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: personTypeMessages.groupDiscountInvalid });
  });

  it('refuses a bad update and leaves the tour as it was', async () => {
    const tour = (await createWith({ priceTypes: family })).json().data;
    const response = await putTourForm(t.app, admin, tour._id, multipartBody({ title: 'Should not stick', priceTypes: '[{"type":"child","price":"abc"}]' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: personTypeMessages.priceInvalid('child') });
    const after = (await t.app.inject({ method: 'GET', url: `/api/admin/tours/${tour._id}`, headers: admin.headers })).json().tour;
    expect(after).toMatchObject({ title: tour.title, priceTypes: tour.priceTypes });
  });
});
