import { errorResponse } from '@yatrika/contract/common';
import { sessionUser } from '@yatrika/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import { toSessionUser } from './service.ts';

/**
 * The signed-in staff account as the sign-in answered it, read afresh: its role and permissions,
 * so the web app shows what the role may do after a reload, after a role change, or for a session
 * begun before roles existed (whose stored answer has no permissions).
 */
export default async function staffSelfRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/admin/me',
    {
      onRequest: app.requireRole('admin'),
      // Every staff account may read its own role; what it may do is the answer.
      config: { permission: 'anyone' },
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'The signed-in staff account: its role in the team and the permissions that role holds',
        response: { 200: sessionUser, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => {
      const { _id, ...account } = signedInUser(request);
      return toSessionUser({ ...account, id: _id });
    },
  );
}
