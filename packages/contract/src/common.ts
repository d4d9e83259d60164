import { z } from './zod.ts';

/** Every entity carries `_id`; ours are UUIDs. A malformed id is a 400, never a 500. */
export const entityId = z.uuid({ message: 'must be a valid id' });

export const idParams = z.object({ id: entityId });

/** `{message}` is the body of every error answer. */
export const errorResponse = z.object({
  message: z.string(),
  success: z.literal(false).optional(),
  /** On a staff account's 403: the permission its role lacks (contract `staff.ts`). */
  permission: z.string().optional(),
  /** On the admin login's 401: the password was right, the second step is missing or wrong (decision 049). */
  twoStepRequired: z.boolean().optional(),
});

export const messageResponse = z.object({ message: z.string() });

/** Same shape for every answer that carries `success`. */
export const successMessageResponse = z.object({ success: z.literal(true), message: z.string() });

const limitMessage = 'Limit must be a whole number from 1 to 100.';

/**
 * `limit`: a plain decimal number of rows, 1 to 100. Not `Number()`'s reading of the text,
 * which would take "0x10" as 16, "1e1" as 10 and " 5" as 5.
 */
export const pageLimit = z
  .string()
  .regex(/^\d{1,3}$/, limitMessage)
  .transform(Number)
  .pipe(z.number().min(1, limitMessage).max(100, limitMessage))
  .optional();

/**
 * Lists are paginated by query parameters (`limit`, `cursor`) and answer with
 * `X-Next-Cursor` and a `Link: <…>; rel="next"` header, never with a wrapper,
 * so the bare-array answers of the public contract stay bare arrays.
 */
export const pageQuery = z.object({
  limit: pageLimit,
  cursor: z.string().max(200).optional(),
});

export const isoDateTime = z.string().describe('ISO 8601 date and time');

/**
 * Text a person must fill in: trimmed, not blank, at most `max` characters,
 * with messages that name the field ("Comment is required."). NUL is refused
 * here because Postgres text cannot hold it.
 */
export const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => !value.includes('\u0000'), `${label} contains a character that is not allowed.`);
