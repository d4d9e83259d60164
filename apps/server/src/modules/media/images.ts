import { randomUUID } from 'node:crypto';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import type { Executor } from '../../db/client.ts';
import { and, eq, notExists, sql } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings.ts';
import { media } from '../../db/schema/media.ts';
import { moments } from '../../db/schema/moments.ts';
import { tours } from '../../db/schema/tours.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/errors.ts';
import { imageWork } from './image-work.ts';

/** Raster formats we accept. SVG is refused: it can carry scripts. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

const variants = [
  { variant: 'full', maxWidth: 1600, suffix: '' },
  { variant: 'small', maxWidth: 480, suffix: '-480' },
] as const;

export const notAnImageMessage = 'The file must be an image (JPEG, PNG, WebP, GIF or AVIF).';

/** Also limits decompression bombs: sharp refuses images above this many pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

export const tooManyPixelsMessage = `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`;

/** sharp's refusal of an image over limitInputPixels: a real picture, just too big. */
const isPixelLimitError = (error: unknown) => error instanceof Error && /exceeds pixel limit/i.test(error.message);

function refusal(error: unknown): AppError {
  return isPixelLimitError(error)
    ? new AppError('payload_too_large', tooManyPixelsMessage)
    : new AppError('unsupported_media_type', notAnImageMessage);
}

export interface StoredImage {
  /** Relative path of the full-size picture, e.g. "media/<id>.webp". */
  path: string;
  width: number;
  height: number;
}

export const mediaPath = (id: string, suffix = '') => `media/${id}${suffix}.webp`;

export interface EncodedImage {
  id: string;
  variants: { id: string; variant: 'full' | 'small'; contentType: string; width: number; height: number; bytes: Buffer }[];
}

/**
 * Decodes the upload (the content decides, not the file name or declared
 * type), drops its metadata (camera, GPS) and re-encodes it to WebP in two
 * widths. Touches no database, so callers can do this slow part before they
 * open a transaction. Throws 415 for anything that is not a raster image, 413 for one
 * of more than MAX_INPUT_PIXELS pixels.
 *
 * The work waits for a slot of the image pool (image-work.ts): at most cores − 1 pictures are
 * processed at once, whatever the number of uploads.
 */
export function encodeImage(input: Buffer): Promise<EncodedImage> {
  return imageWork(() => encodeNow(input));
}

/**
 * The picture is decoded once: to the full variant's pixels (EXIF orientation applied, shrunk
 * while decoding where the format allows, as JPEG does), from which both WebP files are made,
 * one after another in this slot.
 */
async function encodeNow(input: Buffer): Promise<EncodedImage> {
  const [full, small] = variants;
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS });
    // The header alone: refuses what is not a raster image before any pixel is decoded.
    const { format } = await source.metadata();
    if (!format || !acceptedFormats.has(format)) throw new AppError('unsupported_media_type', notAnImageMessage);
    pixels = await source
      .rotate() // honour EXIF orientation before the metadata is dropped
      .resize({ width: full.maxWidth, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw error instanceof AppError ? error : refusal(error);
  }

  const { width, height, channels } = pixels.info;
  const decoded = () => sharp(pixels.data, { raw: { width, height, channels } });
  const id = randomUUID();
  const encode = async (variant: (typeof variants)[number], image: Sharp) => {
    const { data, info } = await image.webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    return { id, variant: variant.variant, contentType: 'image/webp', width: info.width, height: info.height, bytes: data };
  };
  return {
    id,
    variants: [await encode(full, decoded()), await encode(small, decoded().resize({ width: small.maxWidth, withoutEnlargement: true }))],
  };
}

/** Saves an encoded image; run it inside the transaction that stores what shows it. */
export async function saveImage(db: Executor, image: EncodedImage): Promise<StoredImage> {
  await db.insert(media).values(image.variants);
  const full = image.variants[0]!;
  return { path: mediaPath(image.id), width: full.width, height: full.height };
}

export async function storeImage(db: Executor, input: Buffer): Promise<StoredImage> {
  return saveImage(db, await encodeImage(input));
}

/**
 * Deletes a stored picture once nothing shows it any more: no tour (nor its gallery), moment,
 * profile, or booking snapshot (a booking keeps its tour's picture forever).
 */
export async function deleteImageIfUnused(db: Executor, path: string | null | undefined): Promise<void> {
  const id = mediaIdFromPath(path);
  if (!id || !path) return;
  await db
    .delete(media)
    .where(
      and(
        eq(media.id, id),
        notExists(db.select({ one: sql`1` }).from(tours).where(eq(tours.image, path))),
        notExists(db.select({ one: sql`1` }).from(tours).where(sql`${path} = any(${tours.gallery})`)),
        notExists(db.select({ one: sql`1` }).from(moments).where(eq(moments.image, path))),
        notExists(db.select({ one: sql`1` }).from(users).where(eq(users.photo, path))),
        notExists(db.select({ one: sql`1` }).from(bookings).where(eq(bookings.tourImage, path))),
      ),
    );
}

/** The path of the stored image's id, or undefined for paths that are not ours. */
export function mediaIdFromPath(path: string | null | undefined): string | undefined {
  return /^media\/([0-9a-f-]{36})\.webp$/.exec(path ?? '')?.[1];
}
