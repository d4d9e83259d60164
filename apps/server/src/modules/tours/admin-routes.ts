import { errorResponse, idParams, messageResponse } from '@yatrika/contract/common';
import {
  adminTourListResponse,
  adminTourResponse,
  tourCategoryCountsResponse,
  tourChangeResponse,
  tourMessages,
  tourSearchQuery,
} from '@yatrika/contract/tours';
import { tourDetailLimits } from '@yatrika/contract/tour-details';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { confirmQuery, settlementResponse } from '@yatrika/contract/settlement';
import { auditActorOf } from '../audit/public.ts';
import type { AdminTourRouteOptions } from './route-options.ts';
import * as catalogue from './service.ts';
import { tourSettlement, withdrawTour } from './withdrawal.ts';
import { readCreateTourForm, readUpdateTourForm } from './tour-form.ts';
import { tourPage } from './tour-page.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const withdrawalErrors = { ...errors, 409: errorResponse };
const confirmation =
  'A tour with bookings still to come is refused (409, saying what it would do) unless `confirm=true`: then those bookings are cancelled, refunded in full and their travellers emailed. GET /api/admin/tours/{id}/settlement says the same beforehand.';
const uploadErrors = { ...errors, 413: errorResponse, 415: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };
const formFields =
  'multipart/form-data with title, description, category (adventure, religious, historical & cultural, romantic), location, pricePerPerson (rupees) and the file image (JPEG, PNG, WebP, GIF or AVIF).';
const detailFields = [
  'The page details are optional on both forms:',
  `highlights, inclusions and exclusions (lists of short lines: one JSON list, or repeated fields; at most ${tourDetailLimits.highlights.maxItems}, ${tourDetailLimits.inclusions.maxItems} and ${tourDetailLimits.exclusions.maxItems} lines of at most ${tourDetailLimits.highlights.maxLength} characters),`,
  `itinerary (a JSON list of {day, title, details}, or one JSON day per repeated field; day numbers 1 up in order, no further than durationDays),`,
  `meetingPoint (text, at most ${tourDetailLimits.meetingPoint} characters)`,
  `and gallery: up to ${tourDetailLimits.galleryImages} image files, shown after the main image.`,
  'On update an absent detail keeps its value and an empty one (`[]` or blank) clears it; text values of gallery name the stored pictures to keep, in order, and new files are added after them.',
  'The schedule is optional on both forms, an absent field keeping its value (or the default):',
  'runWeekdays ("1,3,5" or a JSON list, 0 Sunday to 6 Saturday), seasons (a JSON list of {from, to} as "MM-DD", may wrap the new year; [] all year),',
  'closedRanges (a JSON list of {from, to} as "YYYY-MM-DD"), startTimes (1 to 6 distinct "HH:MM" in India, "09:00,15:30" or a JSON list, kept earliest first: each a departure of its own)',
  'or startTime (one "HH:MM", as forms before start times send it; it replaces the list), cutoffHours (hours before each departure\'s start; blank or none: until the start)',
  'confirmInstantly (true or false: a paid booking is booked without the operator accepting it),',
  'minGroup (people, at most the group size; blank or none: no minimum), minGroupDecisionHours (hours before the start, 48 by default)',
  'and minGroupAction (cancel: a departure below the minimum at the decision time is cancelled and refunded in full; confirm: also accepts its pending paid bookings once it reaches the minimum), rescheduleCutoffHours (hours before the start up to which travellers may move their booking to another date themselves, 24 by default).',
  'Prices by person type are optional on both forms (decision 030): priceTypes, one JSON list of {type: child, infant or senior, price (rupees; infant may be 0, the others more), minAge, maxAge (whole years 0 to 120, optional), takesSeat (default false for an infant, true otherwise)},',
  'each type at most once (an adult entry only repeats pricePerPerson; another adult price is refused); [] leaves adults only.',
  'groupDiscount: JSON {minPeople (2 to 100, counting people who take a seat), percentOff (1 to 90)}, or null for none (blank: left as it is); applied before any promo code.',
  'Part payment (decision 035), optional on both forms: advancePercent (1 to 99, the share of the total paid at checkout) and balanceDueDays (1 to 365, days before the departure the balance is due), both or neither; blank or none: not offered.',
].join(' ');

const duplicateNote =
  'A tour with the same title (case and spacing aside) and the same weekdays, seasons, closed dates and start times as one in the catalogue is refused (409, saying so) unless `confirm=true`.';

