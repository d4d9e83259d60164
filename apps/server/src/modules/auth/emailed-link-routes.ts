import {
  accountMessages,
  confirmEmailRequest,
  confirmEmailResponse,
  forgotPasswordRequest,
  resetPasswordRequest,
} from '@yatrika/contract/account';
import { tokenResponse } from '@yatrika/contract/auth';
import { errorResponse, messageResponse } from '@yatrika/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { confirmEmailChange } from './email-change.ts';
import { passwordResetLinkJob, requestPasswordReset, resetPassword } from './password-reset.ts';
import { linkRateLimits } from './reset-rate-limits.ts';
import { toSessionUser } from './service.ts';

const errors = { 400: errorResponse, 409: errorResponse, 429: errorResponse };

/** What the links in account emails lead to: asking for a reset, using it, confirming a new address. No session needed. */
export default async function emailedLinkRoutes(app: FastifyInstance, { db, publicUrl, jobs }: { db: Database; publicUrl: string; jobs: JobRunner }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limits = linkRateLimits(app);
  jobs.register(passwordResetLinkJob(db, publicUrl));

  api.post(
    '/api/user/password/forgot',
    {
      preHandler: limits.forgotPassword,
      schema: {
        tags: ['account'],
        summary: 'Email a password reset link (the same answer whether or not an account uses the address)',
        body: forgotPasswordRequest,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await requestPasswordReset(db, request.body.email);
      return { message: accountMessages.resetLinkSent };
    },
  );

  api.post(
    '/api/user/password/reset',
    {
      preHandler: limits.perAddress,
      schema: {
        tags: ['account'],
        summary: 'Set a new password from a reset link: every session ends, and this one is signed in afresh',
        body: resetPasswordRequest,
        response: { 200: tokenResponse, ...errors },
      },
    },
    async (request) => {
      const user = await resetPassword(db, request.body.token, request.body.password);
      return { token: app.issueToken(user), message: accountMessages.passwordReset, user: toSessionUser(user) };
    },
  );

  api.post(
    '/api/user/email/confirm',
    {
      preHandler: limits.perAddress,
      schema: {
        tags: ['account'],
        summary: 'Confirm a new email address from its emailed link',
        body: confirmEmailRequest,
        response: { 200: confirmEmailResponse, ...errors },
      },
    },
    async (request) => ({ message: accountMessages.emailChanged, email: await confirmEmailChange(db, request.body.token) }),
  );
}
