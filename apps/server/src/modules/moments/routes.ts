import { errorResponse, idParams, pageQuery, successMessageResponse } from '@yatrika/contract/common';
import {
  addCommentRequest,
  addCommentResponse,
  createMomentFields,
  createMomentResponse,
  momentLikesResponse,
  momentMessages,
  momentsFeedResponse,
} from '@yatrika/contract/moments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ChangeFeed } from '../../db/changes.ts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { JsonBody, sendJsonBody } from '../../lib/json-body.ts';
import { pageRequest, setPageHeaders } from '../../lib/pagination.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { createFeedCache } from './feed-cache.ts';
import { FEED_PAGE_SIZE, momentsFeed } from './feed.ts';
import * as moments from './service.ts';
import { readMultipartForm } from '../../lib/multipart-form.ts';
import { admitUpload } from '../media/public.ts';
import momentModerationRoutes from './moderation-routes.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['moments'];
const security = [{ bearer: [] }];
// The feed is open to visitors (decision 007); a token, when sent, is checked.
const visitorOrSignedIn: Record<string, string[]>[] = [{}, { bearer: [] }];
// Every answer here carries `success`, so errors carry `success: false`.
const config = { successFlag: true };

/**
 * Moments: photo posts by travellers. Anyone may read the feed, as the original client does,
 * without a token; sharing, liking, commenting and deleting need a signed-in traveller.
 */
export default async function momentRoutes(app: FastifyInstance, { db, changes }: { db: Database; changes: ChangeFeed }) {
  const feedPages = createFeedCache(changes);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const traveller = app.requireRole('traveller');
  await app.register(momentModerationRoutes, { db });

  api.post(
    '/api/moments/create',
    {
      onRequest: traveller,
      config,
      schema: {
        tags,
        security,
        summary: 'Share a moment',
        description: 'multipart/form-data: `image` (a JPEG, PNG, WebP, GIF or AVIF file) and `description` (the caption).',
        consumes: ['multipart/form-data'],
        response: { 201: createMomentResponse, ...errors, 413: errorResponse, 415: errorResponse },
      },
    },
    async (request, reply) => {
      // The body is read only once a slot is free: waiting uploads keep theirs in the connection.
      const moment = await admitUpload(async () => {
        const form = await readMultipartForm(request, 'image');
        if (!form.file) throw badRequest(momentMessages.imageRequired);
        const fields = createMomentFields.safeParse({ description: form.fields.description });
        if (!fields.success) throw badRequest(fields.error.issues[0]!.message);
        return moments.createMoment(db, signedInUser(request), form.file, fields.data.description);
      });
      return reply.status(201).send({ success: true, message: momentMessages.created, moment });
    },
  );

  api.get(
    '/api/moments/all',
    {
      // Everyone sees the same feed; whether "I liked it" is the viewer's own id in `likes`.
      onRequest: app.allowVisitor('traveller', 'admin'),
      // The public feed: any staff account reads it as a visitor would.
      config: { ...config, permission: 'anyone' },
      schema: {
        tags,
        security: visitorOrSignedIn,
        summary: 'The moments feed, newest first (next page in the X-Next-Cursor and Link headers)',
        querystring: pageQuery,
        response: { 200: momentsFeedResponse, ...errors },
      },
    },
    async (request, reply) => {
      const pageAsked = pageRequest(request.query, FEED_PAGE_SIZE);
      const page = await feedPages.get(`${pageAsked.limit}:${request.query.cursor ?? ''}`, async () => {
        const feed = await momentsFeed(db, pageAsked);
        return { body: new JsonBody(momentsFeedResponse.parse({ success: true, moments: feed.items })), nextCursor: feed.nextCursor };
      });
      setPageHeaders(request, reply, page.nextCursor);
      // Awaited: the reply finishes after the async onSend hooks, and the handler must not end first.
      await sendJsonBody(request, reply, page.body);
    },
  );

  api.put(
    '/api/moments/like/:id',
    {
      onRequest: traveller,
      config,
      schema: { tags, security, summary: 'Like a moment (liking twice keeps one like)', params: idParams, response: { 200: momentLikesResponse, ...errors } },
    },
    async (request) => moments.likeMoment(db, request.params.id, signedInUser(request)._id),
  );

  api.put(
    '/api/moments/unlike/:id',
    {
      onRequest: traveller,
      config,
      schema: { tags, security, summary: 'Take back a like', params: idParams, response: { 200: momentLikesResponse, ...errors } },
    },
    async (request) => moments.unlikeMoment(db, request.params.id, signedInUser(request)._id),
  );

  api.post(
    '/api/moments/comment/:id',
    {
      onRequest: traveller,
      config,
      schema: {
        tags,
        security,
        summary: 'Comment on a moment',
        params: idParams,
        body: addCommentRequest,
        response: { 201: addCommentResponse, ...errors },
      },
    },
    async (request, reply) => {
      const comment = await moments.addComment(db, request.params.id, signedInUser(request), request.body.text);
      return reply.status(201).send({ success: true, message: momentMessages.commentAdded, comment });
    },
  );

  api.delete(
    '/api/moments/:id',
    {
      onRequest: traveller,
      config,
      schema: { tags, security, summary: 'Delete your own moment', params: idParams, response: { 200: successMessageResponse, ...errors } },
    },
    async (request) => {
      await moments.deleteMoment(db, request.params.id, signedInUser(request)._id);
      return { success: true as const, message: momentMessages.deleted };
    },
  );
}
