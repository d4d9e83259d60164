import { bookingMessages } from '@yatrika/contract/bookings';
import { errorResponse, idParams } from '@yatrika/contract/common';
import {
  addBookingNoteRequest,
  addBookingNoteResponse,
  bookingHistoryResponse,
  extendBalanceDueRequest,
  extendBalanceDueResponse,
  operatorCancellationQuoteResponse,
  operatorBookingMessages,
  refundByHandMessages,
  refundHandedBackRequest,
  refundHandedBackResponse,
  type RefundChoice,
  updateBookingStatusWithRefundRequest,
  updateBookingStatusWithRefundResponse,
} from '@yatrika/contract/operator-bookings';
import { partialRefundHandedBackResponse, partialRefundParams, partyChangeMessages } from '@yatrika/contract/party-changes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requirePermission, signedInStaffMay, signedInUser } from '../../plugins/auth.ts';
import { auditActorOf } from '../audit/public.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import { findAdminBooking, updateBookingStatus } from './admin-service.ts';
import type { Operator } from './events.ts';
import { addBookingNote, bookingHistory } from './notes.ts';
import { quoteOperatorCancel } from './operator-cancel.ts';
import { markRefundHandedBack } from './refund-handed-back.ts';
import { paiseToRupees } from '../../lib/money.ts';
import type { BookingRules } from './settings.ts';
import { changeBalanceDue } from './balance-due.ts';
import { partPaymentMessages } from '@yatrika/contract/part-payment-messages';
import type { CancellationPolicy } from '@yatrika/contract/cancellation-policy';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/** Who makes the change, as the booking's history names them. */
function operatorOf(request: FastifyRequest): Operator {
  const user = signedInUser(request);
  const name = `${user.firstname ?? ''} ${user.lastname ?? ''}`.trim();
  return { id: user._id, name: name || user.username, audit: auditActorOf(request) };
}

/**
 * The refund a cancellation may give. Any staff account that takes bookings cancels by the policy;
 * giving back more than the policy (the full refund, the default) needs "Refund beyond the policy".
 * Without it, a full refund that gives back no more than the policy would (nothing paid, or a
 * policy that refunds everything today) goes ahead as a cancellation by the policy, so what is
 * settled never exceeds what the role may give.
 */
async function refundChoiceAllowed(request: FastifyRequest, db: Database, bookingId: string, asked: RefundChoice | undefined, policy: CancellationPolicy): Promise<RefundChoice | undefined> {
  if (asked === 'policy' || signedInStaffMay(request, 'bookings.refund')) return asked;
  const quote = await quoteOperatorCancel(db, bookingId, policy);
  if (quote.refunds.full > quote.refunds.policy) requirePermission(request, 'bookings.refund');
  return 'policy';
}

/**
 * The operator's changes to any booking: accept or cancel (with its refund), notes and history
 * (decision 016); marking a refund of an offline payment handed back (decision 020), and a refund of
 * part of a booking (decision 023). Moving it and changing its party: plan-changes' operator-routes.ts.
 */
