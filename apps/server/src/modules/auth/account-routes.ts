import {
  adminRegisterRequest,
  authMessages,
  loginRequest,
  profileResponse,
  registerRequest,
  tokenResponse,
  updateProfileRequest,
  updateProfileResponse,
} from '@yatrika/contract/auth';
import { errorResponse, messageResponse } from '@yatrika/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { loginRateLimit } from '../../plugins/security.ts';
import { badRequest } from '../../lib/errors.ts';
import * as auth from './service.ts';
import { signUpLimit } from './sign-up-limit.ts';
import { auditActorOf } from '../audit/public.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse, 429: errorResponse };

export default async function accountRoutes(app: FastifyInstance, { db, signUpsPerAddressPerHour }: { db: Database; signUpsPerAddressPerHour: number }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/user/register',
    {
      config: loginRateLimit,
      preHandler: signUpLimit(app, signUpsPerAddressPerHour),
      schema: { tags: ['account'], summary: 'Create a traveller account', body: registerRequest, response: { 201: tokenResponse, ...errors } },
    },
    async (request, reply) => {
      const user = await auth.registerTraveller(db, request.body);
      const token = app.issueToken(user);
      return reply.status(201).send({ token, message: 'Account created.', user: auth.toSessionUser(user) });
    },
  );

  api.post(
    '/api/user/login',
    {
      config: { ...loginRateLimit, countsFailedLogins: true },
      schema: { tags: ['account'], summary: 'Sign in as a traveller', body: loginRequest, response: { 200: tokenResponse, ...errors } },
    },
    async (request) => {
      const user = await auth.verifyCredentials(db, request.body.email, request.body.password, 'traveller');
      return { token: app.issueToken(user), message: 'Logged in.', user: auth.toSessionUser(user) };
    },
  );

  api.post(
    '/api/user/logout',
    {
      onRequest: app.requireRole('traveller', 'admin'),
      schema: { tags: ['account'], summary: 'Sign out: the token stops working everywhere', security: [{ bearer: [] }], response: { 200: messageResponse, 401: errorResponse } },
    },
    async (request) => {
      const account = signedInUser(request);
      await auth.revokeToken(db, account.jti, account.tokenExpiresAt);
      return { message: 'Logged out.' };
    },
  );

  api.get(
    '/api/user/profile',
    {
      onRequest: app.requireRole('traveller'),
      schema: { tags: ['account'], summary: 'Your profile', security: [{ bearer: [] }], response: { 200: profileResponse, ...errors } },
    },
    async (request) => auth.getProfile(db, signedInUser(request)._id),
  );

  api.put(
    '/api/user/profile',
    {
      onRequest: app.requireRole('traveller'),
      schema: {
        tags: ['account'],
        summary: 'Change first name, last name, username or phone (other fields are ignored; a password is refused: it changes at /api/user/password)',
        security: [{ bearer: [] }],
        body: updateProfileRequest,
        response: { 200: updateProfileResponse, ...errors },
      },
    },
    async (request) => {
      const user = await auth.updateProfile(db, signedInUser(request)._id, request.body);
      return { message: authMessages.profileUpdated, user };
    },
  );

  api.post(
    '/api/admin/login',
    {
      config: { ...loginRateLimit, countsFailedLogins: true },
      schema: { tags: ['admin'], summary: 'Sign in as an administrator', body: loginRequest, response: { 200: tokenResponse, ...errors } },
    },
    async (request) => {
      const user = await auth.verifyCredentials(db, request.body.email, request.body.password, 'admin');
      return { token: app.issueToken(user), message: 'Logged in.', user: auth.toSessionUser(user) };
    },
  );

  // Open while no administrator exists (first run); afterwards only an administrator's token may call it.
  api.post(
    '/api/admin/register',
    {
      config: loginRateLimit,
      schema: {
        tags: ['admin'],
        summary: 'Create an administrator (first run, or by an administrator)',
        body: adminRegisterRequest.extend({ confirmPassword: z.string().optional() }),
        response: { 201: tokenResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { confirmPassword, ...input } = request.body;
      if (confirmPassword !== undefined && confirmPassword !== input.password) throw badRequest('Passwords do not match');
      let actorRole: 'admin' | undefined;
      if (request.headers.authorization) {
        await app.requireRole('admin').call(app, request, reply, () => {});
        actorRole = 'admin';
      }
      const user = await auth.registerAdmin(db, input, actorRole, undefined, { actor: actorRole ? auditActorOf(request) : undefined, ip: request.ip });
      // A first-run admin is signed in at once; an admin creating a colleague gets the colleague's token too.
      return reply.status(201).send({ token: app.issueToken(user), message: 'Administrator created.', user: auth.toSessionUser(user) });
    },
  );
}
