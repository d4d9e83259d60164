import type { DepartureDay } from '@yatrika/contract/departures';
import { compactRupees } from '@yatrika/contract/date-prices';
import { formatRupees } from '../../lib/format.ts';
import { adultPriceOn } from '../../lib/date-prices.ts';
import { cellNote, isChoosable, seatsWords } from './departure-day-words.ts';
import { MonthCalendar, type DayLook } from './month-calendar.tsx';

interface AvailabilityCalendarProps {
  /** The month on show, "YYYY-MM". */
  month: string;
  onMonthChange: (month: string) => void;
  /** The first day that can be chosen (today in India). */
  today: string;
  /** The last day that can be reached: the server's last bookable date. */
  lastDay: string;
  /** The month's dates by day; undefined while they load. */
  days: ReadonlyMap<string, DepartureDay> | undefined;
  selected: string;
  onSelect: (day: string) => void;
  disabled?: boolean;
  /** Sold-out dates may be chosen too, to join their waiting list (decision 037); closed ones never. */
  chooseFull?: boolean;
  /**
   * Dates that do not run may be chosen too: the operator may book or move a party off the schedule
   * once they confirm it (decisions 016, 020). Sold-out dates still cannot be.
   */
  chooseClosed?: boolean;
}

/**
 * A month of a tour's departure dates: each date's seats (and its adult price, which may differ by
 * date, decision 031) on the shared keyboard month grid. Sold-out and closed dates stay visible.
 */
export function AvailabilityCalendar({ days, chooseFull = false, chooseClosed = false, today, ...calendar }: AvailabilityCalendarProps) {
  function describe(day: string): DayLook {
    const info = days?.get(day);
    if (!info) return { choosable: chooseClosed && days !== undefined, words: days === undefined ? 'checking seats' : 'not running', tone: 'off' };
    const choosable = isChoosable(info);
    const waitable = chooseFull && info.status === 'sold_out';
    const offSchedule = chooseClosed && info.status === 'closed';
    const price = choosable ? adultPriceOn(info) : undefined;
    const note = cellNote(info);
    return {
      choosable: choosable || waitable || offSchedule,
      words: seatsWords(info) + (waitable ? ', waiting list open' : '') + (price === undefined ? '' : `, ${formatRupees(price)} per adult`),
      ...(note ? { note } : {}),
      ...(price === undefined ? {} : { extra: compactRupees(price) }),
      tone: info.status === 'few_left' ? 'few' : choosable ? 'open' : waitable || offSchedule ? 'waitable' : 'off',
      struck: !choosable,
    };
  }
  return <MonthCalendar {...calendar} firstDay={today} today={today} describe={describe} busy={days === undefined} />;
}
