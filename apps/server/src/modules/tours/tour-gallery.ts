import { tourDetailLimits, tourDetailMessages } from '@yatrika/contract/tour-details';
import type { Executor } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { deleteImageIfUnused, encodeImage, notAnImageMessage, saveImage, type EncodedImage } from '../media/public.ts';
import type { GalleryForm } from './tour-form.ts';

/**
 * Decodes and re-encodes the new gallery pictures exactly as the main image, one at a time
 * (each is CPU work on a small machine), before any transaction opens. A file that is not
 * an image is refused with its place in the gallery named.
 */
export async function encodeGallery(added: Buffer[]): Promise<EncodedImage[]> {
  const encoded: EncodedImage[] = [];
  for (const [index, bytes] of added.entries()) {
    try {
      encoded.push(await encodeImage(bytes));
    } catch (error) {
      if (error instanceof AppError && error.message === notAnImageMessage) {
        throw new AppError(error.code, tourDetailMessages.galleryNotAnImage(index + 1));
      }
      throw error;
    }
  }
  return encoded;
}

/**
 * The gallery after a form: the kept pictures (each must be one the tour has), then the new
 * ones. Without a list of pictures to keep, every stored one stays.
 */
export async function saveGallery(tx: Executor, stored: string[], keep: GalleryForm['keep'], added: EncodedImage[]): Promise<string[]> {
  const kept = keep ?? stored;
  if (kept.some((path) => !stored.includes(path)) || new Set(kept).size !== kept.length) throw badRequest(tourDetailMessages.galleryNotOwn);
  if (kept.length + added.length > tourDetailLimits.galleryImages) throw badRequest(tourDetailMessages.tooManyGalleryImages);
  const saved: string[] = [];
  for (const image of added) saved.push((await saveImage(tx, image)).path);
  return [...kept, ...saved];
}

/** Deletes the pictures a gallery no longer shows, once nothing else shows them either. */
export async function deleteDroppedPictures(tx: Executor, before: string[], after: string[]): Promise<void> {
  for (const path of before) if (!after.includes(path)) await deleteImageIfUnused(tx, path);
}
