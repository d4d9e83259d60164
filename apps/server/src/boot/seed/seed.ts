import { stateOfLocation } from '@yatrika/contract/indian-states';
import { inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/public.ts';
import { encodeImage, saveImage, type StoredImage } from '../../modules/media/public.ts';
import { rupeesToPaise } from '../../lib/money.ts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { momentComments, momentLikes, moments } from '../../db/schema/moments.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { tours } from '../../db/schema/tours.ts';
import { users } from '../../db/schema/users.ts';
import { demoTours, type DemoTour } from './catalogue.ts';
import { demoTourDetails, type DemoTourDetails } from './catalogue-details.ts';
import { demoMoments, demoReviews, demoTravellers, type TravellerKey } from './community.ts';
import { mapLimited, RENDER_CONCURRENCY, renderScene } from './pictures.ts';
import type { SceneSpec } from './scenes/scene.ts';

// The demo accounts and their passwords are listed in community.ts.

export interface SeedSummary {
  tours: number;
  reviews: number;
  moments: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const travellerKeys = Object.keys(demoTravellers) as TravellerKey[];
const demoEmails = travellerKeys.map((key) => demoTravellers[key].email);

/**
 * The demo is for an empty database: no tours yet, and no demo account (an
 * operator who deleted every demo tour does not get them back on restart).
 */
async function alreadyHasData(db: Executor): Promise<boolean> {
  const [tour] = await db.select({ id: tours.id }).from(tours).limit(1);
  if (tour) return true;
  const [account] = await db.select({ id: users.id }).from(users).where(inArray(users.email, demoEmails)).limit(1);
  return account !== undefined;
}

/** Newest first, the lists should mix the categories: interleave them. */
function interleaveByCategory(list: readonly DemoTour[]): DemoTour[] {
  const groups = new Map<string, DemoTour[]>();
  for (const tour of list) groups.set(tour.category, [...(groups.get(tour.category) ?? []), tour]);
  const columns = [...groups.values()];
  const longest = Math.max(...columns.map((group) => group.length));
  const out: DemoTour[] = [];
  for (let row = 0; row < longest; row += 1) {
    for (const group of columns) {
      const tour = group[row];
      if (tour) out.push(tour);
    }
  }
  return out;
}

function detailsOf(tour: DemoTour): DemoTourDetails {
  const details = demoTourDetails[tour.title];
  if (!details) throw new Error(`A demo tour has no page details in catalogue-details.ts: ${tour.title}`);
  return details;
}

/** The tour's own scene at other times of day, each drawn afresh (another seed) for its gallery. */
const galleryScenes = (tour: DemoTour): SceneSpec[] =>
  detailsOf(tour).galleryTimes.map((time, index) => ({ ...tour.scene, time, seed: tour.scene.seed + 1000 * (index + 1) }));

/** Every date is counted back from one clock, so tours and accounts always predate their reviews. */
const ago = (now: number, ms: number) => new Date(now - ms);

async function insertTours(tx: Transaction, ordered: readonly DemoTour[], pictures: readonly StoredImage[], galleries: readonly string[][], now: number) {
  const rows = await tx
    .insert(tours)
    .values(
      ordered.map((tour, index) => {
        // A little over three months old, the first of the list the newest.
        const at = ago(now, 100 * DAY + index * 6 * HOUR);
        const details = detailsOf(tour);
        return {
          title: tour.title,
          description: tour.description,
          category: tour.category,
          location: tour.location,
          state: stateOfLocation(tour.location),
          pricePaise: rupeesToPaise(tour.rupees),
          capacity: tour.groupSize,
          durationDays: tour.days,
          seasons: tour.seasons ?? [],
          image: pictures[index]!.path,
          highlights: details.highlights,
          itinerary: details.itinerary.map(([title, dayDetails], day) => ({ day: day + 1, title, details: dayDetails })),
          inclusions: details.inclusions,
          exclusions: details.exclusions,
          meetingPoint: details.meetingPoint,
          gallery: galleries[index]!,
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .returning({ id: tours.id, title: tours.title });
  return new Map(rows.map((row) => [row.title, row.id]));
}

async function insertTravellers(tx: Transaction, passwordHashes: readonly string[], now: number) {
  const rows = await tx
    .insert(users)
    .values(
      travellerKeys.map((key, index) => {
        const { password: _password, daysAgo, ...profile } = demoTravellers[key];
        return { ...profile, role: 'traveller' as const, passwordHash: passwordHashes[index]!, createdAt: ago(now, daysAgo * DAY) };
      }),
    )
    .returning({ id: users.id, email: users.email });
  return (key: TravellerKey) => rows.find((row) => row.email === demoTravellers[key].email)!.id;
}

async function insertReviews(tx: Transaction, tourIds: Map<string, string>, userId: (key: TravellerKey) => string, now: number) {
  await tx.insert(reviews).values(
    demoReviews.map((review) => {
      const tourId = tourIds.get(review.tour);
      if (!tourId) throw new Error(`A demo review names a tour that is not in the catalogue: ${review.tour}`);
      return { tourId, userId: userId(review.by), rating: review.rating, comment: review.comment, createdAt: ago(now, review.daysAgo * DAY) };
    }),
  );
}

async function insertMoments(tx: Transaction, pictures: readonly StoredImage[], userId: (key: TravellerKey) => string, now: number) {
  const posted = (index: number) => now - demoMoments[index]!.hoursAgo * HOUR;
  const rows = await tx
    .insert(moments)
    .values(
      demoMoments.map((moment, index) => ({
        userId: userId(moment.by),
        image: pictures[index]!.path,
        description: moment.caption,
        createdAt: new Date(posted(index)),
      })),
    )
    .returning({ id: moments.id });
  const likes = demoMoments.flatMap((moment, index) =>
    moment.likedBy.map((key) => ({ momentId: rows[index]!.id, userId: userId(key), createdAt: new Date(posted(index) + HOUR) })),
  );
  // Comments in the order written, spaced out after the post.
  const comments = demoMoments.flatMap((moment, index) =>
    moment.comments.map((comment, order) => ({
      momentId: rows[index]!.id,
      userId: userId(comment.by),
      text: comment.text,
      createdAt: new Date(posted(index) + (order + 1) * 25 * 60_000),
    })),
  );
  if (likes.length) await tx.insert(momentLikes).values(likes);
  if (comments.length) await tx.insert(momentComments).values(comments);
  return rows.length;
}

/**
 * Loads the demo catalogue (tours with pictures, travellers, reviews,
 * moments) into an empty database, all in one transaction. Returns what it
 * loaded, or undefined when the database already had data.
 */
export async function seedDemoCatalogue(db: Database): Promise<SeedSummary | undefined> {
  // A cheap look first, so an ordinary restart renders nothing.
  if (await alreadyHasData(db)) return undefined;

  const ordered = interleaveByCategory(demoTours);
  const gallerySizes = ordered.map((tour) => galleryScenes(tour).length);
  const scenes = [...ordered.map((tour) => tour.scene), ...demoMoments.map((moment) => moment.scene), ...ordered.flatMap(galleryScenes)];
  const [pictures, passwordHashes] = await Promise.all([
    // Drawing and encoding is the slow part; it happens before the transaction holds the database.
    mapLimited(scenes, RENDER_CONCURRENCY, async (scene) => encodeImage(await renderScene(scene))),
    Promise.all(travellerKeys.map((key) => hashPassword(demoTravellers[key].password))),
  ]);

  return db.transaction(async (tx) => {
    // Instances booting together on one PostgreSQL queue here; the later ones then find the data.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('yatrika:seed'))`);
    if (await alreadyHasData(tx)) return undefined;
    const now = Date.now();
    const stored: StoredImage[] = [];
    for (const picture of pictures) stored.push(await saveImage(tx, picture));
    const galleryStart = ordered.length + demoMoments.length;
    const galleries = gallerySizes.map((size, index) => {
      const start = galleryStart + gallerySizes.slice(0, index).reduce((sum, n) => sum + n, 0);
      return stored.slice(start, start + size).map((picture) => picture.path);
    });
    const tourIds = await insertTours(tx, ordered, stored.slice(0, ordered.length), galleries, now);
    const userId = await insertTravellers(tx, passwordHashes, now);
    await insertReviews(tx, tourIds, userId, now);
    const momentCount = await insertMoments(tx, stored.slice(ordered.length, galleryStart), userId, now);
    return { tours: tourIds.size, reviews: demoReviews.length, moments: momentCount };
  });
}
