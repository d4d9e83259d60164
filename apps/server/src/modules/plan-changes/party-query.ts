import { numPeopleField } from '@yatrika/contract/bookings';
import { partyField } from '@yatrika/contract/person-types';
import { badRequest } from '../../lib/errors.ts';
import type { TravellerPartyChange } from './traveller-party.ts';

/** The quote's query (`?adult=2&child=1`, or `?numPeople=3`) read by the same fields as the change's body. */
export function partyChangeFromQuery(query: Record<string, string | undefined>): TravellerPartyChange {
  const counts = Object.fromEntries(['adult', 'child', 'infant', 'senior'].filter((type) => query[type] !== undefined).map((type) => [type, query[type]]));
  if (Object.keys(counts).length > 0) {
    const party = partyField.safeParse(counts);
    if (!party.success) throw badRequest(party.error.issues[0]?.message ?? 'The party is not valid.');
    return { party: party.data };
  }
  if (query.numPeople === undefined) return {};
  const numPeople = numPeopleField.safeParse(query.numPeople);
  if (!numPeople.success) throw badRequest(numPeople.error.issues[0]?.message ?? 'The party is not valid.');
  return { numPeople: numPeople.data };
}
