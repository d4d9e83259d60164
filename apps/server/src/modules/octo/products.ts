import { MAX_PEOPLE } from '@yatrika/contract/booking-limits';
import { TRAVELLER_AGE_MAX } from '@yatrika/contract/traveller-limits';
import { tourPriceTypes, type StoredPriceType } from '@yatrika/contract/tour-prices';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { tours } from '../../db/schema/tours.ts';
import type { Capabilities } from './capabilities.ts';
import { invalidOptionId, invalidProductId } from './octo-errors.ts';
import { DEFAULT_OPTION_ID, OCTO_CURRENCY, OCTO_TIME_ZONE, pricingOf, unitTypeOf } from './octo-format.ts';
import type { OctoOption, OctoProduct, OctoUnit } from './octo-types.ts';

export type ProductTour = typeof tours.$inferSelect;

/** The contact fields a confirmation needs: the lead's name (a booking's name and the manifest's line). */
const requiredContactFields = ['firstName', 'lastName'];

/**
 * A person type as an OCTO unit: its id is the type's name (`adult`, `child`, `infant`, `senior`),
 * its ages the operator's (0 and the oldest traveller we take where none was set). `pricingFrom` is
 * the tour's own price; a date's price (decision 031) is in that date's availability.
 */
function unitOf(tour: ProductTour, type: StoredPriceType | { type: 'adult'; pricePaise: number; minAge: null; maxAge: null }, capabilities: Capabilities): OctoUnit {
  const name = type.type;
  return {
    id: name,
    internalName: name,
    reference: null,
    type: unitTypeOf(name),
    restrictions: {
      minAge: type.minAge ?? 0,
      maxAge: type.maxAge ?? TRAVELLER_AGE_MAX,
      idRequired: false,
      minQuantity: null,
      maxQuantity: MAX_PEOPLE,
      paxCount: 1,
      accompaniedBy: [],
    },
    requiredContactFields: [],
    ...(capabilities.pricing ? { pricingFrom: [pricingOf(type.pricePaise)] } : {}),
    ...(capabilities.content ? { title: `${name[0]!.toUpperCase()}${name.slice(1)}`, shortDescription: tour.title } : {}),
  };
}

/** The tour's one option: every start time a departure of its own (availability per start time). */
export function optionOf(tour: ProductTour, capabilities: Capabilities): OctoOption {
  const types = [{ type: 'adult' as const, pricePaise: tour.pricePaise, minAge: null, maxAge: null }, ...tour.priceTypes];
  return {
    id: DEFAULT_OPTION_ID,
    default: true,
    internalName: tour.title,
    reference: null,
    availabilityLocalStartTimes: [...tour.startTimes],
    // A reseller may cancel until the departure sets off: they collected the money and refund their customer.
    cancellationCutoff: '0 hours',
    cancellationCutoffAmount: 0,
    cancellationCutoffUnit: 'hour',
    requiredContactFields,
    // No party larger than a booking may be, nor than the tour's usual group.
    restrictions: { minUnits: 1, maxUnits: Math.min(MAX_PEOPLE, tour.capacity) },
    units: types.map((type) => unitOf(tour, type, capabilities)),
    ...(capabilities.content ? { title: tour.title, shortDescription: tour.meetingPoint ? `Meets at ${tour.meetingPoint}` : null } : {}),
  };
}

/** An active tour as an OCTO product. */
export function productOf(tour: ProductTour, capabilities: Capabilities): OctoProduct {
  return {
    id: tour.id,
    internalName: tour.title,
    reference: null,
    locale: 'en-IN',
    timeZone: OCTO_TIME_ZONE,
    allowFreesale: false,
    // A reseller's confirmation is a booked booking at once (the operator accepted reseller sales by offering them).
    instantConfirmation: true,
    instantDelivery: true,
    availabilityRequired: true,
    availabilityType: 'START_TIME',
    // The voucher is the booking's e-ticket code, scanned at the meeting point (check-in).
    deliveryFormats: ['QRCODE'],
    deliveryMethods: ['VOUCHER'],
    redemptionMethod: 'DIGITAL',
    options: [optionOf(tour, capabilities)],
    ...(capabilities.pricing ? { defaultCurrency: OCTO_CURRENCY, availableCurrencies: [OCTO_CURRENCY], pricingPer: 'UNIT' as const } : {}),
    ...(capabilities.content
      ? {
          title: tour.title,
          shortDescription: tour.location,
          description: tour.description,
          durationMinutesFrom: tour.durationDays * 24 * 60,
          durationMinutesTo: null,
        }
      : {}),
  };
}

/** Every active tour, as products, by title. */
export async function listProducts(db: Executor, capabilities: Capabilities): Promise<OctoProduct[]> {
  const rows = await db.select().from(tours).where(eq(tours.status, 'active')).orderBy(asc(tours.title), asc(tours.id));
  return rows.map((tour) => productOf(tour, capabilities));
}

/** The active tour a product id names, or INVALID_PRODUCT_ID (banned, deleted, malformed alike). */
export async function findProductTour(db: Executor, productId: unknown): Promise<ProductTour> {
  if (typeof productId !== 'string' || !z.uuid().safeParse(productId).success) throw invalidProductId(productId);
  const [tour] = await db.select().from(tours).where(and(eq(tours.id, productId), eq(tours.status, 'active')));
  if (!tour) throw invalidProductId(productId);
  return tour;
}

/** INVALID_OPTION_ID unless the option is the product's one. */
export function checkOption(optionId: unknown): void {
  if (optionId !== DEFAULT_OPTION_ID) throw invalidOptionId(optionId);
}

/** The tour's person types as its units' ids (adult first). */
export const unitIdsOf = (tour: ProductTour): string[] => tourPriceTypes(tour.pricePaise, tour.priceTypes).map((each) => each.type);
