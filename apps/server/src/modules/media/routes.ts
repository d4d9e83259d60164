import { previewPicture } from '@yatrika/contract/media';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { media } from '../../db/schema/media.ts';
import { notFound } from '../../lib/errors.ts';
import { placeholderImage } from './placeholder.ts';
import { placeholderPreview, previewImage } from './preview.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const mediaParams = z.object({
  name: z.string().regex(/^([0-9a-f-]{36})(-480)?\.webp$|^placeholder\.webp$|^([0-9a-f-]{36}|placeholder)-preview\.jpg$/, 'No such image.'),
});

/**
 * Serves stored pictures at /media/<id>.webp and /media/<id>-480.webp, and their link previews
 * (1200×630 JPEG, made when first asked) at /media/<id>-preview.jpg.
 */
export default async function mediaRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/media/:name', { schema: { params: mediaParams, hide: true } }, async (request, reply) => {
    const { name } = request.params as z.infer<typeof mediaParams>;
    reply.header('X-Content-Type-Options', 'nosniff').header('Cache-Control', IMMUTABLE);
    if (name === 'placeholder.webp') return reply.type('image/webp').send(await placeholderImage());
    if (name === 'placeholder-preview.jpg') return reply.type(previewPicture.contentType).send(await placeholderPreview());
    const preview = /^([0-9a-f-]{36})-preview\.jpg$/.exec(name);
    if (preview) {
      const bytes = z.uuid().safeParse(preview[1]).success ? await previewImage(db, preview[1]!) : undefined;
      if (!bytes) {
        reply.header('Cache-Control', 'no-store');
        throw notFound('No such image.');
      }
      return reply.type(previewPicture.contentType).send(bytes);
    }

    const [, id, small] = /^([0-9a-f-]{36})(-480)?\.webp$/.exec(name)!;
    if (!z.uuid().safeParse(id).success) throw notFound('No such image.');
    const [row] = await db
      .select({ bytes: media.bytes, contentType: media.contentType })
      .from(media)
      .where(and(eq(media.id, id!), eq(media.variant, small ? 'small' : 'full')));
    if (!row) {
      reply.header('Cache-Control', 'no-store');
      throw notFound('No such image.');
    }
    return reply.type(row.contentType).send(Buffer.from(row.bytes));
  });
}
