import { octoErrorMessages } from '@yatrika/contract/octo-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { BookingRules } from '../bookings/public.ts';
import { resellerAccess, type AuthenticatedReseller } from '../resellers/public.ts';
import { availabilityCalendar, availabilityCheck, requestedDates } from './availability.ts';
import { toOctoBooking } from './booking-answer.ts';
import { supportedCapabilities, useCapabilities } from './capabilities.ts';
import { cancelOctoBooking, confirmReservation } from './confirmation.ts';
import { listOctoBookings } from './booking-list.ts';
import { OctoError, answerInOctoShape, invalidUnitId, octoBadRequest, octoForbidden, octoUnauthorized, unprocessable } from './octo-errors.ts';
import { OCTO_CURRENCY } from './octo-format.ts';
import { octoAvailability, octoAvailabilityDay, octoBooking, octoCapability, octoError, octoProduct, octoSupplier, productParams, uuidParams } from './octo-schemas.ts';
import { checkOption, findProductTour, listProducts, productOf, unitIdsOf } from './products.ts';
import { availabilityBody, bookingListQuery, cancelBody, confirmationBody, extendBody, reservationBody, updateBody } from './requests.ts';
import { extendReservation, findOctoBooking, reserve, updateReservation } from './reservations.ts';
import type { Party, PersonType } from '@yatrika/contract/price-calculation';

export interface OctoOptions {
  db: Database;
  bookingRules: BookingRules;
  /** The site's address: the supplier's website and endpoint, and links in the traveller's emails. */
  publicUrl: string;
  /** How the operator is reached (OPERATOR_EMAIL, OPERATOR_PHONE), for the supplier's contact. */
  operatorEmail: string | undefined;
  operatorPhone: string | undefined;
  /** Requests one reseller key may make per minute (the resellers module counts them). */
  requestsPerMinute: number;
}

const errors = { 400: octoError, 404: octoError, 429: octoError, 500: octoError };
const octo = { tags: ['octo'], security: [{ bearer: [] }] };

/**
 * The OCTO supplier API (decision 038) at /octo: Yatrika's active tours as products, their departures
 * as availability, and resellers' bookings held, confirmed, changed and cancelled through the same
 * seat holds and booking rules as the website. Every call carries a reseller's key
 * (`Authorization: Bearer …`), checked against the database each time (a revoked key is refused at
 * once on every instance) and rate-limited per key. Answers and errors are the specification's.
 */
export default async function octoRoutes(app: FastifyInstance, options: OctoOptions) {
  await app.register(octoApi, { ...options, prefix: '/octo' });
}

