import { afterEach, describe, expect, it, vi } from 'vitest';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/errors.ts';
import { IMAGE_WORK_SLOTS } from './image-work.ts';
import { encodeImage } from './images.ts';

// Every sharp operation that does work (metadata, toBuffer) is counted while it runs: the real
// sharp does the work, the counter sees how much of it runs at once.
const probe = vi.hoisted(() => ({ running: 0, most: 0, operations: 0 }));

vi.mock('sharp', async (importOriginal) => {
  const actual = (await importOriginal<{ default: typeof sharp }>()).default;
  const track = <T>(work: Promise<T>): Promise<T> => {
    probe.running++;
    probe.operations++;
    probe.most = Math.max(probe.most, probe.running);
    return work.finally(() => probe.running--);
  };
  const counted = ((...args: Parameters<typeof actual>) => {
    const image = actual(...args);
    const { toBuffer, metadata } = image;
    image.toBuffer = ((...options: unknown[]) => track((toBuffer as (...a: unknown[]) => Promise<unknown>).apply(image, options))) as typeof image.toBuffer;
    image.metadata = (() => track(metadata.call(image) as Promise<Metadata>)) as typeof image.metadata;
    return image;
  }) as typeof actual;
  return { default: Object.assign(counted, actual) };
});

const photo = (shade: number) => sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: shade, g: 160, b: 90 } } }).jpeg().toBuffer();

afterEach(() => Object.assign(probe, { running: 0, most: 0, operations: 0 }));

describe('the image pool', () => {
  it(`decodes and encodes at most cores − 1 (here ${IMAGE_WORK_SLOTS}) pictures at once, and every one of them correctly`, async () => {
    // Three times as many pictures as slots, and one more: all sent at once.
    const inputs = await Promise.all(Array.from({ length: IMAGE_WORK_SLOTS * 3 + 1 }, (_, index) => photo(index * 8)));
    Object.assign(probe, { running: 0, most: 0, operations: 0 });

    const encoded = await Promise.all(inputs.map((input) => encodeImage(input)));

    expect(probe.operations).toBeGreaterThan(inputs.length);
    expect(probe.most).toBe(IMAGE_WORK_SLOTS);
    expect(new Set(encoded.map((image) => image.id)).size).toBe(inputs.length);
    for (const image of encoded) {
      expect(image.variants.map(({ variant, width, height, contentType }) => ({ variant, width, height, contentType }))).toEqual([
        { variant: 'full', width: 1600, height: 1067, contentType: 'image/webp' },
        { variant: 'small', width: 480, height: 320, contentType: 'image/webp' },
      ]);
      for (const variant of image.variants) {
        expect(await sharp(variant.bytes).metadata()).toMatchObject({ format: 'webp', width: variant.width, height: variant.height });
      }
    }
  });

  it('frees the slot of a file that is not an image', async () => {
    const input = await photo(40);
    const results = await Promise.allSettled([encodeImage(Buffer.from('not a picture at all')), encodeImage(input), encodeImage(Buffer.alloc(0)), encodeImage(input)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'rejected', 'fulfilled']);
    const refused = results.filter((result) => result.status === 'rejected').map((result) => result.reason as AppError);
    expect(refused.every((error) => error instanceof AppError && error.code === 'unsupported_media_type')).toBe(true);
    expect(probe.most).toBeLessThanOrEqual(IMAGE_WORK_SLOTS);
  });

  it('turns the picture upright, keeps transparency and never enlarges, from its one decode', async () => {
    // A phone photo taken sideways: stored 2000 × 1000 with EXIF orientation 6 (rotate 90°).
    const sideways = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#38a' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await encodeImage(sideways)).variants.map(({ width, height }) => [width, height])).toEqual([
      [1000, 2000],
      [480, 960],
    ]);
    const translucent = await sharp({ create: { width: 3000, height: 2000, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 0.5 } } }).png().toBuffer();
    const [full] = (await encodeImage(translucent)).variants;
    expect(await sharp(full!.bytes).metadata()).toMatchObject({ format: 'webp', width: 1600, hasAlpha: true });
    const tiny = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#888' } }).greyscale().jpeg().toBuffer();
    expect((await encodeImage(tiny)).variants.map(({ width, height }) => [width, height])).toEqual([
      [300, 200],
      [300, 200],
    ]);
  });
});
