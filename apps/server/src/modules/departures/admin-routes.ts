import { errorResponse } from '@yatrika/contract/common';
import { addDays, todayInIndia } from '@yatrika/contract/dates';
import { DEFAULT_MANIFEST_DAYS, MAX_MANIFEST_DAYS } from '@yatrika/contract/departure-limits';
import { departureMessages } from '@yatrika/contract/departure-messages';
import {
  adminDeparturesQuery,
  adminDeparturesResponse,
  departureManifestQuery,
  departureParams,
  updateDepartureRequest,
  updateDepartureResponse,
} from '@yatrika/contract/departures';
import { departureCalendarMessages, departureCalendarQuery, departureCalendarResponse, MAX_CALENDAR_DAYS } from '@yatrika/contract/departure-calendar';
import { departureManifestFileName, rangeManifestFileName } from '@yatrika/contract/manifest-words';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { sendCsvFile } from '../../lib/csv.ts';
import { badRequest } from '../../lib/errors.ts';
import { auditActorOf } from '../audit/public.ts';
import { changeDeparture } from './change-departure.ts';
import { departureCalendar } from './departure-calendar.ts';
import { findDeparturesOfDate, listDepartures } from './manifest.ts';
import { manifestCsv } from './manifest-csv.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { departureScopeOf, requireDaysInScope, requireInScope, scopeAllows } from '../guides/public.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/** Days from `from` to `to`, both counted. */
const spanDays = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** The range asked for, the next 14 days by default; 400 when it runs backwards or spans more than 92 days. */
function manifestRange(query: { from?: string | undefined; to?: string | undefined }): { from: string; to: string } {
  const from = query.from ?? todayInIndia();
  const to = query.to ?? addDays(from, DEFAULT_MANIFEST_DAYS - 1);
  const days = spanDays(from, to);
  if (days < 1 || days > MAX_MANIFEST_DAYS) throw badRequest(departureMessages.manifestRange);
  return { from, to };
}

const csvAnswer = z.string().describe('A CSV file, UTF-8 with a byte-order mark: one row per traveller');

/** The operator's departures: the manifest (on screen and as CSV), and one date's capacity or closing. */
export default async function adminDepartureRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));

  api.get(
    '/api/admin/departures',
    {
      config: { permission: 'bookings.read' },
      schema: {
        ...admin,
        summary: 'Departures with travellers, holds or changes between two dates (the next 14 days by default, at most 92); with tourId, every scheduled departure of that tour',
        querystring: adminDeparturesQuery,
        response: { 200: adminDeparturesResponse, ...errors },
      },
    },
    async (request) => {
      const { tourId } = request.query;
      const range = manifestRange(request.query);
      // A guide reads only today's and tomorrow's departures assigned to them (decision 051).
      const scope = await departureScopeOf(db, signedInUser(request));
      requireDaysInScope(scope, range);
      // With a tour, every date it is scheduled to run, booked or not, so any can be closed before anyone books.
      const departures = await listDepartures(db, tourId ? { ...range, tourIds: [tourId], scheduled: true } : range);
      return { departures: departures.filter((departure) => scopeAllows(scope, departure)) };
    },
  );

  api.get(
    '/api/admin/departures/calendar',
    {
      config: { permission: 'bookings.read' },
      schema: {
        ...admin,
        summary: `One range's departures for the calendar (at most ${MAX_CALENDAR_DAYS} days): tour, start time, seats sold of capacity and status; with tourId, every departure that tour is scheduled to run`,
        querystring: departureCalendarQuery,
        response: { 200: departureCalendarResponse, ...errors },
      },
    },
    async (request) => {
      const { from, to, tourId } = request.query;
      const days = spanDays(from, to);
      if (days < 1 || days > MAX_CALENDAR_DAYS) throw badRequest(departureCalendarMessages.range);
      return { departures: await departureCalendar(db, tourId ? { from, to, tourIds: [tourId] } : { from, to }) };
    },
  );

  api.get(
    '/api/admin/manifest.csv',
    {
      config: { permission: 'check-in' },
      schema: {
        ...admin,
        summary: 'Every traveller of every departure between two dates as CSV (the next 14 days by default, at most 92)',
        querystring: adminDeparturesQuery,
        produces: ['text/csv'],
        response: { 200: csvAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const range = manifestRange(request.query);
      const scope = await departureScopeOf(db, signedInUser(request));
      requireDaysInScope(scope, range);
      const departures = (await listDepartures(db, range)).filter((departure) => scopeAllows(scope, departure));
      return sendCsvFile(reply, rangeManifestFileName(range.from, range.to), manifestCsv(departures));
    },
  );

  api.get(
    '/api/admin/tours/:id/departures/:date/manifest.csv',
    {
      config: { permission: 'check-in' },
      schema: {
        ...admin,
        summary: 'Every traveller of one departure as CSV (only the header when nobody is booked); without startTime, every start time of the date',
        params: departureParams,
        querystring: departureManifestQuery,
        produces: ['text/csv'],
        response: { 200: csvAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { startTime } = request.query;
      // Refused before anything is read: a guide learns nothing of a departure that is not theirs.
      requireInScope(await departureScopeOf(db, signedInUser(request)), { tourId: request.params.id, date: request.params.date, startTime });
      const ofDate = await findDeparturesOfDate(db, request.params.id, request.params.date);
      const chosen = startTime === undefined ? ofDate : ofDate.filter((departure) => departure.startTime === startTime);
      const fileName = departureManifestFileName(request.params.date, ofDate[0]?.title, startTime);
      return sendCsvFile(reply, fileName, manifestCsv(chosen));
    },
  );

  api.put(
    '/api/admin/tours/:id/departures/:date',
    {
      config: { permission: 'catalogue.change' },
      schema: {
        ...admin,
        summary:
          "Change one departure's capacity (0 to 500, not below the seats taken) or close or reopen it; startTime names the departure of the date (the tour's first start time when left out; 409 for one the tour does not run)",
        params: departureParams,
        body: updateDepartureRequest,
        response: { 200: updateDepartureResponse, ...errors },
      },
    },
    async (request) => {
      const departure = await changeDeparture(db, request.params.id, request.params.date, request.body, auditActorOf(request));
      return { message: departureMessages.departureUpdated, departure };
    },
  );
}
