import {
  accountClosingResponse,
  accountExportResponse,
  accountMessages,
  changeEmailRequest,
  changePasswordRequest,
  deleteAccountRequest,
  deleteAccountResponse,
  passwordChangedResponse,
} from '@yatrika/contract/account';
import type { CancellationPolicy } from '@yatrika/contract/cancellation';
import { errorResponse, messageResponse } from '@yatrika/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import { deleteOwnAccount, quoteAccountClosing } from './account-closing.ts';
import { exportAccountData } from './data-export.ts';
import { requestEmailChange } from './email-change.ts';
import { changePassword } from './password-change.ts';
import { toSessionUser } from './service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const bearer = [{ bearer: [] }];

export interface AccountSettingsOptions {
  db: Database;
  gateway: PaymentGateway;
  cancellationPolicy: CancellationPolicy;
  publicUrl: string;
}

/**
 * A traveller's control of their own account, beside `/api/user/profile`: password, email, a
 * copy of their data, and closing the account. Travellers only: an administrator's account is
 * managed by the configured admin and colleagues, never closed from here.
 */
export default async function accountSettingsRoutes(app: FastifyInstance, { db, gateway, cancellationPolicy, publicUrl }: AccountSettingsOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('traveller'));

  api.put(
    '/api/user/password',
    {
      schema: {
        tags: ['account'],
        summary: 'Change your password: every other session ends; this one continues with the new token answered',
        security: bearer,
        body: changePasswordRequest,
        response: { 200: passwordChangedResponse, ...errors },
      },
    },
    async (request) => {
      const user = await changePassword(db, signedInUser(request)._id, request.body.currentPassword, request.body.newPassword);
      return { message: accountMessages.passwordChanged, token: app.issueToken(user), user: toSessionUser(user) };
    },
  );

  api.post(
    '/api/user/email',
    {
      schema: {
        tags: ['account'],
        summary: 'Ask to change your email: a confirmation link goes to the new address, which becomes yours when opened',
        security: bearer,
        body: changeEmailRequest,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await requestEmailChange(db, signedInUser(request)._id, request.body, publicUrl);
      return { message: accountMessages.emailChangeSent };
    },
  );

  api.get(
    '/api/user/account/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Download your data: account, bookings, reviews, moments, comments, likes, wishlist (JSON file)',
        security: bearer,
        response: { 200: accountExportResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      reply.header('Content-Disposition', 'attachment; filename="yatrika-my-data.json"');
      return exportAccountData(db, signedInUser(request)._id);
    },
  );

  api.get(
    '/api/user/account/closing',
    {
      schema: {
        tags: ['account'],
        summary: 'What deleting your account now would do: the future bookings cancelled and the refund of each',
        security: bearer,
        response: { 200: accountClosingResponse, ...errors },
      },
    },
    async (request, reply) => {
      // True for this moment only, like a cancellation quote.
      reply.header('Cache-Control', 'no-store');
      return quoteAccountClosing(db, signedInUser(request)._id, cancellationPolicy);
    },
  );

  api.delete(
    '/api/user/account',
    {
      schema: {
        tags: ['account'],
        summary: 'Delete your account: future bookings are cancelled and refunded; past bookings stay, without you',
        security: bearer,
        body: deleteAccountRequest,
        response: { 200: deleteAccountResponse, ...errors },
      },
    },
    async (request) => {
      const result = await deleteOwnAccount(db, gateway, request.log, signedInUser(request)._id, request.body.password, cancellationPolicy);
      return { message: accountMessages.accountDeleted, canceledBookings: result.cancelled, refundTotal: result.refundTotal, canceled: result.bookings };
    },
  );
}
