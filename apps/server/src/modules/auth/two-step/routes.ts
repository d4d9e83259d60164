import { errorResponse, idParams, messageResponse } from '@yatrika/contract/common';
import { ANY_STAFF } from '@yatrika/contract/staff';
import {
  recoveryCodesResponse,
  twoStepCodeRequest,
  twoStepEnableResponse,
  twoStepMessages,
  twoStepSetupResponse,
  twoStepStatusResponse,
} from '@yatrika/contract/two-step';
import { twoStepRequiredFor } from '@yatrika/contract/two-step-rules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/users.ts';
import { AppError } from '../../../lib/errors.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import { auditActorOf } from '../../audit/public.ts';
import type { WrongCodeLimits } from './code-rate-limits.ts';
import type { SecretBox } from './secret-box.ts';
import * as twoStep from './service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };
const security = [{ bearer: [] }];

/**
 * A staff account's own two-step sign-in (decision 049). Every staff role may call these for
 * itself (`staff`); reading the state, setting up and confirming also work before the second
 * step, so an owner past the grace period can still enrol.
 */
export default async function twoStepRoutes(app: FastifyInstance, { db, box, limits }: { db: Database; box: SecretBox; limits: WrongCodeLimits }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const enrolment = { permission: ANY_STAFF, beforeSecondStep: true } as const;
  const own = { permission: ANY_STAFF } as const;

  api.get(
    '/api/admin/two-step',
    {
      onRequest: app.requireRole('admin'),
      config: enrolment,
      schema: { tags: ['admin'], summary: 'Your two-step sign-in: on or off, required or not, recovery codes left, remembered devices', security, response: { 200: twoStepStatusResponse, ...errors } },
    },
    async (request, reply) => {
      const account = signedInUser(request);
      reply.header('cache-control', 'no-store');
      return twoStep.twoStepStatus(db, account._id, twoStepRequiredFor(account.staffRole), account.twoStep.enrolBy);
    },
  );

  api.post(
    '/api/admin/two-step/setup',
    {
      onRequest: app.requireRole('admin'),
      config: enrolment,
      schema: {
        tags: ['admin'],
        summary: 'Start setting up an authenticator: its otpauth address, QR code and key (not on until confirmed with a code)',
        security,
        response: { 200: twoStepSetupResponse, ...errors },
      },
    },
    async (request, reply) => {
      const account = signedInUser(request);
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, account._id));
      reply.header('cache-control', 'no-store');
      // Moving to a new phone needs a token issued after a second step.
      const setup = await twoStep.beginSetup(db, box, { id: account._id, email: row!.email }, account.twoStep.passed);
      return { message: 'Scan the QR code with your authenticator app, then enter the 6-digit code it shows.', ...setup };
    },
  );

  api.post(
    '/api/admin/two-step/enable',
    {
      onRequest: app.requireRole('admin'),
      config: enrolment,
      schema: {
        tags: ['admin'],
        summary: 'Confirm the authenticator with a code: two-step sign-in is on; answers the recovery codes (once) and a new token',
        security,
        body: twoStepCodeRequest,
        response: { 200: twoStepEnableResponse, ...errors },
      },
    },
    async (request, reply) => {
      const account = signedInUser(request);
      await limits.refuseWhenExhausted(request, reply, account._id);
      const codes = await twoStep.confirmSetup(db, box, auditActorOf(request), account._id, request.body.code);
      if (!codes) {
        await limits.countWrong(request, account._id);
        throw new AppError('bad_request', twoStepMessages.wrongCode);
      }
      const [row] = await db.select({ sessionVersion: users.sessionVersion }).from(users).where(eq(users.id, account._id));
      reply.header('cache-control', 'no-store');
      return {
        message: twoStepMessages.enabled,
        recoveryCodes: codes,
        token: app.issueToken({ id: account._id, role: account.role, sessionVersion: row!.sessionVersion }, { secondStep: true }),
      };
    },
  );

  api.post(
    '/api/admin/two-step/disable',
    {
      onRequest: app.requireRole('admin'),
      config: own,
      schema: { tags: ['admin'], summary: 'Turn two-step sign-in off (not for owners and managers, who must keep it)', security, response: { 200: messageResponse, ...errors } },
    },
    async (request) => {
      const account = signedInUser(request);
      twoStep.refuseDisableFor(twoStepRequiredFor(account.staffRole));
      await twoStep.disableTwoStep(db, auditActorOf(request), account._id);
      return { message: twoStepMessages.disabled };
    },
  );

  api.post(
    '/api/admin/two-step/recovery-codes/regenerate',
    {
      onRequest: app.requireRole('admin'),
      config: own,
      schema: {
        tags: ['admin'],
        summary: 'New recovery codes (the old ones stop working); needs a current code from the authenticator',
        security,
        body: twoStepCodeRequest,
        response: { 200: recoveryCodesResponse, ...errors },
      },
    },
    async (request, reply) => {
      const account = signedInUser(request);
      await limits.refuseWhenExhausted(request, reply, account._id);
      if (!(await twoStep.useAuthenticatorCode(db, box, account._id, request.body.code))) {
        await limits.countWrong(request, account._id);
        throw new AppError('bad_request', twoStepMessages.wrongCode);
      }
      const codes = await twoStep.regenerateRecoveryCodes(db, auditActorOf(request), account._id);
      reply.header('cache-control', 'no-store');
      return { message: twoStepMessages.recoveryCodesRenewed, recoveryCodes: codes };
    },
  );

  api.delete(
    '/api/admin/two-step/remembered-devices/:id',
    {
      onRequest: app.requireRole('admin'),
      config: own,
      schema: { tags: ['admin'], summary: 'Forget a remembered device: it asks for a code at its next sign-in', security, params: idParams, response: { 200: messageResponse, ...errors } },
    },
    async (request) => {
      const account = signedInUser(request);
      await twoStep.forgetDevice(db, auditActorOf(request), account._id, request.params.id);
      return { message: twoStepMessages.deviceForgotten };
    },
  );
}
