import { errorResponse, idParams } from '@yatrika/contract/common';
import {
  planChangeMessages,
  planChangeResponse,
  rescheduleQuoteResponse,
  rescheduleRequest,
  travellerPartyQuery,
  travellerPartyQuoteResponse,
  travellerPartyRequest,
} from '@yatrika/contract/plan-changes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientAddress } from '../../lib/client-address.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { getMyBooking } from '../bookings/public.ts';
import { openPartyDifference, openRescheduleDifference } from './difference-orders.ts';
import { partyChangeFromQuery } from './party-query.ts';
import type { PlanChangeOptions } from './options.ts';
import { planMyReschedule, quoteReschedule, rescheduleNow } from './reschedule.ts';
import { changePartyNow, planPartyChange, quoteTravellerPartyChange } from './traveller-party.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const bearer = [{ bearer: [] }];

/** `/api/user/bookings/{id}/reschedule` and `/party`: quote, then change; another traveller's booking answers 404. */
export default async function travellerPlanChangeRoutes(app: FastifyInstance, { db, gateway, bookingRules, openTopUpOrder }: PlanChangeOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('traveller'));

  api.get(
    '/api/user/bookings/:id/reschedule',
    {
      schema: {
        tags: ['bookings'],
        summary: 'What moving your booking to another date would cost: the new price for the same party, the difference, the seats, and whether the tour allows it now',
        security: bearer,
        params: idParams,
        querystring: rescheduleRequest,
        response: { 200: rescheduleQuoteResponse, ...errors },
      },
    },
    async (request, reply) => {
      // A quote is true for this moment only.
      reply.header('Cache-Control', 'no-store');
      return quoteReschedule(db, signedInUser(request)._id, request.params.id, request.query, bookingRules);
    },
  );

  api.post(
    '/api/user/bookings/:id/reschedule',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Move your booking to another date of its tour (and start time, when it has several)',
        description:
          'The same or a lower price moves it at once (`status: done`; a lower price is refunded to the way you paid). ' +
          'A higher price holds the new seats and answers `status: awaiting_payment` with the `order` for the difference and its `hold`: ' +
          'pay it as any checkout (`POST /api/payment/verify-payment`) and the move completes; if the seats are gone by then, the payment is refunded in full. ' +
          'The reference and the ticket stay. 409 when the tour no longer allows moving this booking, or the new date cannot take the party.',
        security: bearer,
        params: idParams,
        body: rescheduleRequest,
        response: { 200: planChangeResponse, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request)._id;
      const plan = await planMyReschedule(db, userId, request.params.id, request.body, bookingRules);
      if (plan.money.settlement.payPaise > 0) {
        const holder = { userId, clientAddress: clientAddress(request.ip) };
        const opened = await openRescheduleDifference(db, gateway, request.log, holder, plan, bookingRules, openTopUpOrder);
        return {
          message: planChangeMessages.movePending(paiseToRupees(plan.money.settlement.payPaise)),
          status: 'awaiting_payment' as const,
          booking: await getMyBooking(db, userId, plan.row.id),
          ...opened,
        };
      }
      const done = await rescheduleNow(db, gateway, request.log, plan);
      return {
        message: planChangeMessages.moved(done.row.bookingDate),
        status: 'done' as const,
        booking: await getMyBooking(db, userId, done.row.id),
        difference: paiseToRupees(done.differencePaise),
        settlement: done.settlement,
      };
    },
  );

  api.get(
    '/api/user/bookings/:id/party',
    {
      schema: {
        tags: ['bookings'],
        summary: 'What changing your party would cost: the new total, the difference, the seats and how the money settles',
        description: 'The party as query fields by type (`?adult=2&child=1`), or `?numPeople=3` for adults only.',
        security: bearer,
        params: idParams,
        querystring: travellerPartyQuery,
        response: { 200: travellerPartyQuoteResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return quoteTravellerPartyChange(db, signedInUser(request)._id, request.params.id, partyChangeFromQuery(request.query), bookingRules);
    },
  );

  api.post(
    '/api/user/bookings/:id/party',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Add people to your booking or remove some',
        description:
          'Fewer people (or a lower total) changes it at once (`status: done`): the difference is refunded by the cancellation policy for those seats, ' +
          'what the policy keeps staying on the booking as a `kept` line. More people are checked against the seats as a new booking and ' +
          'answer `status: awaiting_payment` with the `order` for the difference and the `hold` on their seats; the change completes when it is paid.',
        security: bearer,
        params: idParams,
        body: travellerPartyRequest,
        response: { 200: planChangeResponse, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request)._id;
      const plan = await planPartyChange(db, userId, request.params.id, request.body, bookingRules);
      if (plan.money.settlement.payPaise > 0) {
        const holder = { userId, clientAddress: clientAddress(request.ip) };
        const opened = await openPartyDifference(db, gateway, request.log, holder, plan, bookingRules, openTopUpOrder);
        return {
          message: planChangeMessages.partyPending(paiseToRupees(plan.money.settlement.payPaise)),
          status: 'awaiting_payment' as const,
          booking: await getMyBooking(db, userId, plan.row.id),
          ...opened,
        };
      }
      const done = await changePartyNow(db, gateway, request.log, plan);
      return {
        message: planChangeMessages.partyChanged,
        status: 'done' as const,
        booking: await getMyBooking(db, userId, done.row.id),
        difference: paiseToRupees(done.differencePaise),
        settlement: done.settlement,
      };
    },
  );
}
