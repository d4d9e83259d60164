import { tokenResponse } from '@yatrika/contract/auth';
import { errorResponse } from '@yatrika/contract/common';
import { acceptInvitationRequest, invitationPreview, invitationTokenParams, teamMessages } from '@yatrika/contract/team';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { loginRateLimit } from '../../plugins/security.ts';
import { toSessionUser } from '../auth/public.ts';
import { acceptInvitation, previewInvitation } from './invitations.ts';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };

/** The emailed invitation's page: open to anyone holding the link, which is the only key. */
export default async function invitationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/team/invitations/:token',
    {
      config: { permission: 'anyone' },
      schema: { tags: ['team'], summary: 'Who invites whom, with which role, until when', params: invitationTokenParams, response: { 200: invitationPreview, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return previewInvitation(db, request.params.token);
    },
  );

  api.post(
    '/api/team/invitations/accept',
    {
      config: { ...loginRateLimit, permission: 'anyone' },
      schema: {
        tags: ['team'],
        summary: 'Accept an invitation: makes the staff account with the invited role and signs it in',
        description: 'The link works once and for 48 hours; of two acceptances at once, one makes the account and the other is answered 400.',
        body: acceptInvitationRequest,
        response: { 201: tokenResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = await acceptInvitation(db, request.body, request.ip);
      return reply.status(201).send({ token: app.issueToken(user), message: teamMessages.accepted, user: toSessionUser(user) });
    },
  );
}