export default async function operatorBookingRoutes(
  app: FastifyInstance,
  { db, gateway, bookingRules }: { db: Database; gateway: PaymentGateway; bookingRules: BookingRules },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));

  api.put(
    '/api/admin/bookings/:id/status',
    {
      config: { permission: 'bookings.change' },
      schema: {
        ...admin,
        summary:
          'Accept a pending booking, or cancel any booking still to come, refunding a paid one in full (default) or by the policy; a refund beyond the policy needs the bookings.refund permission (without it, a full refund no larger than the policy\'s is made by the policy)',
        params: idParams,
        body: updateBookingStatusWithRefundRequest,
        response: { 200: updateBookingStatusWithRefundResponse, ...errors },
      },
    },
    async (request) => {
      const change =
        request.body.status === 'canceled'
          ? { ...request.body, refund: await refundChoiceAllowed(request, db, request.params.id, request.body.refund, bookingRules.cancellationPolicy) }
          : request.body;
      const { booking, refund } = await updateBookingStatus(
        db,
        gateway,
        request.log,
        request.params.id,
        change,
        bookingRules.cancellationPolicy,
        operatorOf(request),
      );
      const message =
        refund?.status === 'failed'
          ? bookingMessages.refundFailed
          : refund?.byHand && refund.status === 'pending'
            ? refundByHandMessages.cancelled(refund.amount)
            : bookingMessages.statusUpdated;
      return { message, booking, refund };
    },
  );

  api.put(
    '/api/admin/bookings/:id/refund/handed-back',
    {
      config: { permission: 'bookings.refund' },
      schema: {
        ...admin,
        summary: 'Mark the refund of a booking paid offline as handed back (how, optionally): recorded in its history and emailed to the traveller',
        params: idParams,
        body: refundHandedBackRequest,
        response: { 200: refundHandedBackResponse, ...errors },
      },
    },
    async (request) => {
      const { refund, event } = await markRefundHandedBack(db, request.params.id, undefined, request.body.reference, operatorOf(request));
      return {
        message: refundByHandMessages.handedBack(paiseToRupees(refund.amountPaise)),
        booking: await findAdminBooking(db, request.params.id),
        event,
      };
    },
  );

  api.get(
    '/api/admin/bookings/:id/cancellation',
    {
      config: { permission: 'bookings.change' },
      schema: {
        ...admin,
        summary: 'What cancelling now would refund: in full, or by the cancellation policy',
        params: idParams,
        response: { 200: operatorCancellationQuoteResponse, ...errors },
      },
    },
    async (request) => quoteOperatorCancel(db, request.params.id, bookingRules.cancellationPolicy),
  );

  api.put(
    '/api/admin/bookings/:id/balance-due',
    {
      config: { permission: 'bookings.change' },
      schema: {
        ...admin,
        summary: 'Change the last day to pay the balance of a booking paid by advance (from today on, before the departure); reminders follow the new date',
        params: idParams,
        body: extendBalanceDueRequest,
        response: { 200: extendBalanceDueResponse, ...errors },
      },
    },
    async (request) => {
      await changeBalanceDue(db, request.params.id, request.body.balanceDueOn, operatorOf(request));
      return { message: partPaymentMessages.dueDateExtended, booking: await findAdminBooking(db, request.params.id) };
    },
  );

  api.put(
    '/api/admin/bookings/:id/partial-refunds/:refundId/handed-back',
    {
      config: { permission: 'bookings.refund' },
      schema: {
        ...admin,
        summary: 'Mark one refund of part of a booking, owed by hand, as handed back (how, optionally): recorded in its history and emailed to the traveller',
        params: partialRefundParams,
        body: refundHandedBackRequest,
        response: { 200: partialRefundHandedBackResponse, ...errors },
      },
    },
    async (request) => {
      const { refund, event } = await markRefundHandedBack(db, request.params.id, request.params.refundId, request.body.reference, operatorOf(request));
      return { message: partyChangeMessages.handedBack(paiseToRupees(refund.amountPaise)), booking: await findAdminBooking(db, request.params.id), event };
    },
  );

  api.post(
    '/api/admin/bookings/:id/notes',
    {
      config: { permission: 'bookings.change' },
      schema: { ...admin, summary: "Add a note to a booking's history (not emailed)", params: idParams, body: addBookingNoteRequest, response: { 201: addBookingNoteResponse, ...errors } },
    },
    async (request, reply) => {
      const event = await addBookingNote(db, request.params.id, request.body.note, operatorOf(request));
      return reply.code(201).send({ message: operatorBookingMessages.noteAdded, event });
    },
  );

  api.get(
    '/api/admin/bookings/:id/history',
    { config: { permission: 'bookings.read' }, schema: { ...admin, summary: "A booking's history: the operator's changes and notes, oldest first", params: idParams, response: { 200: bookingHistoryResponse, ...errors } } },
    async (request) => ({ events: await bookingHistory(db, request.params.id) }),
  );
}
