// Person types, group discounts and a booking's party on the wire (decisions 029 and 030): the
// tour answer's `priceTypes` and `groupDiscount`, the tour form's fields of the same names, a
// booking's `party` and `promoCode`, and the `lines` orders and bookings answer.
import { z } from './zod.ts';
import { MAX_PEOPLE } from './booking-limits.ts';
import { wholeNumberFromClient } from './client-numbers.ts';
import { GROUP_MIN_PEOPLE, GROUP_PERCENT_OFF, personTypeMessages } from './person-type-messages.ts';
import { adultsOnly, personTypes, priceBooking, seatsTaken, type GroupDiscountRule, type Party, type PersonType, type PriceBreakdown, type PriceLine, type PriceTypeOnDate } from './price-calculation.ts';
import type { StoredPriceType } from './tour-prices.ts';
import { TRAVELLER_AGE_MAX } from './traveller-limits.ts';

export * from './person-type-messages.ts';

/** The highest price in rupees a tour may ask of one person (the price per person's bound too). */
const MAX_TYPE_PRICE_RUPEES = 10_000_000;

/** One person type of a tour's answer; prices in rupees, like `pricePerPerson`. */
export const priceTypeResponse = z.object({
  type: z.enum(personTypes),
  /** Rupees per person of this type. Adult is always the tour's `pricePerPerson`. */
  price: z.number(),
  /** Ages the type covers, inclusive; left out where the operator set no bound. */
  minAge: z.number().int().optional(),
  maxAge: z.number().int().optional(),
  /** An infant on a lap takes no seat: it is not counted in `numPeople`. */
  takesSeat: z.boolean(),
});
export type PriceTypeResponse = z.infer<typeof priceTypeResponse>;

/** "6 or more people: 10% off", counted over the people who take a seat; null: no group rule. */
export const groupDiscountResponse = z.object({ minPeople: z.number().int(), percentOff: z.number().int() }).nullable();

/** The tour answer's person types: adult first (from the price per person), then the others as kept. */
export function priceTypesAnswer(pricePaise: number, others: readonly StoredPriceType[]): PriceTypeResponse[] {
  return [
    { type: 'adult', price: pricePaise / 100, takesSeat: true },
    ...others.map(({ type, pricePaise: price, minAge, maxAge, takesSeat }) => ({
      type,
      price: price / 100,
      ...(minAge === null ? {} : { minAge }),
      ...(maxAge === null ? {} : { maxAge }),
      takesSeat,
    })),
  ];
}