async function octoApi(app: FastifyInstance, options: OctoOptions) {
  const { db, bookingRules, publicUrl } = options;
  const rules = { booking: bookingRules };
  const horizonDays = bookingRules.horizonDays;
  const api = app.withTypeProvider<ZodTypeProvider>();
  answerInOctoShape(app);

  const access = resellerAccess(app, { db, requestsPerMinute: options.requestsPerMinute });
  const callers = new WeakMap<FastifyRequest, AuthenticatedReseller>();
  app.addHook('onRequest', async (request, reply) => {
    const known = await access(request);
    if (known.ok) {
      callers.set(request, known.reseller);
      return;
    }
    if (known.status === 429) {
      return reply.status(429).header('Retry-After', String(known.retryAfterSeconds)).send({ error: 'TOO_MANY_REQUESTS', errorMessage: known.message });
    }
    return reply.status(400).send((known.reason === 'missing' ? octoUnauthorized() : octoForbidden()).body);
  });
  const resellerOf = (request: FastifyRequest) => callers.get(request)!;

  api.get(
    '/capabilities',
    { schema: { ...octo, summary: 'OCTO: the capabilities offered beside the core (octo/content, octo/pricing)', response: { 200: z.array(octoCapability), ...errors } } },
    async () => supportedCapabilities.map((id) => ({ id, revision: 1, required: false, dependencies: [], docs: null })),
  );

  api.get(
    '/supplier',
    { schema: { ...octo, summary: 'OCTO: the supplier (the operator running this Yatrika)', response: { 200: octoSupplier, ...errors } } },
    async (request, reply) => {
      const capabilities = useCapabilities(request, reply);
      return {
        id: 'yatrika',
        name: 'Yatrika',
        endpoint: `${publicUrl}/octo`,
        contact: { website: publicUrl, email: options.operatorEmail ?? null, telephone: options.operatorPhone ?? null, address: null },
        ...(capabilities.content ? { shortDescription: 'Tours across India', media: [] } : {}),
      };
    },
  );

  api.get(
    '/products',
    { schema: { ...octo, summary: 'OCTO: every active tour as a product', response: { 200: z.array(octoProduct), ...errors } } },
    async (request, reply) => listProducts(db, useCapabilities(request, reply)),
  );

  api.get(
    '/products/:id',
    { schema: { ...octo, summary: 'OCTO: one product; INVALID_PRODUCT_ID for a tour that is not on sale', params: productParams, response: { 200: octoProduct, ...errors } } },
    async (request, reply) => {
      const capabilities = useCapabilities(request, reply);
      return productOf(await findProductTour(db, request.params.id), capabilities);
    },
  );

  /** The party a request's `units` name, checked against the tour's units; undefined when it names none. */
  const partyOfUnits = (unitIds: string[], units: { id?: unknown; quantity: number }[] | null | undefined): Party | undefined => {
    if (!units || units.length === 0) return undefined;
    const party: Party = {};
    for (const unit of units) {
      if (typeof unit.id !== 'string' || !unitIds.includes(unit.id)) throw invalidUnitId(unit.id);
      party[unit.id as PersonType] = (party[unit.id as PersonType] ?? 0) + unit.quantity;
    }
    return Object.values(party).some((count) => (count ?? 0) > 0) ? party : undefined;
  };
  const refuseOtherCurrency = (currency: string | null | undefined) => {
    if (currency && currency.toUpperCase() !== OCTO_CURRENCY) throw unprocessable(octoErrorMessages.currencyNotOffered(currency));
  };

  api.post(
    '/availability/calendar',
    {
      schema: {
        ...octo,
        summary: 'OCTO: one answer per date of the range (at most a year): open or not, the most seats one departure has left',
        body: availabilityBody,
        response: { 200: z.array(octoAvailabilityDay), ...errors },
      },
    },
    async (request, reply) => {
      const capabilities = useCapabilities(request, reply);
      const body = request.body;
      const tour = await findProductTour(db, body.productId);
      checkOption(body.optionId);
      refuseOtherCurrency(body.currency);
      const range = requestedDates({ localDateStart: body.localDateStart ?? undefined, localDateEnd: body.localDateEnd ?? undefined });
      return availabilityCalendar(db, tour, range, capabilities, { horizonDays });
    },
  );

  api.post(
    '/availability',
    {
      schema: {
        ...octo,
        summary: 'OCTO: each departure (date and start time) of a date, a range or the ids asked for, with its seats and cut-off; its availabilityId is what a reservation names',
        body: availabilityBody,
        response: { 200: z.array(octoAvailability), ...errors },
      },
    },
    async (request, reply) => {
      const capabilities = useCapabilities(request, reply);
      const body = request.body;
      const tour = await findProductTour(db, body.productId);
      checkOption(body.optionId);
      refuseOtherCurrency(body.currency);
      const byDate = body.localDate != null;
      const byRange = body.localDateStart != null || body.localDateEnd != null;
      const byIds = body.availabilityIds != null;
      // Exactly one way of asking, as the specification says.
      if (Number(byDate) + Number(byRange) + Number(byIds) !== 1) throw octoBadRequest(octoErrorMessages.availabilityRequest);
      const party = partyOfUnits(unitIdsOf(tour), body.units);
      return availabilityCheck(
        db,
        tour,
        {
          ...(byIds ? { availabilityIds: body.availabilityIds! } : { range: requestedDates({ localDate: body.localDate ?? undefined, localDateStart: body.localDateStart ?? undefined, localDateEnd: body.localDateEnd ?? undefined }) }),
          ...(party ? { party } : {}),
        },
        capabilities,
        { horizonDays },
      );
    },
  );

  api.post(
    '/bookings',
    {
      schema: {
        ...octo,
        summary: 'OCTO: reserve: the party’s seats held like a website checkout’s (HOLD_MINUTES at most, or expirationMinutes when shorter); ON_HOLD until confirmed',
        body: reservationBody,
        response: { 200: octoBooking, ...errors },
      },
    },
    async (request, reply) => {
      const capabilities = useCapabilities(request, reply);
      refuseOtherCurrency(request.body.currency);
      const row = await reserve(db, resellerOf(request).id, request.body, rules);
      return toOctoBooking(db, row, capabilities, horizonDays);
    },
  );

  api.get(
    '/bookings',
    {
      schema: {
        ...octo,
        summary: 'OCTO: this reseller’s bookings with a resellerReference or a supplierReference (the Yatrika booking reference); one of them is required',
        querystring: bookingListQuery,
        response: { 200: z.array(octoBooking), ...errors },
      },
    },
    async (request, reply) => {
      const capabilities = useCapabilities(request, reply);
      const { resellerReference, supplierReference } = request.query;
      if (!resellerReference && !supplierReference) throw octoBadRequest('resellerReference or supplierReference is required');
      return listOctoBookings(db, resellerOf(request).id, { resellerReference, supplierReference }, capabilities, horizonDays);
    },
  );

  api.get(
    '/bookings/:uuid',
    { schema: { ...octo, summary: 'OCTO: one of this reseller’s bookings by its uuid', params: uuidParams, response: { 200: octoBooking, ...errors } } },
    async (request, reply) => {
      const capabilities = useCapabilities(request, reply);
      return toOctoBooking(db, await findOctoBooking(db, resellerOf(request).id, request.params.uuid), capabilities, horizonDays);
    },
  );

  api.patch(
    '/bookings/:uuid',
    {
      schema: {
        ...octo,
        summary: 'OCTO: change a booking: references, contact and notes at any time; departure and units while ON_HOLD (the new party’s seats held in place of the old)',
        params: uuidParams,
        body: updateBody,
        response: { 200: octoBooking, ...errors },
      },
    },
    async (request, reply) => {
      const capabilities = useCapabilities(request, reply);
      const row = await updateReservation(db, resellerOf(request).id, request.params.uuid, request.body, rules);
      return toOctoBooking(db, row, capabilities, horizonDays);
    },
  );

  api.post(
    '/bookings/:uuid/confirm',
    {
      schema: {
        ...octo,
        summary: 'OCTO: confirm a reservation: a Yatrika booking (reference, manifest, ticket, check-in, reminders when an email is given), paid to the reseller',
        params: uuidParams,
        body: confirmationBody,
        response: { 200: octoBooking, ...errors },
      },
    },
    async (request, reply) => {
      const capabilities = useCapabilities(request, reply);
      const row = await confirmReservation(db, resellerOf(request).id, request.params.uuid, request.body, rules, publicUrl);
      return toOctoBooking(db, row, capabilities, horizonDays);
    },
  );

  api.post(
    '/bookings/:uuid/extend',
    {
      schema: {
        ...octo,
        summary: 'OCTO: extend a reservation (at most two hold lengths from when it was made, never past the booking cut-off)',
        params: uuidParams,
        body: extendBody,
        response: { 200: octoBooking, ...errors },
      },
    },
    async (request, reply) => {
      const capabilities = useCapabilities(request, reply);
      const row = await extendReservation(db, resellerOf(request).id, request.params.uuid, request.body?.expirationMinutes, rules);
      return toOctoBooking(db, row, capabilities, horizonDays);
    },
  );

  const cancel = (request: FastifyRequest, uuid: string, reason: string | null) => cancelOctoBooking(db, resellerOf(request).id, uuid, reason);

  api.post(
    '/bookings/:uuid/cancel',
    {
      schema: {
        ...octo,
        summary: 'OCTO: cancel: a reservation’s seats back on sale at once; a confirmed booking cancelled until it sets off, nothing refunded by Yatrika (the reseller holds the money)',
        params: uuidParams,
        body: cancelBody,
        response: { 200: octoBooking, ...errors },
      },
    },
    async (request, reply) => {
      const capabilities = useCapabilities(request, reply);
      return toOctoBooking(db, await cancel(request, request.params.uuid, request.body?.reason ?? null), capabilities, horizonDays);
    },
  );

  // OCTO's earlier cancellation, which some resellers still call.
  api.delete(
    '/bookings/:uuid',
    { schema: { ...octo, summary: 'OCTO: cancel (the earlier form of POST /bookings/{uuid}/cancel)', params: uuidParams, body: cancelBody, response: { 200: octoBooking, ...errors } } },
    async (request, reply) => {
      const capabilities = useCapabilities(request, reply);
      return toOctoBooking(db, await cancel(request, request.params.uuid, request.body?.reason ?? null), capabilities, horizonDays);
    },
  );

  // Every other path under /octo is OCTO's NOT_FOUND, behind the key like the rest. Routes rather
  // than only the not-found handler: the web app's catch-all (`/*`, plugins/web-app.ts) would
  // otherwise answer them with its page, 200 text/html, before any handler of missing paths.
  const notFound = async () => {
    throw new OctoError(404, 'NOT_FOUND', octoErrorMessages.notFound);
  };
  app.all('/', { schema: { hide: true } }, notFound);
  app.all('/*', { schema: { hide: true } }, notFound);
}
