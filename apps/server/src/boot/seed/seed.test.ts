import { openSchedule, scheduleRefusal } from '@yatrika/contract/tour-schedule-rules';
import { count, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/database.ts';
import { verifyCredentials } from '../../modules/auth/service.ts';
import { mediaIdFromPath } from '../../modules/media/images.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { media } from '../../db/schema/media.ts';
import { momentComments, momentLikes, moments } from '../../db/schema/moments.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { tourCategories, tours } from '../../db/schema/tours.ts';
import { users } from '../../db/schema/users.ts';
import { demoTravellers } from './community.ts';
import { seedDemoCatalogue, type SeedSummary } from './seed.ts';

async function rowCounts(handle: DatabaseHandle) {
  const of = async (table: typeof tours | typeof users | typeof media | typeof reviews | typeof moments | typeof momentLikes | typeof momentComments) =>
    (await handle.db.select({ n: count() }).from(table))[0]!.n;
  return {
    tours: await of(tours),
    users: await of(users),
    media: await of(media),
    reviews: await of(reviews),
    moments: await of(moments),
    likes: await of(momentLikes),
    comments: await of(momentComments),
  };
}

/** Both stored sizes of a picture exist and are real WebP images of the recorded size. */
async function expectStoredPicture(handle: DatabaseHandle, path: string | null) {
  const id = mediaIdFromPath(path);
  expect(id, `${path} is a media path`).toBeDefined();
  const rows = await handle.db.select().from(media).where(eq(media.id, id!));
  expect(rows.map((row) => row.variant).sort()).toEqual(['full', 'small']);
  for (const row of rows) {
    const meta = await sharp(Buffer.from(row.bytes)).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([row.width, row.height]);
  }
  return rows;
}

describe('the demo catalogue on an empty database', () => {
  let handle: DatabaseHandle;
  let results: Array<SeedSummary | undefined>;

  beforeAll(async () => {
    handle = await createTestDatabase();
    // Two instances booting at once on one database.
    results = await Promise.all([seedDemoCatalogue(handle.db), seedDemoCatalogue(handle.db)]);
    // Drawing some eighty pictures takes a while on a busy two-core machine.
  }, 180_000);
  afterAll(() => handle.close());

  it('is loaded once when two instances start together', async () => {
    const loaded = results.filter((result) => result !== undefined);
    expect(loaded).toHaveLength(1);
    const counts = await rowCounts(handle);
    expect(loaded[0]).toEqual({ tours: counts.tours, reviews: counts.reviews, moments: counts.moments });
    expect(counts.users).toBe(Object.keys(demoTravellers).length);
  });

  it('has at least 20 tours, at least 5 in each of the four categories', async () => {
    const rows = await handle.db.select({ category: tours.category, n: count() }).from(tours).groupBy(tours.category);
    const perCategory = Object.fromEntries(rows.map((row) => [row.category, row.n]));
    expect(Object.keys(perCategory).sort()).toEqual([...tourCategories].sort());
    for (const category of tourCategories) expect(perCategory[category], category).toBeGreaterThanOrEqual(5);
    expect(rows.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThanOrEqual(20);
  });

  it('gives every tour a description, a "Place, State" location and a price in rupees', async () => {
    const rows = await handle.db.select().from(tours);
    for (const tour of rows) {
      expect(tour.status).toBe('active');
      expect(tour.description.length, tour.title).toBeGreaterThan(150);
      expect(tour.location, tour.title).toMatch(/^[^,]+, [A-Z][A-Za-z ]+$/);
      // Whole rupees between ₹1,000 and ₹1,00,000, stored in paise.
      expect(tour.pricePaise % 100).toBe(0);
      expect(tour.pricePaise).toBeGreaterThanOrEqual(1_000_00);
      expect(tour.pricePaise).toBeLessThanOrEqual(1_00_000_00);
    }
    expect(new Set(rows.map((tour) => tour.title)).size).toBe(rows.length);
  });

  it('gives each tour the group size and length of its kind of trip, not one default for all', async () => {
    const rows = await handle.db.select().from(tours);
    const byTitle = new Map(rows.map((tour) => [tour.title, tour]));
    expect(byTitle.get('Hampta Pass Trek')).toMatchObject({ capacity: 12, durationDays: 6 });
    expect(byTitle.get('Forts and Palaces of Jaipur')).toMatchObject({ capacity: 25, durationDays: 1 });
    expect(byTitle.get('Alleppey Houseboat Cruise')).toMatchObject({ capacity: 8, durationDays: 2 });
    expect(new Set(rows.map((tour) => tour.capacity)).size).toBeGreaterThan(5);
    expect(new Set(rows.map((tour) => tour.durationDays)).size).toBeGreaterThan(4);
  });

  it('runs Kedarnath Yatra only while the shrine is open, and every other tour all year', async () => {
    const rows = await handle.db.select().from(tours);
    const kedarnath = rows.find((tour) => tour.title === 'Kedarnath Yatra')!;
    const schedule = { ...openSchedule, seasons: kedarnath.seasons };
    const longAgo = new Date('2020-01-01T00:00:00Z');
    expect(scheduleRefusal(schedule, '2027-06-15', longAgo)).toBeNull();
    expect(scheduleRefusal(schedule, '2027-01-15', longAgo)).toBe('season');
    expect(scheduleRefusal(schedule, '2027-12-01', longAgo)).toBe('season');
    expect(rows.filter((tour) => tour.seasons.length > 0).map((tour) => tour.title)).toEqual(['Kedarnath Yatra']);
  });

  it('gives every tour its own stored picture: WebP, 16:10, in both sizes', async () => {
    const rows = await handle.db.select({ image: tours.image }).from(tours);
    expect(new Set(rows.map((row) => row.image)).size).toBe(rows.length);
    for (const { image } of rows) {
      const variants = await expectStoredPicture(handle, image);
      const full = variants.find((row) => row.variant === 'full')!;
      const small = variants.find((row) => row.variant === 'small')!;
      expect(full.width / full.height).toBeCloseTo(1.6, 2);
      expect(full.width).toBeGreaterThanOrEqual(960);
      expect(small.width).toBe(480);
    }
  });

  it('fills in every page detail of every tour, with a day of itinerary per day of the tour', async () => {
    const rows = await handle.db.select().from(tours);
    for (const tour of rows) {
      expect(tour.highlights.length, tour.title).toBeGreaterThanOrEqual(3);
      expect(tour.inclusions.length, tour.title).toBeGreaterThanOrEqual(3);
      expect(tour.exclusions.length, tour.title).toBeGreaterThanOrEqual(1);
      expect(tour.meetingPoint?.length, tour.title).toBeGreaterThan(10);
      expect(tour.itinerary.map((day) => day.day), tour.title).toEqual(Array.from({ length: tour.durationDays }, (_, index) => index + 1));
      for (const day of tour.itinerary) expect(day.title.length * day.details.length, tour.title).toBeGreaterThan(0);
      expect(tour.gallery.length, tour.title).toBeGreaterThanOrEqual(2);
      for (const path of tour.gallery) await expectStoredPicture(handle, path);
      expect(tour.gallery, tour.title).not.toContain(tour.image);
    }
  });

  it('mixes the categories at the top of a newest-first list', async () => {
    const newest = await handle.db.select({ category: tours.category }).from(tours).orderBy(sql`${tours.createdAt} desc, ${tours.id} desc`).limit(4);
    expect(new Set(newest.map((row) => row.category)).size).toBe(4);
  });

  it('lets each demo traveller sign in with the documented password', async () => {
    for (const traveller of Object.values(demoTravellers)) {
      const user = await verifyCredentials(handle.db, traveller.email, traveller.password, 'traveller');
      expect(user.username).toBe(traveller.username);
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    }
    await expect(verifyCredentials(handle.db, demoTravellers.asha.email, 'not-the-password', 'traveller')).rejects.toMatchObject({ statusCode: 401 });
  });

  it('has reviews by the demo travellers, rated 3 to 5, dated after the tour and the account', async () => {
    const rows = await handle.db
      .select({ rating: reviews.rating, comment: reviews.comment, at: reviews.createdAt, tourAt: tours.createdAt, userAt: users.createdAt })
      .from(reviews)
      .innerJoin(tours, eq(tours.id, reviews.tourId))
      .innerJoin(users, eq(users.id, reviews.userId));
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const review of rows) {
      expect(review.rating).toBeGreaterThanOrEqual(3);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.comment.trim().length).toBeGreaterThan(20);
      expect(review.at.getTime()).toBeGreaterThan(review.tourAt.getTime());
      expect(review.at.getTime()).toBeGreaterThan(review.userAt.getTime());
      expect(review.at.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('has 4 to 6 moments with pictures, likes and comments, one caption over 100 characters', async () => {
    const rows = await handle.db.select().from(moments);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.length).toBeLessThanOrEqual(6);
    expect(rows.some((moment) => moment.description.length > 100)).toBe(true);
    for (const moment of rows) await expectStoredPicture(handle, moment.image);
    const ids = rows.map((moment) => moment.id);
    const [likes] = await handle.db.select({ n: count() }).from(momentLikes).where(inArray(momentLikes.momentId, ids));
    const comments = await handle.db.select().from(momentComments).where(inArray(momentComments.momentId, ids));
    expect(likes!.n).toBeGreaterThan(0);
    expect(comments.length).toBeGreaterThan(0);
    for (const comment of comments) expect(comment.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('adds nothing when it runs again', async () => {
    const before = await rowCounts(handle);
    expect(await seedDemoCatalogue(handle.db)).toBeUndefined();
    expect(await rowCounts(handle)).toEqual(before);
  });

  // Last: it removes the tours.
  it('does not come back after every demo tour was deleted', async () => {
    await handle.db.delete(tours);
    expect(await seedDemoCatalogue(handle.db)).toBeUndefined();
    expect((await rowCounts(handle)).tours).toBe(0);
  });
});

describe('a demo load that fails part-way', () => {
  it('leaves the database as empty as it found it', async () => {
    const handle = await createTestDatabase();
    try {
      // Fail late: the pictures, tours and travellers are written by the time the first review is.
      await handle.db.execute(
        sql.raw(`create function refuse_reviews() returns trigger language plpgsql as $$ begin raise exception 'no reviews today'; end $$`),
      );
      await handle.db.execute(sql.raw('create trigger refuse_reviews before insert on reviews for each statement execute function refuse_reviews()'));
      const failure: unknown = await seedDemoCatalogue(handle.db).catch((error: unknown) => error);
      // Drizzle wraps the database's error; the reason is its cause.
      expect(failure).toBeInstanceOf(Error);
      expect(String((failure as Error).cause)).toMatch(/no reviews today/);
      expect(await rowCounts(handle)).toEqual({ tours: 0, users: 0, media: 0, reviews: 0, moments: 0, likes: 0, comments: 0 });
    } finally {
      await handle.close();
    }
    // It draws every picture before it fails.
  }, 180_000);
});
