import { addDays } from '@yatrika/contract/dates';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatWeekdayDate } from '../../lib/format.ts';
import { addMonths, firstDayOf, lastDayOf, monthOf, monthTitle, monthWeeks, weekdayOf } from '../../lib/calendar-month.ts';

const weekdays = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const;

/** How one day of the month looks and reads. */
export interface DayLook {
  choosable: boolean;
  /** Read after the day's name: "12 seats left", "Not running"…; empty for nothing more. */
  words: string;
  /** The few characters under the number ("2 left", "Full"), hidden from screen readers. */
  note?: string;
  /** A second short line (a price), hidden from screen readers: `words` says it in full. */
  extra?: string;
  tone: 'open' | 'few' | 'waitable' | 'off';
  /** The number struck through: the date is on show but does not run. */
  struck?: boolean;
}

export interface MonthCalendarProps {
  /** The month on show, "YYYY-MM". */
  month: string;
  onMonthChange: (month: string) => void;
  /** The first day that can be reached; the days before it read as past. */
  firstDay: string;
  /** The last day that can be reached, and its month the last one to page to. */
  lastDay: string;
  /** Underlined and announced as today. */
  today?: string;
  /** The chosen day, where the keyboard starts. */
  selected: string;
  /** Days shown as chosen: `selected` alone unless a range is being shown. */
  isSelected?: (day: string) => boolean;
  /** Days shown inside a range being chosen (a lighter tone than chosen). */
  isInRange?: (day: string) => boolean;
  describe: (day: string) => DayLook;
  onSelect: (day: string) => void;
  disabled?: boolean;
  /** The month's days are still loading. */
  busy?: boolean;
  /** Read for the days after `lastDay`. */
  afterLastWords?: string;
}

/**
 * A month of days as a keyboard grid (the WAI-ARIA date grid: arrows move a day or a week,
 * Home/End to the week's ends, Page Up/Down a month, Enter or Space chooses). What each day says and
 * whether it may be chosen comes from `describe`: the traveller's seats, the operator's schedule, a
 * season's bounds. Days that cannot be chosen stay visible and focusable, so they can be read out.
 */
export function MonthCalendar({ month, onMonthChange, firstDay, lastDay, today, selected, isSelected, isInRange, describe, onSelect, disabled = false, busy = false, afterLastWords = 'not open for booking yet' }: MonthCalendarProps) {
  const titleId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const [focused, setFocused] = useState(selected || firstDay);
  /** Set when the keyboard moved the focus, so the new day's button takes it once rendered. */
  const moveFocus = useRef(false);
  const lastMonth = monthOf(lastDay);
  const chosen = isSelected ?? ((day: string) => day === selected);

  // The day that is in the tab order: the focused one when it is on show, else the month's first reachable day.
  const firstOnShow = firstDayOf(month) > firstDay ? firstDayOf(month) : firstDay;
  const tabbable = monthOf(focused) === month && focused >= firstDay ? focused : firstOnShow;

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
    const target = clamp(move(), firstDay, lastDay);
    moveFocus.current = true;
    setFocused(target);
    if (monthOf(target) !== month) onMonthChange(monthOf(target));
  }

  const canGoBack = month > monthOf(firstDay);
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

      <table ref={grid} role="grid" aria-labelledby={titleId} aria-busy={busy} className="w-full table-fixed border-separate border-spacing-0.5 text-center">
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
                ) : day < firstDay || day > lastDay ? (
                  <OutOfReach key={day} day={day} words={day < firstDay ? 'past' : afterLastWords} />
                ) : (
                  <DayCell
                    key={day}
                    day={day}
                    look={describe(day)}
                    selected={chosen(day)}
                    inRange={isInRange?.(day) ?? false}
                    isToday={day === today}
                    tabbable={day === tabbable}
                    disabled={disabled}
                    onChoose={() => {
                      setFocused(day);
                      if (describe(day).choosable) onSelect(day);
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

function OutOfReach({ day, words }: { day: string; words: string }) {
  return (
    <td role="gridcell" aria-disabled="true" className="h-12 text-sm text-stone-500">
      <span aria-hidden="true">{Number(day.slice(8))}</span>
      <span className="sr-only">{`${formatWeekdayDate(day)}, ${words}`}</span>
    </td>
  );
}

interface DayCellProps {
  day: string;
  look: DayLook;
  selected: boolean;
  inRange: boolean;
  isToday: boolean;
  tabbable: boolean;
  disabled: boolean;
  onChoose: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

const tones: Record<DayLook['tone'], string> = {
  open: 'bg-white text-stone-900 ring-stone-200 hover:bg-brand-50 hover:ring-brand-600',
  few: 'bg-amber-50 text-stone-900 ring-amber-300 hover:bg-amber-100',
  waitable: 'bg-stone-200 text-stone-700 ring-transparent hover:ring-stone-500',
  off: 'bg-stone-200 text-stone-700 ring-transparent cursor-not-allowed',
};

function DayCell({ day, look, selected, inRange, isToday, tabbable, disabled, onChoose, onKeyDown }: DayCellProps) {
  const tone = selected ? 'bg-brand-700 text-white ring-brand-700' : inRange ? 'bg-brand-100 text-brand-900 ring-brand-300' : tones[look.tone];
  const noteTone = selected ? 'text-brand-50' : look.tone === 'few' ? 'text-amber-900' : 'text-stone-700';
  return (
    <td role="gridcell" aria-selected={selected}>
      <button
        type="button"
        data-day={day}
        tabIndex={tabbable ? 0 : -1}
        aria-disabled={!look.choosable || disabled}
        aria-pressed={selected}
        aria-current={isToday ? 'date' : undefined}
        onClick={() => {
          if (!disabled) onChoose();
        }}
        onKeyDown={onKeyDown}
        className={`flex ${look.extra === undefined ? 'h-12' : 'h-14'} w-full flex-col items-center justify-center rounded-lg text-sm font-semibold tabular-nums ring-1 transition-colors ${tone} ${
          isToday && !selected ? 'underline decoration-2 underline-offset-2' : ''
        }`}
      >
        {/* The name read aloud says it all in words; what the cell shows in short is hidden from it (and the
            name is the button's own text, not an aria-label, so the short figures never contradict it). */}
        <span className="sr-only">{look.words ? `${formatWeekdayDate(day)}, ${look.words}` : formatWeekdayDate(day)}</span>
        <span aria-hidden="true" className={look.struck ? 'line-through decoration-1' : ''}>
          {Number(day.slice(8))}
        </span>
        {look.note && (
          <span aria-hidden="true" className={`text-[10px] leading-tight font-semibold ${noteTone}`}>
            {look.note}
          </span>
        )}
        {look.extra !== undefined && (
          <span aria-hidden="true" className={`text-[10px] leading-tight font-medium ${selected ? 'text-brand-50' : 'text-stone-600'}`}>
            {look.extra}
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
