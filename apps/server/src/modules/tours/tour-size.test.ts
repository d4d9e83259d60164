import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipartBody, signInAdmin, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { createTour, imageFile, postTourForm, putTourForm, tourFields } from '../../../test/support/tour-forms.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

describe('group size and duration on a tour', () => {
  it("defaults to groups of 20 for 1 day when the form does not send them (the spec's own admin client)", async () => {
    const tour = await createTour(t.app, admin);
    expect(tour).toMatchObject({ capacity: 20, durationDays: 1 });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/routes/destinations' })).json();
    expect(listed.find((row: { _id: string }) => row._id === tour._id)).toMatchObject({ capacity: 20, durationDays: 1 });
  });

  it('takes both from the create form and changes them on update, keeping them when sent blank', async () => {
    const tour = await createTour(t.app, admin, { capacity: '12', durationDays: '6' });
    expect(tour).toMatchObject({ capacity: 12, durationDays: 6 });
    const kept = await putTourForm(t.app, admin, tour._id, multipartBody({ capacity: '', durationDays: ' ', title: 'Renamed trek' }));
    expect(kept.json().data).toMatchObject({ capacity: 12, durationDays: 6, title: 'Renamed trek' });
    const changed = await putTourForm(t.app, admin, tour._id, multipartBody({ capacity: '8', durationDays: '2' }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ capacity: 8, durationDays: 2 });
  });

  it.each([
    ['capacity', '0', 'Group size must be a whole number from 1 to 500.'],
    ['capacity', '501', 'Group size must be a whole number from 1 to 500.'],
    ['capacity', '2.5', 'Group size must be a whole number from 1 to 500.'],
    ['capacity', 'twelve', 'Group size must be a whole number from 1 to 500.'],
    ['durationDays', '0', 'Duration must be a whole number of days from 1 to 60.'],
    ['durationDays', '61', 'Duration must be a whole number of days from 1 to 60.'],
    ['durationDays', '-3', 'Duration must be a whole number of days from 1 to 60.'],
  ])('refuses %s %j on create and update with 400', async (field, value, message) => {
    const created = await postTourForm(t.app, admin, multipartBody(tourFields({ [field]: value }), await imageFile()));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ message });
    const tour = await createTour(t.app, admin);
    const updated = await putTourForm(t.app, admin, tour._id, multipartBody({ [field]: value }));
    expect(updated.statusCode).toBe(400);
    expect(updated.json()).toEqual({ message });
  });
});
