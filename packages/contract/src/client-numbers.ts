import { z } from './zod.ts';

/**
 * Numbers as real clients send them (docs/decisions/007). A browser form's number box hands its
 * script a string, so a client that puts it in JSON unconverted sends `"numPeople": "2"`. We
 * accept such text and store a number: liberal in what we take, strict in what we keep.
 *
 * Only plain decimal whole-number text is read. Everything else ("2.5", "abc", "", " 2", "0x10",
 * "1e1", true) is passed on unchanged, so the field's own number schema refuses it with the
 * field's own message, exactly as before. `Number()` alone would read "" as 0, " 2" as 2 and
 * "0x10" as 16, guessing at what the client meant.
 */
const wholeNumberText = /^-?\d+$/;

export function readWholeNumberText(value: unknown): unknown {
  return typeof value === 'string' && wholeNumberText.test(value) ? Number(value) : value;
}

/**
 * `schema` (a number schema with its messages), also taking whole-number text. The OpenAPI
 * document still shows the number schema: zod documents a preprocessed field by its target.
 */
export function wholeNumberFromClient<T extends z.ZodType<number>>(schema: T) {
  return z.preprocess<unknown, T, number | string>(readWholeNumberText, schema);
}

/**
 * How many decimals a number has as it is written: read from its shortest decimal form (what
 * JSON carries and `String` gives), so 12.34 has two, 1e-9 nine and 0.1 + 0.2 seventeen.
 * Infinity for a number that is not finite.
 */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return Number.POSITIVE_INFINITY;
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}

/**
 * Whether `value` has at most `places` decimals. Exact: a field of rupees or percent with two
 * decimals refuses 12.345 and 1e-9 alike, where a tolerance for floating error ("within 1e-6 of
 * whole hundredths") let 1e-9 through and stored it as 0.
 */
export function hasAtMostDecimals(value: number, places: number): boolean {
  return decimalPlaces(value) <= places;
}
