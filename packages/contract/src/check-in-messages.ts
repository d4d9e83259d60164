// What the check-in screen says about a scan, in plain words, the same on the server and the phone.
import { dayInWords } from './dates.ts';

export const checkInMessages = {
  invalidCode: 'Not a valid Yatrika ticket: this code was not issued by us or has been altered.',
  invalidReference: 'That is not a booking reference. A reference looks like YT-7K3M-Q9TD.',
  codeOrReference: 'Send the scanned code or a typed reference.',
  unknownReference: 'No booking has this reference.',
  idUsedElsewhere: 'This check-in id was already used for another booking.',
  cancelled: 'This booking was cancelled. Do not let this party board.',
  notYetDeparted: 'This departure has not started yet; mark no-shows from its day on.',
  noneAwaited: 'Nobody was still awaited on this departure.',
  awaited: (people: number) => `${people} ${people === 1 ? 'person' : 'people'} of this party awaited.`,
  checkedIn: (people: number) => `Checked in ${people} ${people === 1 ? 'person' : 'people'}.`,
  alreadyCheckedIn: 'Everyone on this ticket is already checked in.',
  otherDate: (date: string) => `This ticket is for another date: ${dayInWords(date)}.`,
  markedNoShow: (people: number) => `Marked ${people} ${people === 1 ? 'person' : 'people'} as no-show.`,
  /** Check-in counts seats: said under a party with infants on a lap (decision 034). */
  lapInfantsBoardWithAdult: (seats: number) => `Infants on a lap board with an adult: check-in counts ${seats === 1 ? '1 seat' : `${seats} seats`}.`,
} as const;
