import { describeParty, type PartyResponse } from '@yatrika/contract/person-types';

/**
 * Who travels, in words: "2 people" for a party of adults (as bookings have always read), and by
 * type where it has others: "2 adults, 1 child, 1 infant".
 */
export function partyWords(booking: { numPeople: number; party?: PartyResponse | undefined }): string {
  const { party } = booking;
  if (party && party.child + party.infant + party.senior > 0) return describeParty(party);
  return booking.numPeople === 1 ? '1 person' : `${booking.numPeople} people`;
}
