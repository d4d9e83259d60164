// The sentences of the rules that keep one traveller from hoarding seats (hold-limits.ts), without
// zod, so the web app's checkout shows exactly the server's words.

import { formatter } from './formatters.ts';

// Made on first use: only a refused checkout reads India's clock.
const indiaClock = formatter(() => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }));
const indiaDayMonth = formatter(() => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long' }));
const indiaDay = formatter(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }));

/**
 * "10:57 am IST", or "12:05 am IST on 6 December" when that is another day in India than `now`:
 * travellers read India's clock for Indian tours wherever they are, and IST says so.
 */
export function indiaTimePhrase(at: Date, now: Date = new Date()): string {
  const parts = Object.fromEntries(indiaClock().formatToParts(at).map((part) => [part.type, part.value]));
  const hour = Number(parts.hour);
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${parts.minute} ${hour < 12 ? 'am' : 'pm'} IST`;
  return indiaDay().format(at) === indiaDay().format(now) ? clock : `${clock} on ${indiaDayMonth().format(at)}`;
}

/** "4 December, 6:30 pm IST": a deadline read on another day than it was set, India's clock. */
export function indiaDayAndTime(at: Date): string {
  const parts = Object.fromEntries(indiaClock().formatToParts(at).map((part) => [part.type, part.value]));
  const hour = Number(parts.hour);
  return `${indiaDayMonth().format(at)}, ${hour % 12 === 0 ? 12 : hour % 12}:${parts.minute} ${hour < 12 ? 'am' : 'pm'} IST`;
}

const seatsWord = (seats: number) => `${seats} ${seats === 1 ? 'seat' : 'seats'}`;
const datesWord = (dates: number) => `${dates} ${dates === 1 ? 'date' : 'dates'}`;

export const holdMessages = {
  /** 409: this account's hold on the date ran out unpaid, and its wait has not ended. */
  ownHoldRanOut: (from: Date, now?: Date) =>
    `You held seats on this date without paying, so you can hold it again from ${indiaTimePhrase(from, now)}.`,
  /** 409: another account from the same client address let its hold on the date run out unpaid. */
  addressHoldRanOut: (from: Date, now?: Date) =>
    `Seats on this date were held from your network without payment. You can hold it again from ${indiaTimePhrase(from, now)}.`,
  /** 409: the account holds seats on as many departures as it may. */
  tooManyHolds: (max: number) =>
    `You are holding seats on ${datesWord(max)} already: pay for one of them, or wait for a hold to end, before holding another.`,
  /** 409: this party would take the account past its seats. */
  tooManyHeldSeats: (max: number, heldElsewhere: number) =>
    heldElsewhere === 0
      ? `You can hold at most ${seatsWord(max)} at a time.`
      : `You can hold at most ${seatsWord(max)} at a time, and ${seatsWord(heldElsewhere)} ${heldElsewhere === 1 ? 'is' : 'are'} ` +
        'held for you on other dates already: pay for those, or wait for a hold to end, before holding more.',
  /** 429: checkouts opened too often, by this account or from this client address. */
  tooManyCheckouts: 'Too many checkouts were opened in the last few minutes. Please wait a little and try again.',
  /** 429: accounts created from this client address in the last hour. */
  tooManySignUps: 'Too many accounts were created from this network in the last hour. Please try again later.',
  /** The checkout's note when it was opened again: the hold still ends when the first checkout set. */
  reopenedNote: 'Opening the payment again does not add time.',
} as const;

/** The 409s above begin so; kept beside the sentences so the two change together. */
const holdRuleOpenings = [
  /^You held seats on this date without paying/,
  /^Seats on this date were held from your network without payment/,
  /^You are holding seats on \d+ dates? already/,
  /^You can hold at most \d+ seats? at a time/,
];

/**
 * Whether a 409's sentence is one of the holding rules' (a wait, the limits per account) rather
 * than a want of seats: the web app's calendar is not out of date after one of these.
 */
export const isHoldRuleRefusal = (message: string) => holdRuleOpenings.some((opening) => opening.test(message));
