// The sentences of person types, group discounts and a booking's party, without zod, so the web
// app's forms show exactly the server's messages (decision 030).

import { MAX_PEOPLE } from './booking-limits.ts';
import type { PersonType } from './price-calculation.ts';

/** "adult", "child", "infant", "senior" as a sentence names one, and several. */
export const personTypeNames: Record<PersonType, { one: string; many: string; title: string }> = {
  adult: { one: 'adult', many: 'adults', title: 'Adult' },
  child: { one: 'child', many: 'children', title: 'Child' },
  infant: { one: 'infant', many: 'infants', title: 'Infant' },
  senior: { one: 'senior', many: 'seniors', title: 'Senior' },
};

export const GROUP_MIN_PEOPLE = { min: 2, max: 100 } as const;
export const GROUP_PERCENT_OFF = { min: 1, max: 90 } as const;

export const personTypeMessages = {
  priceTypesInvalid: 'Person types must be a list of { type, price, minAge, maxAge, takesSeat }.',
  typeInvalid: 'Person type must be adult, child, infant or senior.',
  typeRepeated: (type: PersonType) => `${personTypeNames[type].title} prices are listed more than once.`,
  adultPriceDiffers: 'The adult price is the price per person: leave adult out of person types or give it the same price.',
  priceInvalid: (type: PersonType) => `The ${personTypeNames[type].one} price must be a number of rupees with at most 2 decimals, at most ₹1,00,00,000.`,
  priceNotPositive: (type: PersonType) => `The ${personTypeNames[type].one} price must be greater than zero.`,
  agesInvalid: (type: PersonType) => `The ${personTypeNames[type].one} ages must be whole years from 0 to 120, the lower first.`,
  takesSeatInvalid: (type: PersonType) => `Whether a ${personTypeNames[type].one} takes a seat must be true or false.`,
  groupDiscountInvalid: `The group discount must be { minPeople, percentOff }: from ${GROUP_MIN_PEOPLE.min} to ${GROUP_MIN_PEOPLE.max} people, ${GROUP_PERCENT_OFF.min}% to ${GROUP_PERCENT_OFF.max}% off, or null for none.`,
  partyInvalid: `Each count of the party (adult, child, infant, senior) must be a whole number from 0 to ${MAX_PEOPLE}.`,
  partyTooLarge: `A party may have at most ${MAX_PEOPLE} people.`,
  partyWithoutSeat: 'The party must include at least one person who takes a seat.',
  typeNotOffered: (type: PersonType) => `This tour has no ${personTypeNames[type].one} price, so it cannot book ${personTypeNames[type].many}.`,
  seatsDiffer: (seats: number) => `Number of people must equal the seats the party takes (${seats}).`,
} as const;

/** "6 or more people: 10% off", as the tour page and the receipt state a group rule. */
export const groupDiscountSentence = (rule: { minPeople: number; percentOff: number }) => `${rule.minPeople} or more people: ${rule.percentOff}% off`;

/** "2 adults, 1 child, 1 infant": the party by type, in the order of person types, counts of none left out. */
export function describeParty(party: Partial<Record<PersonType, number>>): string {
  const order: PersonType[] = ['adult', 'child', 'infant', 'senior'];
  return order
    .filter((type) => (party[type] ?? 0) > 0)
    .map((type) => `${party[type]} ${party[type] === 1 ? personTypeNames[type].one : personTypeNames[type].many}`)
    .join(', ');
}

/**
 * Who travels, in words: "2 people" for a party of adults (as bookings have always read), and by
 * type where it has others: "2 adults, 1 child, 1 infant". Without a party (a message kept from
 * before person types), the number of people.
 */
export function partyWords(booking: { numPeople: number; party?: Partial<Record<PersonType, number>> | null | undefined }): string {
  const { party } = booking;
  if (party && (party.child ?? 0) + (party.infant ?? 0) + (party.senior ?? 0) > 0) return describeParty(party);
  return booking.numPeople === 1 ? '1 person' : `${booking.numPeople} people`;
}
