import { tourDuplicateMessages } from '@yatrika/contract/tour-duplicates';
import { tourMessages } from '@yatrika/contract/tours';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipartBody, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { imageFile, tourFields, uniqueTag } from '../../../test/support/tour-forms.ts';
import { tours } from '../../db/schema/tours.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

async function create(fields: Record<string, string>, query = '', who: Pick<SignedIn, 'headers'> = admin) {
  const body = multipartBody(fields, await imageFile());
  return t.app.inject({ method: 'POST', url: `/api/admin/tours${query}`, headers: { ...who.headers, ...body.headers }, payload: body.payload });
}
const toursTitled = (title: string) => t.db.select({ id: tours.id }).from(tours).where(eq(tours.title, title));

describe('creating a tour that repeats one in the catalogue', () => {
  it('is refused with a sentence for the same title, case and spacing aside, on the same dates, until the operator confirms', async () => {
    const title = `Sunrise at Tiger Hill ${uniqueTag()}`;
    expect((await create(tourFields({ title }))).statusCode).toBe(201);

    const again = await create(tourFields({ title: `  ${title.toUpperCase().replace(' at ', '   AT ')} ` }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(tourDuplicateMessages.duplicate(title));
    expect(await toursTitled(title)).toHaveLength(1);

    const confirmed = await create(tourFields({ title }), '?confirm=true');
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().message).toBe(tourMessages.created);
    expect(await toursTitled(title)).toHaveLength(2);
  });

  it('creates a tour once when two operators create it at the same moment', async () => {
    const title = `Chadar Trek ${uniqueTag()}`;
    const answers = await Promise.all([create(tourFields({ title })), create(tourFields({ title }))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await toursTitled(title)).toHaveLength(1);
  });

  it('compares the schedule the form sends with the stored one, defaults included', async () => {
    const title = `Hampi by Bicycle ${uniqueTag()}`;
    expect((await create(tourFields({ title, runWeekdays: '6,0', startTimes: '07:00,15:30' }))).statusCode).toBe(201);
    // The same weekdays and start times in another order: the same dates.
    expect((await create(tourFields({ title, runWeekdays: '[0,6]', startTimes: '15:30,07:00' }))).statusCode).toBe(409);
    // Every day (the default) is other dates: created without a question.
    expect((await create(tourFields({ title }))).statusCode).toBe(201);
    expect((await create(tourFields({ title, runWeekdays: '6,0', startTimes: '07:00' }))).statusCode).toBe(201);
    expect((await create(tourFields({ title, runWeekdays: '6,0', startTimes: '07:00,15:30', seasons: '[{"from":"10-01","to":"03-31"}]' }))).statusCode).toBe(201);
    expect((await create(tourFields({ title, runWeekdays: '6,0', startTimes: '07:00,15:30', seasons: '[{"from":"10-01","to":"03-31"}]' }))).statusCode).toBe(409);
  });

  it('still creates a tour for a client that never sends the confirmation, when nothing repeats', async () => {
    const created = await create(tourFields());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: tourMessages.created, data: { _id: expect.any(String) } });
  });

  it('is for administrators only, and checks the form before the catalogue', async () => {
    const traveller = await signUpTraveller(t.app);
    expect((await create(tourFields(), '', traveller)).statusCode).toBe(403);
    const { title: _title, ...withoutTitle } = tourFields();
    expect((await create(withoutTitle)).statusCode).toBe(400);
  });
});
