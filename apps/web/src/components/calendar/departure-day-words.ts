import { seatsLeftPhrase } from '@yatrika/contract/departure-messages';
import type { DepartureDay } from '@yatrika/contract/departures';

/** What the words need of a date or of one departure on it. */
type Seats = Pick<DepartureDay, 'status' | 'seatsLeft'>;

/** A date (or one departure of it) the traveller may pick: it runs and has a seat. */
export const isChoosable = <Day extends Seats>(day: Day | undefined): day is Day => day !== undefined && (day.status === 'available' || day.status === 'few_left');

/** What a date or a departure says to a screen reader and under the calendar: "Only 2 seats left", "Sold out"… */
export function seatsWords(day: Seats): string {
  switch (day.status) {
    case 'available':
      return `${day.seatsLeft} seats left`;
    case 'few_left':
      return seatsLeftPhrase(day.seatsLeft);
    case 'sold_out':
      return 'Sold out';
    case 'closed':
      return 'Not running';
  }
}

/** The few characters that fit under a day's number in its cell; nothing for a plain available date. */
export function cellNote(day: DepartureDay): string {
  switch (day.status) {
    case 'available':
      return '';
    case 'few_left':
      return `${day.seatsLeft} left`;
    case 'sold_out':
      return 'Full';
    case 'closed':
      return 'Closed';
  }
}
