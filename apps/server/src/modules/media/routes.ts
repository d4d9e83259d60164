import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { media } from '../../db/schema/media.ts';
import { notFound } from '../../lib/errors.ts';
import { placeholderImage } from './placeholder.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const mediaParams = z.object({
  name: z.string().regex(/^([0-9a-f-]{36})(-480)?\.webp$|^placeholder\.webp$/, 'No such image.'),
});

/** Serves stored pictures at /media/<id>.webp and /media/<id>-480.webp. */
export default async function mediaRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/media/:name', { schema: { params: mediaParams, hide: true } }, async (request, reply) => {
    const { name } = request.params as z.infer<typeof mediaParams>;
    reply.header('X-Content-Type-Options', 'nosniff').header('Cache-Control', IMMUTABLE);
    if (name === 'placeholder.webp') return reply.type('image/webp').send(await placeholderImage());

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
