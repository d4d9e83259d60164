import { addDays } from '@yatrika/contract/dates';
import type { DepartureDay } from '@yatrika/contract/departures';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatRupees, formatWeekdayDate } from '../../../lib/format.ts';
import { addMonths, firstDayOf, lastDayOf, monthOf, monthTitle, monthWeeks, weekdayOf } from './calendar-month.ts';
import { cellNote, isChoosable, seatsWords } from './departure-day-words.ts';
import { adultPriceOn } from '../../../lib/date-prices.ts';
import { compactRupees } from '@yatrika/contract/date-prices';

const weekdays = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const;

interface AvailabilityCalendarProps {
  /** The month on show, "YYYY-MM". */
  month: string;
  onMonthChange: (month: string) => void;
  /** The first day that can be chosen (today in India). */
  today: string;
  /** The last month the traveller can page to. */
  lastMonth: string;
  /** The month's dates by day; undefined while they load. */
  days: ReadonlyMap<string, DepartureDay> | undefined;
  selected: string;
  onSelect: (day: string) => void;
  disabled?: boolean;
  /** Sold-out dates may be chosen too, to join their waiting list (decision 037); closed ones never. */
  chooseFull?: boolean;
}

/**
 * A month of departure dates as a keyboard grid (the WAI-ARIA date grid: arrows move a day or a
 * week, Home/End to the week's ends, Page Up/Down a month, Enter or Space chooses). Sold-out and
 * closed dates stay visible and focusable, so they can be read out, but cannot be chosen (a
 * sold-out one can with `chooseFull`, for its waiting list).
 */
