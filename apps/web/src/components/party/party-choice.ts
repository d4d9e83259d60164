import type { Party } from '@yatrika/contract/price-calculation';
import { emptyPartyNames, type PartyNames } from './party-names.ts';

/**
 * The trip a booking form is choosing: the date, its start time, the party and their names. The
 * traveller's booking form and the operator's phone booking keep it alike, by `partyChoiceReducer`.
 */
export interface PartyChoice {
  /** "YYYY-MM-DD"; empty until chosen. */
  bookingDate: string;
  /** The start time picked among the date's departures; until one is picked, the form takes the first open. */
  startTime: string | undefined;
  /** The number of people as typed, on a tour of adults only (text, so the box can be cleared). */
  peopleText: string;
  /** The party by person type, on a tour that prices types apart. */
  counts: Party;
  /** The names (and ages) of the party, kept past its size so shrinking and growing it keeps them. */
  names: PartyNames;
}

export type PartyChoiceAction =
  | { type: 'dateChosen'; date: string }
  | { type: 'timePicked'; startTime: string }
  | { type: 'peopleTyped'; text: string }
  | { type: 'partyCounted'; party: Party }
  | { type: 'namesChanged'; names: PartyNames }
  /** Another tour: nothing chosen for this one carries over. */
  | { type: 'choiceCleared' }
  /** A departure and party chosen for the traveller (a waiting list's offer): what it names replaces what was chosen. */
  | { type: 'chosenFor'; choice: Pick<PartyChoice, 'bookingDate' | 'startTime' | 'peopleText' | 'counts'> };

export const emptyPartyChoice: PartyChoice = { bookingDate: '', startTime: undefined, peopleText: '1', counts: { adult: 1 }, names: emptyPartyNames };

export function partyChoiceReducer(state: PartyChoice, action: PartyChoiceAction): PartyChoice {
  switch (action.type) {
    case 'dateChosen':
      return { ...state, bookingDate: action.date };
    case 'timePicked':
      return { ...state, startTime: action.startTime };
    case 'peopleTyped':
      return { ...state, peopleText: action.text };
    case 'partyCounted':
      return { ...state, counts: action.party };
    case 'namesChanged':
      return { ...state, names: action.names };
    case 'choiceCleared':
      return emptyPartyChoice;
    case 'chosenFor':
      return { ...state, ...action.choice };
  }
}
