import { previewPicture } from '@yatrika/contract/media';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { media } from '../../db/schema/media.ts';
import { imageWork } from './image-work.ts';
import { placeholderSvg } from './placeholder.ts';

/** JPEG at this quality: a 1200×630 photo in about 100 KB, well under what preview readers fetch (WhatsApp stops near 300 KB). */
const PREVIEW_QUALITY = 80;

/** The picture cropped to the preview's frame around what draws the eye (sharp's "attention"), as a JPEG. */
const toPreview = (input: Buffer) =>
  imageWork(() =>
    sharp(input)
      .resize(previewPicture.width, previewPicture.height, { fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: PREVIEW_QUALITY, mozjpeg: true })
      .toBuffer(),
  );

/** Previews being made right now, by picture: a burst of shares of a new tour makes its preview once per instance. */
const making = new Map<string, Promise<Buffer | undefined>>();

/**
 * A stored picture's link preview: made from its full-size file in the image pool the first time
 * anyone asks (a link pasted into a chat), then kept beside it in the media table, so every
 * instance serves it and it goes when the picture goes (deleteImageIfUnused deletes every
 * variant). Undefined when there is no such picture.
 */
export function previewImage(db: Database, id: string): Promise<Buffer | undefined> {
  const inFlight = making.get(id);
  if (inFlight) return inFlight;
  const made = findOrMake(db, id).finally(() => making.delete(id));
  making.set(id, made);
  return made;
}

async function findOrMake(db: Database, id: string): Promise<Buffer | undefined> {
  const variant = (name: 'full' | 'preview') =>
    db.select({ bytes: media.bytes }).from(media).where(and(eq(media.id, id), eq(media.variant, name)));
  const [stored] = await variant('preview');
  if (stored) return Buffer.from(stored.bytes);
  const [full] = await variant('full');
  if (!full) return undefined;
  const bytes = await toPreview(Buffer.from(full.bytes));
  // Another instance may have made it meanwhile: the same picture, keep theirs.
  await db
    .insert(media)
    .values({ id, variant: 'preview', contentType: previewPicture.contentType, width: previewPicture.width, height: previewPicture.height, bytes })
    .onConflictDoNothing();
  return bytes;
}

let placeholder: Promise<Buffer> | undefined;

/** The preview of a tour without a picture: the placeholder landscape in the preview's frame. */
export function placeholderPreview(): Promise<Buffer> {
  placeholder ??= toPreview(Buffer.from(placeholderSvg));
  return placeholder;
}
