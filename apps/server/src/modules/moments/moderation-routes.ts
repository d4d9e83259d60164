import { errorResponse, idParams } from '@yatrika/contract/common';
import { adminMomentsQuery, adminMomentsResponse, hideMomentRequest, momentModerationMessages, moderatedMomentResponse, myMomentsResponse } from '@yatrika/contract/moment-moderation';
import { pageQuery } from '@yatrika/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { pageRequest, setPageHeaders } from '../../lib/pagination.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { hideMoment, moderationList, ownMoments, unhideMoment } from './moderation.ts';
import { auditActorOf } from '../audit/public.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const security = [{ bearer: [] }];
const admin = { tags: ['admin'], security };

/**
 * Moderation of moments: the operator lists every moment, hides one from the feed with a reason
 * and brings it back; its author sees their own moments, hidden ones with that reason.
 */
export default async function momentModerationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const operator = app.requireRole('admin');

  api.get(
    '/api/admin/moments',
    {
      config: { permission: 'content.moderate' },
      onRequest: operator,
      schema: { ...admin, summary: 'Every moment, newest first, with whether and why it is hidden', querystring: adminMomentsQuery, response: { 200: adminMomentsResponse, ...errors } },
    },
    async (request, reply) => {
      const { hidden } = request.query;
      const page = await moderationList(db, hidden === undefined ? undefined : hidden === 'true', pageRequest(request.query));
      setPageHeaders(request, reply, page.nextCursor);
      return { moments: page.items };
    },
  );

  api.post(
    '/api/admin/moments/:id/hide',
    {
      config: { permission: 'content.moderate' },
      onRequest: operator,
      schema: { ...admin, summary: 'Hide a moment from the feed, with the reason its author will read', params: idParams, body: hideMomentRequest, response: { 200: moderatedMomentResponse, ...errors } },
    },
    async (request) => ({
      message: momentModerationMessages.hidden,
      moment: await hideMoment(db, request.params.id, auditActorOf(request), request.body.reason),
    }),
  );

  api.post(
    '/api/admin/moments/:id/unhide',
    {
      config: { permission: 'content.moderate' },
      onRequest: operator,
      schema: { ...admin, summary: 'Put a hidden moment back in the feed', params: idParams, response: { 200: moderatedMomentResponse, ...errors } },
    },
    async (request) => ({ message: momentModerationMessages.unhidden, moment: await unhideMoment(db, request.params.id, auditActorOf(request)) }),
  );

  api.get(
    '/api/moments/mine',
    {
      onRequest: app.requireRole('traveller'),
      config: { successFlag: true },
      schema: { tags: ['moments'], security, summary: 'Your own moments, newest first, hidden ones with the reason', querystring: pageQuery, response: { 200: myMomentsResponse, ...errors } },
    },
    async (request, reply) => {
      const page = await ownMoments(db, signedInUser(request)._id, pageRequest(request.query));
      setPageHeaders(request, reply, page.nextCursor);
      return { success: true as const, moments: page.items };
    },
  );
}