export function AvailabilityCalendar({ month, onMonthChange, today, lastMonth, days, selected, onSelect, disabled = false, chooseFull = false }: AvailabilityCalendarProps) {
  const titleId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const [focused, setFocused] = useState(selected || today);
  /** Set when the keyboard moved the focus, so the new day's button takes it once rendered. */
  const moveFocus = useRef(false);
  const lastDay = lastDayOf(lastMonth);

  // The day that is in the tab order: the focused one when it is on show, else the month's first day from today.
  const firstOnShow = firstDayOf(month) > today ? firstDayOf(month) : today;
  const tabbable = monthOf(focused) === month && focused >= today ? focused : firstOnShow;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${tabbable}"]`)?.focus();
  }, [tabbable]);

  function keyDown(event: KeyboardEvent<HTMLButtonElement>, day: string) {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => addDays(day, -weekdayOf(day)),
      End: () => addDays(day, 6 - weekdayOf(day)),
      PageUp: () => sameDayIn(addMonths(monthOf(day), -1), day),
      PageDown: () => sameDayIn(addMonths(monthOf(day), 1), day),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const target = clamp(move(), today, lastDay);
    moveFocus.current = true;
    setFocused(target);
    if (monthOf(target) !== month) onMonthChange(monthOf(target));
  }

  const canGoBack = month > monthOf(today);
  const canGoOn = month < lastMonth;
  const navButton =
    'grid size-10 place-items-center rounded-full text-stone-700 ring-1 ring-stone-300 hover:bg-brand-50 hover:text-brand-800 disabled:cursor-not-allowed disabled:text-stone-400 disabled:ring-stone-200 disabled:hover:bg-transparent';

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <button type="button" className={navButton} onClick={() => onMonthChange(addMonths(month, -1))} disabled={!canGoBack || disabled} aria-label="Previous month">
          <Chevron direction="left" />
        </button>
        <h3 id={titleId} className="font-sans text-base font-semibold text-stone-900" aria-live="polite">
          {monthTitle(month)}
        </h3>
        <button type="button" className={navButton} onClick={() => onMonthChange(addMonths(month, 1))} disabled={!canGoOn || disabled} aria-label="Next month">
          <Chevron direction="right" />
        </button>
      </div>

      <table ref={grid} role="grid" aria-labelledby={titleId} aria-busy={days === undefined} className="w-full table-fixed border-separate border-spacing-0.5 text-center">
        <thead>
          <tr>
            {weekdays.map(([short, long]) => (
              <th key={long} scope="col" abbr={long} className="pb-1 text-xs font-semibold text-stone-600">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) =>
                day === null ? (
                  <td key={`blank-${index}`} role="gridcell" />
                ) : (
                  <DayCell
                    key={day}
                    day={day}
                    info={days?.get(day)}
                    loading={days === undefined}
                    past={day < today}
                    selected={day === selected}
                    isToday={day === today}
                    tabbable={day === tabbable}
                    disabled={disabled}
                    waitable={chooseFull && days?.get(day)?.status === 'sold_out'}
                    onChoose={() => {
                      setFocused(day);
                      const info = days?.get(day);
                      const waitable = chooseFull && info?.status === 'sold_out';
                      if (waitable || isChoosable(info)) onSelect(day);
                    }}
                    onKeyDown={(event) => keyDown(event, day)}
                  />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DayCellProps {
  day: string;
  info: DepartureDay | undefined;
  loading: boolean;
  past: boolean;
  selected: boolean;
  isToday: boolean;
  tabbable: boolean;
  disabled: boolean;
  /** Sold out, but may be chosen to join its waiting list. */
  waitable?: boolean;
  onChoose: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

function DayCell({ day, info, loading, past, selected, isToday, tabbable, disabled, waitable = false, onChoose, onKeyDown }: DayCellProps) {
  const number = Number(day.slice(8));
  if (past) {
    return (
      <td role="gridcell" aria-disabled="true" className="h-12 text-sm text-stone-500">
        <span aria-hidden="true">{number}</span>
        <span className="sr-only">{formatWeekdayDate(day)}, past</span>
      </td>
    );
  }
  const choosable = isChoosable(info);
  const words = (info ? seatsWords(info) : loading ? 'checking seats' : 'not running') + (waitable ? ', waiting list open' : '');
  const note = info ? cellNote(info) : '';
  // Each bookable date shows its adult price (it may differ by date, decision 031).
  const price = choosable ? adultPriceOn(info) : undefined;
  const tone = selected
    ? 'bg-brand-700 text-white ring-brand-700'
    : info?.status === 'few_left'
      ? 'bg-amber-50 text-stone-900 ring-amber-300 hover:bg-amber-100'
      : choosable
        ? 'bg-white text-stone-900 ring-stone-200 hover:bg-brand-50 hover:ring-brand-600'
        : waitable
          ? 'bg-stone-200 text-stone-700 ring-transparent hover:ring-stone-500'
          : 'bg-stone-200 text-stone-700 ring-transparent cursor-not-allowed';
  const noteTone = selected ? 'text-brand-50' : info?.status === 'few_left' ? 'text-amber-900' : 'text-stone-700';

  return (
    <td role="gridcell" aria-selected={selected}>
      <button
        type="button"
        data-day={day}
        tabIndex={tabbable ? 0 : -1}
        aria-disabled={!(choosable || waitable) || disabled}
        aria-pressed={selected}
        aria-current={isToday ? 'date' : undefined}
        onClick={() => {
          if (!disabled) onChoose();
        }}
        onKeyDown={onKeyDown}
        className={`flex ${price === undefined ? 'h-12' : 'h-14'} w-full flex-col items-center justify-center rounded-lg text-sm font-semibold tabular-nums ring-1 transition-colors ${tone} ${
          isToday && !selected ? 'underline decoration-2 underline-offset-2' : ''
        }`}
      >
        {/* The name read aloud says it all in words; what the cell shows in short is hidden from it (and the
            name is the button's own text, not an aria-label, so the short figures never contradict it). */}
        <span className="sr-only">{`${formatWeekdayDate(day)}, ${words}${price === undefined ? '' : `, ${formatRupees(price)} per adult`}`}</span>
        <span aria-hidden="true" className={info && !choosable ? 'line-through decoration-1' : ''}>
          {number}
        </span>
        {note && (
          <span aria-hidden="true" className={`text-[10px] leading-tight font-semibold ${noteTone}`}>
            {note}
          </span>
        )}
        {price !== undefined && (
          <span aria-hidden="true" className={`text-[10px] leading-tight font-medium ${selected ? 'text-brand-50' : 'text-stone-600'}`}>
            {compactRupees(price)}
          </span>
        )}
      </button>
    </td>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
      <path d={direction === 'left' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The same day of the month in `month`, or its last day when that month is shorter. */
function sameDayIn(month: string, day: string): string {
  const wanted = `${month}-${day.slice(8)}`;
  const last = lastDayOf(month);
  return wanted > last ? last : wanted;
}

const clamp = (day: string, first: string, last: string) => (day < first ? first : day > last ? last : day);
