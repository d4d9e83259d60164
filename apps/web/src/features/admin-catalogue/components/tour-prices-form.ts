import { groupDiscountField, priceTypesField } from '@yatrika/contract/person-types';
import type { Tour } from '@yatrika/contract/tours';

/** The person types the form prices beside adults (adult is the price per person). */
export const otherTypes = ['child', 'infant', 'senior'] as const;
export type OtherType = (typeof otherTypes)[number];

/** One person type as the admin edits it: offered or not, its price and ages as typed. */
export interface PriceTypeRow {
  offered: boolean;
  price: string;
  minAge: string;
  maxAge: string;
  takesSeat: boolean;
}

/** Prices by person type and the group rule, as the admin edits them. */
export interface TourPricesValues {
  types: Record<OtherType, PriceTypeRow>;
  groupOn: boolean;
  minPeople: string;
  percentOff: string;
}
export type TourPricesErrors = Partial<Record<'priceTypes' | 'groupDiscount', string>>;

const blankRow = (takesSeat: boolean): PriceTypeRow => ({ offered: false, price: '', minAge: '', maxAge: '', takesSeat });

export const emptyTourPrices: TourPricesValues = {
  // An infant rides on a lap unless the operator says otherwise.
  types: { child: blankRow(true), infant: { ...blankRow(false), price: '0' }, senior: blankRow(true) },
  groupOn: false,
  minPeople: '6',
  percentOff: '10',
};

export function tourPricesOf(tour: Tour): TourPricesValues {
  const types = { ...emptyTourPrices.types };
  for (const each of tour.priceTypes) {
    if (each.type === 'adult') continue;
    types[each.type] = { offered: true, price: String(each.price), minAge: each.minAge === undefined ? '' : String(each.minAge), maxAge: each.maxAge === undefined ? '' : String(each.maxAge), takesSeat: each.takesSeat };
  }
  return tour.groupDiscount
    ? { types, groupOn: true, minPeople: String(tour.groupDiscount.minPeople), percentOff: String(tour.groupDiscount.percentOff) }
    : { ...emptyTourPrices, types };
}

/** The two form fields the server reads, each one JSON value. */
export function pricesFormFields(values: TourPricesValues): { priceTypes: string; groupDiscount: string } {
  const offered = otherTypes
    .filter((type) => values.types[type].offered)
    .map((type) => {
      const row = values.types[type];
      return { type, price: row.price.trim(), minAge: row.minAge.trim() || null, maxAge: row.maxAge.trim() || null, takesSeat: row.takesSeat };
    });
  return {
    priceTypes: JSON.stringify(offered),
    groupDiscount: values.groupOn ? JSON.stringify({ minPeople: values.minPeople.trim(), percentOff: values.percentOff.trim() }) : 'null',
  };
}

/** Each field's problem under the server's own rules (the contract's schemas and sentences). */
export function validateTourPrices(values: TourPricesValues): TourPricesErrors {
  const fields = pricesFormFields(values);
  return {
    priceTypes: priceTypesField.safeParse(fields.priceTypes).error?.issues[0]?.message,
    groupDiscount: groupDiscountField.safeParse(fields.groupDiscount).error?.issues[0]?.message,
  };
}

/** Sends the fields that differ from `baseline`: a form that changes no price sends none, as before. */
export function appendTourPrices(form: FormData, values: TourPricesValues, baseline: TourPricesValues): void {
  const before = pricesFormFields(baseline);
  for (const [name, value] of Object.entries(pricesFormFields(values))) if (value !== before[name as keyof typeof before]) form.set(name, value);
}
