// The waiting list's sentences (decision 037), the same on the server's answers and the web's screens.
import { MAX_WAITLIST_ENTRIES_PER_ACCOUNT } from './waitlist-limits.ts';
import { indiaDayAndTime } from './hold-messages.ts';

export const waitlistMessages = {
  /** 201: a new entry. */
  joined: 'You are on the waiting list. If seats free up for your party we will email you and hold them for you.',
  /** 200: the traveller was already waiting for this departure; the entry is answered as it stands. */
  alreadyWaiting: 'You are already on the waiting list for this departure.',
  /** 409: the departure has the seats: nothing to wait for. */
  bookInstead: 'This date has seats for your party: book it instead.',
  /** 409: the party is larger than the departure could ever seat. */
  partyNeverFits: (capacity: number) =>
    `Your party is larger than this departure's group of ${capacity}, so seats for it cannot free up. Choose a smaller party or another date.`,
  /** 409 */
  tooManyEntries: `You are on ${MAX_WAITLIST_ENTRIES_PER_ACCOUNT} waiting lists already: leave one before joining another.`,
  /** 404: not the traveller's, or no such entry. */
  notFound: 'Waiting list entry not found.',
  /** 409: an entry that is over (booked, passed on, left) cannot be left again. */
  alreadyOver: 'This waiting list entry is over already.',
  /** 200 on leaving. */
  left: 'You have left the waiting list.',
  /** 400 */
  entryIdInvalid: 'The waiting list entry id is not valid.',
} as const;

/** What the booking form says when opened from an offer email (decision 037). */
export const waitlistOfferWords = {
  /** "2 seats held for you until 4 December, 6:30 pm IST" */
  heldForYou: (seats: number, expiresAt: string) => `${seats} ${seats === 1 ? 'seat' : 'seats'} held for you until ${indiaDayAndTime(new Date(expiresAt))}`,
  /** The offer ran out unclaimed, or the traveller left the line, before the link was opened. */
  over: 'These seats are no longer held for you: the offer ended and they went to the next traveller in line. You can still book any date with seats.',
  /** The offer was booked already. */
  booked: 'You have booked these seats already: the booking is in My Bookings.',
} as const;

/** What a traveller reads for each state of their entry. */
export const waitlistStatusWords = {
  waiting: 'Waiting',
  offered: 'Seats held for you',
  booked: 'Booked',
  lapsed: 'Offer passed on',
  left: 'Left',
  ended: 'Closed',
} as const;