/** A form value that is JSON text, or already parsed (a JSON body). */
function parsedJson(value: unknown): { ok: true; value: unknown } | { ok: false } {
  if (typeof value !== 'string') return { ok: true, value };
  try {
    return { ok: true, value: JSON.parse(value) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Rupees as a number or its text, at most two decimals, within bounds; whole paise or undefined. */
function pricePaiseOf(value: unknown, allowZero: boolean): number | undefined | 'not-positive' {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : undefined;
  if (text === undefined || !/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const rupees = Number(text);
  if (!(rupees <= MAX_TYPE_PRICE_RUPEES)) return undefined;
  if (!allowZero && rupees === 0) return 'not-positive';
  return Math.round(rupees * 100);
}

/** An age bound: absent, null or "" is none; otherwise whole years 0–120. */
function ageOf(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === '') return null;
  const age = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
  return typeof age === 'number' && Number.isInteger(age) && age >= 0 && age <= TRAVELLER_AGE_MAX ? age : undefined;
}

/** Booleans as JSON or form text; absent is the type's default. */
function takesSeatOf(value: unknown, type: PersonType): boolean | undefined {
  if (value === undefined || value === null || value === '') return type !== 'infant';
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** What the tour form's `priceTypes` holds: the types other than adult, and the adult price if it named one. */
export interface PriceTypesForm {
  others: StoredPriceType[];
  /** An `adult` entry's price in paise, which must equal the price per person (the server checks). */
  adultPricePaise: number | undefined;
}

/**
 * The tour form's `priceTypes`: one JSON value, a list of `{ type, price, minAge?, maxAge?,
 * takesSeat? }` (price in rupees). Each type at most once; infant may be free, the others cost
 * more than nothing; ages 0–120, the lower first; takesSeat defaults to false for an infant and
 * true otherwise. An `adult` entry is only the price per person said again (decision 030).
 */
export const priceTypesField = z.unknown().transform((raw, ctx): PriceTypesForm => {
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  const json = parsedJson(raw);
  if (!json.ok || !Array.isArray(json.value) || json.value.length > personTypes.length * 2) return fail(personTypeMessages.priceTypesInvalid);
  const seen = new Set<PersonType>();
  const form: PriceTypesForm = { others: [], adultPricePaise: undefined };
  for (const item of json.value) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return fail(personTypeMessages.priceTypesInvalid);
    const entry = item as Record<string, unknown>;
    const type = entry.type;
    if (typeof type !== 'string' || !(personTypes as readonly string[]).includes(type)) return fail(personTypeMessages.typeInvalid);
    const personType = type as PersonType;
    if (seen.has(personType)) return fail(personTypeMessages.typeRepeated(personType));
    seen.add(personType);
    const pricePaise = pricePaiseOf(entry.price, personType === 'infant');
    if (pricePaise === undefined) return fail(personTypeMessages.priceInvalid(personType));
    if (pricePaise === 'not-positive') return fail(personTypeMessages.priceNotPositive(personType));
    if (personType === 'adult') {
      form.adultPricePaise = pricePaise;
      continue;
    }
    const minAge = ageOf(entry.minAge);
    const maxAge = ageOf(entry.maxAge);
    if (minAge === undefined || maxAge === undefined || (minAge !== null && maxAge !== null && minAge > maxAge)) {
      return fail(personTypeMessages.agesInvalid(personType));
    }
    const takesSeat = takesSeatOf(entry.takesSeat, personType);
    if (takesSeat === undefined) return fail(personTypeMessages.takesSeatInvalid(personType));
    form.others.push({ type: personType, pricePaise, minAge, maxAge, takesSeat });
  }
  // Kept in the order of person types, whatever order the form sent.
  form.others.sort((a, b) => personTypes.indexOf(a.type) - personTypes.indexOf(b.type));
  return form;
});

const wholeIn = (value: unknown, { min, max }: { min: number; max: number }): number | undefined => {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max ? number : undefined;
};

/** The tour form's `groupDiscount`: JSON `{ minPeople, percentOff }`, or null (or "") for none. */
export const groupDiscountField = z.unknown().transform((raw, ctx): GroupDiscountRule | null => {
  if (raw === null || raw === '' || raw === 'null') return null;
  const json = parsedJson(raw);
  const value = json.ok ? json.value : undefined;
  if (value === null) return null;
  const entry = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const minPeople = wholeIn(entry.minPeople, GROUP_MIN_PEOPLE);
  const percentOff = wholeIn(entry.percentOff, GROUP_PERCENT_OFF);
  if (minPeople === undefined || percentOff === undefined) {
    ctx.addIssue({ code: 'custom', message: personTypeMessages.groupDiscountInvalid });
    return z.NEVER;
  }
  return { minPeople, percentOff };
});

const partyCount = wholeNumberFromClient(
  z.number({ message: personTypeMessages.partyInvalid }).int(personTypeMessages.partyInvalid).min(0, personTypeMessages.partyInvalid).max(MAX_PEOPLE, personTypeMessages.partyInvalid),
).optional();

/**
 * A booking's `party`: how many of each person type, each a whole number 0–MAX_PEOPLE ("2" reads
 * 2, like `numPeople`); a type left out is none. Whether the tour offers each type, and the seats
 * it takes, are the server's to check (`partyProblem`).
 */
export const partyField = z
  .object({ adult: partyCount, child: partyCount, infant: partyCount, senior: partyCount }, { message: personTypeMessages.partyInvalid })
  .refine((party) => personTypes.reduce((sum, type) => sum + (party[type] ?? 0), 0) <= MAX_PEOPLE, personTypeMessages.partyTooLarge)
  .transform((party): Party => Object.fromEntries(personTypes.filter((type) => (party[type] ?? 0) > 0).map((type) => [type, party[type]!])));

/**
 * What is wrong with a party for a tour's prices, or undefined: a type the tour does not offer
 * (named), no one who takes a seat, or a `numPeople` that is not the seats the party takes.
 */
export function partyProblem(priceTypes: readonly PriceTypeOnDate[], party: Party, numPeople?: number): string | undefined {
  for (const type of personTypes) {
    if ((party[type] ?? 0) > 0 && !priceTypes.some((each) => each.type === type)) return personTypeMessages.typeNotOffered(type);
  }
  const seats = seatsTaken(priceTypes, party);
  if (seats === 0) return personTypeMessages.partyWithoutSeat;
  if (numPeople !== undefined && numPeople !== seats) return personTypeMessages.seatsDiffer(seats);
  return undefined;
}

/** One line of an order's or a booking's price, in rupees (`amount` negative for a discount). */
export const priceLineResponse = z.object({
  kind: z.enum(['people', 'group_discount', 'promo_code', 'kept']),
  /** Rupees: people × unit price, or a discount (negative). The lines add up to `total`. */
  amount: z.number(),
  /** People lines: which type, how many and the price of one (rupees). */
  type: z.enum(personTypes).optional(),
  quantity: z.number().int().optional(),
  unitPrice: z.number().optional(),
  /** The group discount's rule. */
  minPeople: z.number().int().optional(),
  /** The group discount's, or a percent code's, percentage off. */
  percentOff: z.number().int().optional(),
  /** The promo code's line: the code as the operator wrote it. */
  code: z.string().optional(),
});
export type PriceLineResponse = z.infer<typeof priceLineResponse>;

/** Lines in paise as stored to lines in rupees as answered, in the same order. */
export function priceLinesAnswer(lines: readonly PriceLine[]): PriceLineResponse[] {
  return lines.map((line) => {
    const amount = line.amountPaise / 100;
    if (line.kind === 'people') return { kind: line.kind, type: line.type, quantity: line.quantity, unitPrice: line.unitPaise / 100, amount };
    if (line.kind === 'group_discount') return { kind: line.kind, minPeople: line.minPeople, percentOff: line.percentOff, amount };
    if (line.kind === 'kept') return { kind: line.kind, amount };
    return { kind: line.kind, code: line.code, ...(line.percentOff === null ? {} : { percentOff: line.percentOff }), amount };
  });
}

/**
 * `numPeople` adults at one price, no group rule, no code: the lines of a booking kept from before
 * person types, and the operator's change of party (priced as adults at the booked price).
 */
export function priceAdultsOnly(numPeople: number, pricePaise: number): PriceBreakdown {
  return priceBooking({ priceTypes: [{ type: 'adult', pricePaise, takesSeat: true }], party: adultsOnly(numPeople) });
}

/** A party with every type counted, none as 0: how answers give it (`party` of bookings and the manifest). */
export const partyResponse = z.object({ adult: z.number().int(), child: z.number().int(), infant: z.number().int(), senior: z.number().int() });
export type PartyResponse = z.infer<typeof partyResponse>;

export function fullParty(party: Party): PartyResponse {
  return { adult: party.adult ?? 0, child: party.child ?? 0, infant: party.infant ?? 0, senior: party.senior ?? 0 };
}
