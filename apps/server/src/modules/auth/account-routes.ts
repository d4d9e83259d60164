import {
  adminLoginRequest,
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
import { twoStepRequiredFor } from '@yatrika/contract/two-step-rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requirePermission, signedInUser } from '../../plugins/auth.ts';
import { loginRateLimit } from '../../plugins/security.ts';
import { badRequest } from '../../lib/errors.ts';
import * as auth from './service.ts';
import { signUpLimit } from './sign-up-limit.ts';
import { recordStaffSignIn } from './staff-accounts.ts';
import type { WrongCodeLimits } from './two-step/code-rate-limits.ts';
import { passSecondStep } from './two-step/second-step.ts';
import type { SecretBox } from './two-step/secret-box.ts';
import { auditActorOf } from '../audit/public.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse, 429: errorResponse };

export default async function accountRoutes(
  app: FastifyInstance,
  { db, signUpsPerAddressPerHour, twoStep }: { db: Database; signUpsPerAddressPerHour: number; twoStep: { box: SecretBox; limits: WrongCodeLimits } },
) {
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
      // Every staff account may sign itself out, also with a token that no longer passes the second step.
      config: { permission: 'anyone', beforeSecondStep: true },
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
      config: { ...loginRateLimit, countsFailedLogins: true, permission: 'anyone' },
      schema: {
        tags: ['admin'],
        summary:
          'Sign in as an administrator; with two-step sign-in on, also `code` (or `recoveryCode`, or a `rememberedDevice` token), else 401 with twoStepRequired',
        body: adminLoginRequest,
        response: { 200: tokenResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { email, password, ...secondStep } = request.body;
      const user = await auth.verifyCredentials(db, email, password, 'admin');
      // The password was right: a 401 from here on asks for the second step, not a failed sign-in.
      request.passwordMatched = true;
      const outcome = await passSecondStep(db, twoStep.box, twoStep.limits, request, reply, user.id, secondStep);
      await recordStaffSignIn(db, user.id);
      const required = twoStepRequiredFor(user.staffRole);
      const enrolBy = required && !outcome.enabled ? (await app.twoStepEnrolBy(user.createdAt)).toISOString() : null;
      return {
        token: app.issueToken(user, { secondStep: outcome.passed }),
        message: 'Logged in.',
        user: { ...auth.toSessionUser(user), twoStep: { enabled: outcome.enabled, required, enrolBy } },
        ...(outcome.rememberedDevice ? { rememberedDevice: outcome.rememberedDevice } : {}),
      };
    },
  );

  // Open while no administrator exists (first run); afterwards only an administrator's token may call it.
  api.post(
    '/api/admin/register',
    {
      // Open while no administrator exists; a colleague is created only by a role that manages the team (checked below).
      config: { ...loginRateLimit, permission: 'anyone' },
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
        requirePermission(request, 'team.manage');
        actorRole = 'admin';
      }
      const user = await auth.registerAdmin(db, input, actorRole, undefined, { actor: actorRole ? auditActorOf(request) : undefined, ip: request.ip });
      // A first-run admin is signed in at once; an admin creating a colleague gets the colleague's token too.
      return reply.status(201).send({ token: app.issueToken(user), message: 'Administrator created.', user: auth.toSessionUser(user) });
    },
  );
}
