import {
  checkInDayQuery,
  checkInDayResponse,
  checkInLookupRequest,
  checkInMessages,
  checkInRequest,
  checkInResponse,
  markNoShowsRequest,
  markNoShowsResponse,
} from '@yatrika/contract/check-ins';
import { errorResponse } from '@yatrika/contract/common';
import { todayInIndia } from '@yatrika/contract/dates';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { auditActorOf } from '../audit/public.ts';
import { checkIn, lookUpTicket, type Operator } from './check-in.ts';
import { departuresOfDay } from './day-departures.ts';
import { markNoShows } from './no-shows.ts';
import { departureScopeOf, requireDaysInScope, requireInScope, scopeAllows, type DepartureScope } from '../guides/public.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/** Which departures the signed-in account may work on: a guide's assigned ones today and tomorrow, everyone else's all. */
const scopeOf = (db: Database, request: FastifyRequest): Promise<DepartureScope> => departureScopeOf(db, signedInUser(request));

function operatorOf(request: FastifyRequest): Operator {
  const user = signedInUser(request);
  return { userId: user._id, name: `${user.firstname} ${user.lastname}`.trim() || user.username, audit: auditActorOf(request) };
}

/** Check-in at the meeting point: scanning or typing a ticket, the day's departures, no-shows. */
export default async function adminCheckInRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));

  api.post(
    '/api/admin/check-ins',
    {
      config: { permission: 'check-in' },
      schema: {
        ...admin,
        summary: 'Check in a party by its scanned ticket (`code`) or typed reference; the outcome says what the ticket is',
        description:
          'Outcomes: `checked_in`, `already_checked_in` (see attendance.lastCheckedInAt/By), `other_date`, `cancelled`. ' +
          'A forged or altered code is 400 without a lookup; an unknown reference 404. The same `id` again is counted once.',
        body: checkInRequest,
        response: { 200: checkInResponse, ...errors },
      },
    },
    async (request) => checkIn(db, request.body, operatorOf(request), await scopeOf(db, request)),
  );

  api.post(
    '/api/admin/check-ins/lookup',
    {
      config: { permission: 'check-in' },
      schema: {
        ...admin,
        summary: 'What a scanned ticket or typed reference is today, checking nobody in (`ready` when people are awaited)',
        body: checkInLookupRequest,
        response: { 200: checkInResponse, ...errors },
      },
    },
    async (request) => lookUpTicket(db, request.body, await scopeOf(db, request)),
  );

  api.post(
    '/api/admin/check-ins/no-shows',
    {
      config: { permission: 'check-in' },
      schema: {
        ...admin,
        summary: 'Mark everyone still awaited on a departure as no-show (409 before the departure begins; 403 for a guide on a departure not assigned to them)',
        body: markNoShowsRequest,
        response: { 200: markNoShowsResponse, ...errors },
      },
    },
    async (request) => {
      requireInScope(await scopeOf(db, request), request.body);
      const markedPeople = await markNoShows(db, request.body, operatorOf(request));
      return { message: markedPeople > 0 ? checkInMessages.markedNoShow(markedPeople) : checkInMessages.noneAwaited, markedPeople };
    },
  );

  api.get(
    '/api/admin/check-ins/today',
    {
      config: { permission: 'check-in' },
      schema: {
        ...admin,
        summary: "A day's departures with travellers to check in (today in India unless `date`), with checked-in, no-show and waiting counts; a guide's own only, today or tomorrow",
        querystring: checkInDayQuery,
        response: { 200: checkInDayResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const date = request.query.date ?? todayInIndia();
      const scope = await scopeOf(db, request);
      requireDaysInScope(scope, { from: date, to: date });
      // A guide's list holds only their own departures; the rest of the team sees the whole day.
      return { date, departures: (await departuresOfDay(db, date)).filter((departure) => scopeAllows(scope, departure)) };
    },
  );
}
