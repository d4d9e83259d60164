import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, pngImage, signUpTraveller, type TestApp } from '../../../test/support/app.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { media } from '../../db/schema/media.ts';
import { tours } from '../../db/schema/tours.ts';
import { deleteImageIfUnused, mediaIdFromPath, storeImage } from './images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const served = (path: string) => t.app.inject({ method: 'GET', url: `/${path}` });

describe('stored images', () => {
  it('re-encodes to WebP in two widths and drops camera metadata', async () => {
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#3a7' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'GPS here' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const stored = await storeImage(t.db, photo);
    expect(stored.path).toMatch(/^media\/[0-9a-f-]{36}\.webp$/);
    expect(stored.width).toBe(1600);

    const full = await served(stored.path);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toContain('immutable');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    const fullMeta = await sharp(full.rawPayload).metadata();
    expect(fullMeta).toMatchObject({ format: 'webp', width: 1600 });
    expect(fullMeta.exif).toBeUndefined();
    expect(full.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);

    const small = await served(stored.path.replace('.webp', '-480.webp'));
    expect((await sharp(small.rawPayload).metadata()).width).toBe(480);
  });

  it('answers 404 for unknown pictures and serves the placeholder', async () => {
    expect((await served('media/00000000-0000-4000-8000-000000000000.webp')).statusCode).toBe(404);
    expect((await served('media/../../etc/passwd')).statusCode).toBe(404);
    expect((await served('media/not-a-picture.webp')).statusCode).toBe(400);
    const placeholder = await served('media/placeholder.webp');
    expect(placeholder.statusCode).toBe(200);
    expect(placeholder.headers['content-type']).toBe('image/webp');
  });

  it('deletes a picture only when no tour, moment, profile or booking shows it', async () => {
    const stored = await storeImage(t.db, await pngImage());
    const [tour] = await t.db.insert(tours).values({ title: 'Pic', description: 'd', location: 'Goa', pricePaise: 100_00, image: stored.path }).returning();
    const traveller = await signUpTraveller(t.app);
    await t.db.insert(bookings).values({ userId: traveller.userId, tourId: tour!.id, tourTitle: 'Pic', tourLocation: 'Goa', tourImage: stored.path, pricePaise: 100_00, totalPaise: 100_00, fullName: 'A', phone: '9876543210', bookingDate: '2030-01-01', startTime: '09:00', numPeople: 1 });
    const rows = () => t.db.select({ id: media.id }).from(media).where(eq(media.id, mediaIdFromPath(stored.path)!));

    await deleteImageIfUnused(t.db, stored.path);
    expect(await rows()).toHaveLength(2);

    await t.db.delete(tours).where(eq(tours.id, tour!.id));
    await deleteImageIfUnused(t.db, stored.path);
    expect(await rows()).toHaveLength(2); // the booking still shows it

    await t.db.delete(bookings).where(eq(bookings.tourImage, stored.path));
    await deleteImageIfUnused(t.db, stored.path);
    expect(await rows()).toHaveLength(0);
    expect((await served(stored.path)).statusCode).toBe(404);
  });
});
