import { z } from './zod.ts';
import { MAX_PEOPLE } from './booking-limits.ts';
import { wholeNumberFromClient } from './client-numbers.ts';
import { TRAVELLER_AGE_MAX, TRAVELLER_NAME_MAX, hasControlCharacter } from './traveller-limits.ts';
import { travellerMessages } from './traveller-messages.ts';

export { TRAVELLER_AGE_MAX, TRAVELLER_NAME_MAX, hasControlCharacter } from './traveller-limits.ts';
export { travellerMessages } from './traveller-messages.ts';

/** A traveller's name as stored: trimmed, 1 to 120 characters, no control characters. */
const travellerName = z
  .string({ message: travellerMessages.nameRequired })
  .trim()
  .min(1, travellerMessages.nameRequired)
  .max(TRAVELLER_NAME_MAX, travellerMessages.nameTooLong)
  .refine((value) => !hasControlCharacter(value), travellerMessages.nameInvalid);

/** Whole years; the form's empty box (null, "") means not given. */
const travellerAge = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  wholeNumberFromClient(
    z.number({ message: travellerMessages.ageInvalid }).int(travellerMessages.ageInvalid).min(0, travellerMessages.ageInvalid).max(TRAVELLER_AGE_MAX, travellerMessages.ageInvalid),
  ).optional(),
);

/** One person of the party: a name, and an age when the traveller gives it (a tour's age limit would need it). */
const partyTraveller = z.object({ name: travellerName, age: travellerAge });

/**
 * `booking.travellers` of a checkout: the party by name, the one booking first. Optional, so a
 * client that sends no names still books (the manifest then says how many are unnamed); never
 * more names than people (checked beside the party size, see `checkTravellersFitParty`).
 */
export const partyTravellers = z.array(partyTraveller, { message: travellerMessages.nameRequired }).max(MAX_PEOPLE, travellerMessages.tooManyTravellers);

/** A traveller as bookings and the manifest answer them; `age` null when not given. */
export const traveller = z.object({ name: z.string(), age: z.number().int().nullable() });
export type Traveller = z.infer<typeof traveller>;

/**
 * Where the names and the rest of the booking disagree, the message to answer, else undefined:
 * no more names than people, and the first is the booking's own name.
 */
export function travellersMismatch(details: { fullName: string; numPeople: number; travellers?: { name: string }[] | undefined }): string | undefined {
  const names = details.travellers;
  if (!names || names.length === 0) return undefined;
  if (names.length > details.numPeople) return travellerMessages.tooManyTravellers;
  if (names[0]!.name !== details.fullName.trim()) return travellerMessages.leadFirst;
  return undefined;
}

/**
 * The party as far as it is named: the stored names, or only the one booking when a client sent
 * none, and how many people are left without a name.
 */
export function namedParty(booking: { fullName: string; numPeople: number; travellers: Traveller[] | null }): { travellers: Traveller[]; unnamed: number } {
  const travellers = booking.travellers && booking.travellers.length > 0 ? booking.travellers : [{ name: booking.fullName, age: null }];
  return { travellers, unnamed: Math.max(0, booking.numPeople - travellers.length) };
}
