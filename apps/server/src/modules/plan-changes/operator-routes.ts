import { errorResponse, idParams } from '@yatrika/contract/common';
import { moveBookingRefusal, moveBookingRequest, moveBookingResponse, operatorBookingMessages } from '@yatrika/contract/operator-bookings';
import { changePartyRequest, changePartyResponse, partyChangeMessages, partyChangeQuery, partyChangeQuoteResponse } from '@yatrika/contract/party-changes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paiseToRupees } from '../../lib/money.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { auditActorOf } from '../audit/public.ts';
import { findAdminBooking, type Operator } from '../bookings/public.ts';
import { moveBooking } from './move.ts';
import type { PlanChangeOptions } from './options.ts';
import { changeParty, quotePartyChange } from './party-change.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/** Who makes the change, as the booking's history names them. */
function operatorOf(request: FastifyRequest): Operator {
  const user = signedInUser(request);
  const name = `${user.firstname ?? ''} ${user.lastname ?? ''}`.trim();
  return { id: user._id, name: name || user.username, audit: auditActorOf(request) };
}

/**
 * The operator's changes to a booking's plan: moving it to another departure (decision 016) and
 * changing its party (decision 023), each answered with the booking as the operator sees it.
 */
export default async function operatorPlanChangeRoutes(app: FastifyInstance, { db, gateway, bookingRules }: PlanChangeOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));

  api.put(
    '/api/admin/bookings/:id/date',
    {
      config: { permission: 'bookings.change' },
      schema: {
        ...admin,
        summary:
          "Move a booking to another scheduled departure of its tour: another date, another start time (startTime; the tour's first when left out), or both (seats checked; what was paid stays). " +
          'A date past the booking horizon or off the schedule answers 409 with `outsideSchedule: true` unless the request confirms it with `outsideSchedule: true`',
        params: idParams,
        body: moveBookingRequest,
        response: { 200: moveBookingResponse, ...errors, 409: moveBookingRefusal },
      },
    },
    async (request) => {
      const moved = await moveBooking(db, request.params.id, request.body, operatorOf(request), bookingRules.horizonDays);
      // A client that names the start time reads it back; one from before start times reads the sentence it knows.
      const message = operatorBookingMessages.moved(moved.bookingDate, request.body.startTime === undefined ? undefined : moved.startTime);
      return { message, booking: await findAdminBooking(db, request.params.id) };
    },
  );

  api.get(
    '/api/admin/bookings/:id/party',
    {
      config: { permission: 'bookings.change' },
      schema: {
        ...admin,
        summary: 'What changing the party to `numPeople` would do: the new total, the difference, the seats and how the difference is settled',
        params: idParams,
        querystring: partyChangeQuery,
        response: { 200: partyChangeQuoteResponse, ...errors },
      },
    },
    async (request, reply) => {
      // A quote is true for this moment only.
      reply.header('Cache-Control', 'no-store');
      return quotePartyChange(db, request.params.id, request.query.numPeople);
    },
  );

  api.put(
    '/api/admin/bookings/:id/party',
    {
      config: { permission: 'bookings.change' },
      schema: {
        ...admin,
        summary: 'Change the party of a booking still to come: seats checked, the difference refunded by channel or recorded as collected, the history written and the traveller emailed',
        description:
          'A smaller party gets its difference back the way it was paid (the provider, or by hand for money taken offline); a larger party needs `payment` (cash, UPI or bank transfer, with the reference a transfer needs). `numPeople` may be sent as text ("3").',
        params: idParams,
        body: changePartyRequest,
        response: { 200: changePartyResponse, ...errors },
      },
    },
    async (request) => {
      const { row, previousPeople, event, settlement } = await changeParty(db, gateway, request.log, request.params.id, request.body, operatorOf(request));
      const message = partyChangeMessages.changed(previousPeople, row.numPeople, paiseToRupees(row.totalPaise));
      return { message, booking: await findAdminBooking(db, row.id), event, settlement };
    },
  );
}
