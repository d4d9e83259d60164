import { errorResponse } from '@yatrika/contract/common';
import { paymentLinkActionResponse, paymentLinkBookingResponse, paymentLinkOrderParams } from '@yatrika/contract/payment-links';
import { phoneBookingRefusal, phoneBookingRequest, phoneBookingResponse } from '@yatrika/contract/phone-booking';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { auditActorOf } from '../audit/public.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import type { BookingRules, Operator } from '../bookings/public.ts';
import { resendPaymentLink, withdrawPaymentLink } from './payment-link-admin.ts';
import { sendPaymentLink } from './payment-link-send.ts';
import { isPaidOffline, takePhoneBooking } from './phone-booking.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse };

/** Who takes the booking, as its history names them. */
function operatorOf(request: FastifyRequest): Operator {
  const user = signedInUser(request);
  const name = `${user.firstname ?? ''} ${user.lastname ?? ''}`.trim();
  return { id: user._id, name: name || user.username, audit: auditActorOf(request) };
}
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/** The operator taking money: a booking by phone, paid offline or by a payment link emailed to the traveller. */
export default async function adminCheckoutRoutes(
  app: FastifyInstance,
  { db, gateway, bookingRules, publicUrl }: { db: Database; gateway: PaymentGateway; bookingRules: BookingRules; publicUrl: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));

  api.post(
    '/api/admin/bookings',
    {
      config: { permission: 'bookings.change' },
      schema: {
        ...admin,
        summary:
          'Take a booking by phone: paid offline (cash, UPI, bank transfer: priced by the server, booked at once, answered with the booking) ' +
          'or by a payment link (`payment.method: link`: the seats held for the traveller until the link runs out, the link emailed, ' +
          'answered with `paymentLink` { url, expiresAt, amount, orderId, holdId }; the booking is made when the traveller pays). ' +
          'The traveller is found by email or given an account.',
        body: phoneBookingRequest,
        response: { 201: z.union([phoneBookingResponse, paymentLinkBookingResponse]), ...errors, 400: phoneBookingRefusal, 409: phoneBookingRefusal, 502: errorResponse },
      },
    },
    async (request, reply) => {
      const input = request.body;
      if (isPaidOffline(input)) return reply.status(201).send(await takePhoneBooking(db, input, bookingRules, publicUrl, operatorOf(request)));
      const context = { db, gateway, log: request.log, rules: bookingRules, publicUrl, operatorId: signedInUser(request)._id, actor: auditActorOf(request) };
      return reply.status(201).send(await sendPaymentLink(context, input));
    },
  );

  api.post(
    '/api/admin/payment-links/:orderId/resend',
    {
      config: { permission: 'bookings.change' },
      schema: {
        ...admin,
        summary: 'Email a payment link again, with the same expiry (409 once paid, withdrawn or run out)',
        params: paymentLinkOrderParams,
        response: { 200: paymentLinkActionResponse, ...errors, 404: errorResponse },
      },
    },
    async (request) => resendPaymentLink(db, request.params.orderId, publicUrl, auditActorOf(request)),
  );

  api.post(
    '/api/admin/payment-links/:orderId/withdraw',
    {
      config: { permission: 'bookings.change' },
      schema: {
        ...admin,
        summary: 'Withdraw a payment link: its seats go back on sale and its page takes no payment (409 once paid or withdrawn)',
        params: paymentLinkOrderParams,
        response: { 200: paymentLinkActionResponse, ...errors, 404: errorResponse },
      },
    },
    async (request) => withdrawPaymentLink(db, request.params.orderId, auditActorOf(request)),
  );
}
