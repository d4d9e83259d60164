import { z } from 'zod';

// The OCTO answers as the OpenAPI document (/api/docs) shows them: the fields every client reads,
// loose so that the capabilities' fields pass through. The full shapes are the OCTO specification's
// (docs.octo.travel; `@octocloud/types`), which the tests parse every answer with.

const pricing = z.looseObject({ original: z.number().int(), retail: z.number().int(), net: z.number().int().nullable(), currency: z.string(), currencyPrecision: z.number().int() });

export const octoError = z.looseObject({ error: z.string(), errorMessage: z.string() }).describe('OCTO error: INVALID_PRODUCT_ID, INVALID_OPTION_ID, INVALID_UNIT_ID, INVALID_AVAILABILITY_ID, INVALID_BOOKING_UUID, BAD_REQUEST, UNPROCESSABLE_ENTITY, UNAUTHORIZED, FORBIDDEN (with the id where one is named)');

export const octoCapability = z.looseObject({ id: z.string(), revision: z.number().int(), required: z.boolean(), dependencies: z.array(z.string()), docs: z.string().nullable() });

export const octoSupplier = z.looseObject({
  id: z.string(),
  name: z.string(),
  endpoint: z.string(),
  contact: z.looseObject({ website: z.string().nullable(), email: z.string().nullable(), telephone: z.string().nullable(), address: z.string().nullable() }),
});

const unit = z.looseObject({ id: z.string().describe('A person type: adult, child, infant or senior'), internalName: z.string(), type: z.string(), restrictions: z.looseObject({}) });
const option = z.looseObject({ id: z.string(), default: z.boolean(), internalName: z.string(), availabilityLocalStartTimes: z.array(z.string()), units: z.array(unit) });

export const octoProduct = z
  .looseObject({ id: z.string().describe('The tour id'), internalName: z.string(), locale: z.string(), timeZone: z.string(), availabilityType: z.string(), options: z.array(option) })
  .describe('An active tour: one option (DEFAULT) with its start times, and a unit per person type');

export const octoAvailability = z
  .looseObject({
    id: z.string().describe('The departure: its local start, e.g. 2026-12-01T09:00:00+05:30'),
    localDateTimeStart: z.string(),
    localDateTimeEnd: z.string(),
    utcCutoffAt: z.string(),
    allDay: z.boolean(),
    available: z.boolean(),
    status: z.string(),
    vacancies: z.number().int().nullable(),
    capacity: z.number().int().nullable(),
    maxUnits: z.number().int().nullable(),
    openingHours: z.array(z.looseObject({})),
    unitPricing: z.array(pricing).optional(),
    pricing: pricing.optional(),
  })
  .describe('A departure (date and start time) with its seats; with octo/pricing each unit’s price in paise');

export const octoAvailabilityDay = z.looseObject({
  localDate: z.string(),
  available: z.boolean(),
  status: z.string(),
  vacancies: z.number().int().nullable(),
  capacity: z.number().int().nullable(),
  openingHours: z.array(z.looseObject({})),
});

export const octoBooking = z
  .looseObject({
    id: z.string(),
    uuid: z.string(),
    testMode: z.boolean(),
    resellerReference: z.string().nullable(),
    supplierReference: z.string().nullable().describe('The Yatrika booking reference once confirmed'),
    status: z.string(),
    utcCreatedAt: z.string(),
    utcUpdatedAt: z.string(),
    utcExpiresAt: z.string().nullable(),
    utcRedeemedAt: z.string().nullable(),
    utcConfirmedAt: z.string().nullable(),
    productId: z.string(),
    optionId: z.string(),
    cancellable: z.boolean(),
    cancellation: z.looseObject({}).nullable(),
    freesale: z.boolean(),
    availabilityId: z.string().nullable(),
    availability: octoAvailability.nullable(),
    contact: z.looseObject({}),
    notes: z.string().nullable(),
    deliveryMethods: z.array(z.string()),
    voucher: z.looseObject({}).nullable(),
    unitItems: z.array(z.looseObject({ uuid: z.string(), unitId: z.string(), status: z.string() })),
    pricing: pricing.optional(),
  })
  .describe('A reseller’s booking: ON_HOLD (seats held), EXPIRED, CONFIRMED (a Yatrika booking, paid to the reseller) or CANCELLED');

export const uuidParams = z.object({ uuid: z.string().max(100) });
export const productParams = z.object({ id: z.string().max(100) });
