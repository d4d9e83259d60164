import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Executor } from '../../db/client.ts';
import { media } from '../../db/schema/media.ts';
import { AppError } from '../../lib/errors.ts';

/** Raster formats we accept. SVG is refused: it can carry scripts. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

const variants = [
  { variant: 'full', maxWidth: 1600, suffix: '' },
  { variant: 'small', maxWidth: 480, suffix: '-480' },
] as const;

export const notAnImageMessage = 'The file must be an image (JPEG, PNG, WebP, GIF or AVIF).';

/** Also limits decompression bombs: sharp refuses images above this many pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface StoredImage {
  /** Relative path of the full-size picture, e.g. "media/<id>.webp". */
  path: string;
  width: number;
  height: number;
}

export const mediaPath = (id: string, suffix = '') => `media/${id}${suffix}.webp`;

/**
 * Decodes the upload (the content decides, not the file name or declared
 * type), drops its metadata (camera, GPS), re-encodes it to WebP in two widths
 * and stores both. Throws 415 for anything that is not a raster image.
 */
export async function storeImage(db: Executor, input: Buffer): Promise<StoredImage> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new AppError('unsupported_media_type', notAnImageMessage);
  }
  if (!format || !acceptedFormats.has(format)) throw new AppError('unsupported_media_type', notAnImageMessage);

  const id = randomUUID();
  const encoded = await Promise.all(
    variants.map(async ({ variant, maxWidth }) => {
      try {
        const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate() // honour EXIF orientation before the metadata is dropped
          .resize({ width: maxWidth, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { id, variant, contentType: 'image/webp', width: info.width, height: info.height, bytes: data };
      } catch {
        throw new AppError('unsupported_media_type', notAnImageMessage);
      }
    }),
  );
  await db.insert(media).values(encoded);
  const full = encoded[0]!;
  return { path: mediaPath(id), width: full.width, height: full.height };
}

/** The path of the stored image's id, or undefined for paths that are not ours. */
export function mediaIdFromPath(path: string | null | undefined): string | undefined {
  return /^media\/([0-9a-f-]{36})\.webp$/.exec(path ?? '')?.[1];
}
