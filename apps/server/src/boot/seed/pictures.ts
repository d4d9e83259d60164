import sharp from 'sharp';
import { sceneSvg, type SceneSpec } from './scenes/scene.ts';

/** Cards are 16:10; this is also the size of the full variant encodeImage keeps. */
export const PICTURE_WIDTH = 960;
export const PICTURE_HEIGHT = 600;

/** Rasterising is CPU work on libvips threads; a small limit keeps a 2-core boot responsive. */
export const RENDER_CONCURRENCY = 2;

/**
 * Draws the scene as a PNG. Compression is off: the PNG is only a hand-off
 * to encodeImage, which decodes it and keeps WebP.
 */
export function renderScene(spec: SceneSpec): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(spec, PICTURE_WIDTH, PICTURE_HEIGHT)))
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/**
 * Runs `work` over the items, at most `limit` at a time, keeping their order.
 * After a failure no new item starts, and it waits for those already running
 * before rethrowing, so nothing is still writing when a transaction rolls back.
 */
export async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index]!);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
  return results;
}
