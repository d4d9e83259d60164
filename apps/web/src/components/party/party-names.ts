import { MAX_PEOPLE } from '@yatrika/contract/booking-limits';
import { TRAVELLER_AGE_MAX, travellerMessages } from '@yatrika/contract/travellers';

/** The party's names and ages as typed: the one booking's age, then everyone else in order. */
export interface PartyNames {
  leadAge: string;
  /** Kept past the party's size, so shrinking the party and growing it again keeps what was typed. */
  others: { name: string; age: string }[];
}

export const emptyPartyNames: PartyNames = { leadAge: '', others: [] };

/** How many people the party's fields are shown for: the typed count, 1 while it is not a whole number. */
export function partySize(numPeople: string): number {
  const people = Number(numPeople);
  return Number.isInteger(people) && people >= 1 ? Math.min(people, MAX_PEOPLE) : 1;
}

/** The others of a party of `size` as the form shows them (blank rows for those not yet typed). */
export function othersShown(names: PartyNames, size: number): { name: string; age: string }[] {
  return Array.from({ length: size - 1 }, (_, index) => names.others[index] ?? { name: '', age: '' });
}

/** The names with one further person's name or age changed (`index` 0 is traveller 2), blank rows added up to it. */
export function withOther(names: PartyNames, index: number, change: Partial<{ name: string; age: string }>): PartyNames {
  const others = [...names.others];
  for (let i = others.length; i <= index; i += 1) others.push({ name: '', age: '' });
  others[index] = { ...others[index]!, ...change };
  return { ...names, others };
}

/** Whether a typed age is one the server takes: empty, or whole years from 0 to 120. */
export const ageProblem = (age: string): string | undefined => {
  const text = age.trim();
  if (!text) return undefined;
  const years = Number(text);
  return /^\d+$/.test(text) && years <= TRAVELLER_AGE_MAX ? undefined : travellerMessages.ageInvalid;
};

const ageOf = (age: string) => (age.trim() ? Number(age.trim()) : undefined);

/**
 * The `travellers` the checkout sends: the one booking first, then each further person given a
 * name (a name left empty is left out: the operator sees them as unnamed), or the first age problem.
 */
export function travellersToSend(fullName: string, size: number, names: PartyNames): { travellers: { name: string; age?: number }[] } | { problem: string } {
  const shown = othersShown(names, size);
  const problem = [names.leadAge, ...shown.map((other) => other.age)].map(ageProblem).find(Boolean);
  if (problem) return { problem };
  const lead = { name: fullName.trim(), age: ageOf(names.leadAge) };
  const others = shown.filter((other) => other.name.trim()).map((other) => ({ name: other.name.trim(), age: ageOf(other.age) }));
  return { travellers: [lead, ...others].map(({ name, age }) => (age === undefined ? { name } : { name, age })) };
}
