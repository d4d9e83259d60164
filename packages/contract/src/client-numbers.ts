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
