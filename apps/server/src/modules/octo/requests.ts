import { octoErrorMessages } from '@yatrika/contract/octo-messages';
import { z } from 'zod';
import type { OctoStoredContact } from '../../db/schema/octo.ts';
import { octoBadRequest } from './octo-errors.ts';

// What resellers send, read liberally (decision 007): numbers as their text, nulls where a field
// is optional, fields we do not use ignored. The ids are checked by the endpoints themselves, so a
// missing or wrong product, option, unit or availability gets its own OCTO error, not BAD_REQUEST.

const text = z.string().trim().max(500);
const optionalText = text.nullish();
const wholeMinutes = z.union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().min(1).max(10_080));

export const contactBody = z
  .object({
    fullName: optionalText,
    firstName: optionalText,
    lastName: optionalText,
    emailAddress: z.string().trim().max(254).nullish(),
    phoneNumber: z.string().trim().max(40).nullish(),
    locales: z.array(z.string().max(35)).max(20).nullish(),
    postalCode: z.string().trim().max(20).nullish(),
    country: z.string().trim().max(60).nullish(),
    notes: z.string().trim().max(2000).nullish(),
  })
  .nullish();
export type ContactBody = z.infer<typeof contactBody>;

const unitItem = z.object({
  uuid: z.string().trim().max(100).nullish(),
  unitId: z.unknown().optional(),
  resellerReference: optionalText,
  contact: contactBody,
});
export type UnitItemBody = z.infer<typeof unitItem>;

export const reservationBody = z.object({
  uuid: z.string().trim().min(1).max(100).nullish(),
  productId: z.unknown().optional(),
  optionId: z.unknown().optional(),
  availabilityId: z.unknown().optional(),
  expirationMinutes: wholeMinutes.nullish(),
  notes: z.string().trim().max(2000).nullish(),
  unitItems: z.unknown().optional(),
  resellerReference: optionalText,
  contact: contactBody,
  currency: z.string().trim().max(10).nullish(),
});
export type ReservationBody = z.infer<typeof reservationBody>;

export const confirmationBody = z.object({
  emailReceipt: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]).nullish(),
  resellerReference: optionalText,
  contact: contactBody,
  unitItems: z.unknown().optional(),
  notes: z.string().trim().max(2000).nullish(),
});
export type ConfirmationBody = z.infer<typeof confirmationBody>;

export const updateBody = reservationBody.partial().extend({ emailReceipt: confirmationBody.shape.emailReceipt });
export type UpdateBody = z.infer<typeof updateBody>;

export const extendBody = z.object({ expirationMinutes: wholeMinutes.nullish() }).nullish();
export const cancelBody = z.object({ reason: z.string().trim().max(500).nullish(), force: z.unknown().optional() }).nullish();

export const availabilityBody = z.object({
  productId: z.unknown().optional(),
  optionId: z.unknown().optional(),
  localDate: z.iso.date().nullish(),
  localDateStart: z.iso.date().nullish(),
  localDateEnd: z.iso.date().nullish(),
  availabilityIds: z.array(z.string().max(100)).max(366).nullish(),
  units: z
    .array(z.object({ id: z.unknown().optional(), quantity: z.union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().min(0).max(1000)) }))
    .max(20)
    .nullish(),
  currency: z.string().trim().max(10).nullish(),
});

export const bookingListQuery = z.object({
  resellerReference: z.string().trim().max(500).optional(),
  supplierReference: z.string().trim().max(500).optional(),
});

/** OCTO's contact as kept: every field, null where not sent; the full name from first and last when only they came. */
export function storedContact(contact: ContactBody, fallback?: OctoStoredContact): OctoStoredContact {
  const given = contact ?? {};
  const pick = <K extends keyof OctoStoredContact>(key: K): OctoStoredContact[K] | null =>
    (given[key as keyof typeof given] as OctoStoredContact[K] | null | undefined) ?? fallback?.[key] ?? null;
  const firstName = pick('firstName') as string | null;
  const lastName = pick('lastName') as string | null;
  const joined = [firstName, lastName].filter(Boolean).join(' ') || null;
  return {
    fullName: (given.fullName ?? null) || joined || fallback?.fullName || null,
    firstName,
    lastName,
    emailAddress: pick('emailAddress') as string | null,
    phoneNumber: pick('phoneNumber') as string | null,
    locales: given.locales ?? fallback?.locales ?? [],
    postalCode: pick('postalCode') as string | null,
    country: pick('country') as string | null,
    notes: pick('notes') as string | null,
  };
}

/** The unit items as an array, or UNPROCESSABLE_ENTITY's sentence when none came. */
export function unitItemsOf(value: unknown): UnitItemBody[] | string {
  if (!Array.isArray(value) || value.length === 0) return octoErrorMessages.unitItemsRequired;
  const parsed = z.array(unitItem).max(1000).safeParse(value);
  if (!parsed.success) throw octoBadRequest();
  return parsed.data;
}