/** The catalogue as administrators run it: banned tours included, with their status. */
export default async function adminTourRoutes(app: FastifyInstance, { db, gateway, cancellationPolicy }: AdminTourRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));
  const withdrawal = (log: FastifyBaseLogger) => ({ db, gateway, log, policy: cancellationPolicy });

  api.get(
    '/api/admin/tours',
    {
      config: { permission: 'catalogue.read' },
      schema: {
        ...admin,
        summary: 'All tours, newest first; query searches title or location',
        querystring: tourSearchQuery,
        response: { 200: adminTourListResponse, ...errors },
      },
    },
    async (request, reply) => ({ tours: await tourPage(db, request, reply, { ...request.query, includeBanned: true }) }),
  );

  // A static path: Fastify matches it before /api/admin/tours/:id.
  api.get(
    '/api/admin/tours/category-counts',
    { config: { permission: 'catalogue.read' }, schema: { ...admin, summary: 'How many tours each category has', response: { 200: tourCategoryCountsResponse, ...errors } } },
    async () => ({ counts: await catalogue.countToursByCategory(db) }),
  );

  api.get(
    '/api/admin/tours/:id',
    { config: { permission: 'catalogue.read' }, schema: { ...admin, summary: 'One tour, banned or not', params: idParams, response: { 200: adminTourResponse, ...errors } } },
    async (request) => ({ tour: await catalogue.getTour(db, request.params.id) }),
  );

  api.post(
    '/api/admin/tours',
    {
      config: { permission: 'catalogue.change' },
      schema: {
        ...admin,
        summary: 'Create a tour',
        description: `${formFields} All are required. ${detailFields} ${duplicateNote}`,
        querystring: confirmQuery,
        response: { 201: tourChangeResponse, ...uploadErrors, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const { image, ...form } = await readCreateTourForm(request);
      const tour = await catalogue.createTour(db, form, image, auditActorOf(request), { confirmedDuplicate: request.query.confirm });
      return reply.status(201).send({ data: tour, message: tourMessages.created });
    },
  );

  api.put(
    '/api/admin/tours/:id',
    {
      config: { permission: 'catalogue.change' },
      schema: {
        ...admin,
        summary: 'Update a tour',
        description: `${formFields} Every field is optional; a blank one keeps its value, a new image replaces the picture. ${detailFields}`,
        params: idParams,
        response: { 200: tourChangeResponse, ...uploadErrors },
      },
    },
    async (request) => {
      const { image, ...form } = await readUpdateTourForm(request);
      return { data: await catalogue.updateTour(db, request.params.id, form, image, auditActorOf(request)), message: tourMessages.updated };
    },
  );

  api.get(
    '/api/admin/tours/:id/settlement',
    {
      config: { permission: 'catalogue.delete' },
      schema: {
        ...admin,
        summary: 'What banning or deleting the tour now would cancel and refund',
        params: idParams,
        response: { 200: settlementResponse, ...errors },
      },
    },
    async (request) => tourSettlement(db, request.params.id, cancellationPolicy),
  );

  api.put(
    '/api/admin/tour/:id/ban',
    {
      config: { permission: 'catalogue.delete' },
      schema: {
        ...admin,
        summary: 'Ban a tour: visitors and travellers stop seeing it, and it takes no booking',
        description: confirmation,
        params: idParams,
        querystring: confirmQuery,
        response: { 200: tourChangeResponse, ...withdrawalErrors },
      },
    },
    async (request) => {
      await withdrawTour(withdrawal(request.log), request.params.id, request.query.confirm, auditActorOf(request));
      return { data: await catalogue.getTour(db, request.params.id), message: tourMessages.banned };
    },
  );

  api.put(
    '/api/admin/tour/:id/unban',
    { config: { permission: 'catalogue.delete' }, schema: { ...admin, summary: 'Unban a tour', params: idParams, response: { 200: tourChangeResponse, ...errors } } },
    async (request) => ({ data: await catalogue.setTourStatus(db, request.params.id, 'active', auditActorOf(request)), message: tourMessages.unbanned }),
  );

  api.delete(
    '/api/admin/tours/:id',
    {
      config: { permission: 'catalogue.delete' },
      schema: {
        ...admin,
        summary: 'Delete a tour (its wishlist entries and reviews go too; past bookings keep their snapshot)',
        description: confirmation,
        params: idParams,
        querystring: confirmQuery,
        response: { 200: messageResponse, ...withdrawalErrors },
      },
    },
    async (request) => {
      await withdrawTour(withdrawal(request.log), request.params.id, request.query.confirm, auditActorOf(request));
      await catalogue.deleteTour(db, request.params.id, auditActorOf(request));
      return { message: tourMessages.deleted };
    },
  );
}
