import { addDays } from '@yatrika/contract/dates';
import type { PersonType } from '@yatrika/contract/price-calculation';
import type { OctoPricing, OctoUnitType } from './octo-types.ts';

// How Yatrika's facts are written in OCTO: times, ids, money. India is UTC+05:30 all year.

export const OCTO_TIME_ZONE = 'Asia/Kolkata';
const INDIA_OFFSET = '+05:30';
export const OCTO_CURRENCY = 'INR';
/** The only option of every product: a tour sells one thing, at each of its start times. */
export const DEFAULT_OPTION_ID = 'DEFAULT';

/** A UTC moment as the specification writes it: whole seconds, `Z`. */
export const utcText = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');
export const utcOrNull = (at: Date | null | undefined) => (at ? utcText(at) : null);

/** A departure's local start, which is also its availability id: "2026-12-01T09:00:00+05:30". */
export const availabilityIdOf = (date: string, startTime: string) => `${date}T${startTime}:00${INDIA_OFFSET}`;

/** A departure's local end: the tour's duration in days after its start, at the same time of day. */
export const localEndOf = (date: string, startTime: string, durationDays: number) => availabilityIdOf(addDays(date, Math.max(1, durationDays)), startTime);

/**
 * The departure an availability id names, or null when it is not one of ours. Liberal: the offset
 * may be written `+05:30` or `+0530`, seconds may be left out.
 */
export function departureOfAvailabilityId(id: unknown): { date: string; startTime: string } | null {
  if (typeof id !== 'string') return null;
  const match = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::00)?(?:\+05:?30)$/.exec(id.trim());
  if (!match) return null;
  const date = match[1]!;
  if (Number.isNaN(new Date(`${date}T00:00:00Z`).getTime()) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) return null;
  return { date, startTime: `${match[2]}:${match[3]}` };
}

const unitTypes: Record<PersonType, OctoUnitType> = { adult: 'ADULT', child: 'CHILD', infant: 'INFANT', senior: 'SENIOR' };
/** A unit is a person type; its id is the type's name. */
export const unitTypeOf = (type: PersonType): OctoUnitType => unitTypes[type];

/** An amount in paise as OCTO pricing: prices include GST and resellers are not given a net price here. */
export function pricingOf(paise: number): OctoPricing {
  return { original: paise, retail: paise, net: null, currency: OCTO_CURRENCY, currencyPrecision: 2, includedTaxes: [] };
}
