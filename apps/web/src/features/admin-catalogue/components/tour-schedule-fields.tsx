import { MAX_CUTOFF_HOURS, weekdayNames, type MinGroupAction } from '@yatrika/contract/tour-schedule';
import { addDays } from '@yatrika/contract/dates';
import { TextField } from '../../../components/ui/field.tsx';
import { todayInIndia } from '../../../lib/format.ts';
import { firstDayOf, lastDayOf } from '../../../lib/calendar-month.ts';
import { ScheduleRangesField } from './schedule-ranges-field.tsx';
import { closedLine, closedWords, seasonLine, seasonRefusal, seasonWords } from './schedule-range-words.ts';
import { StartTimesField } from './start-times-field.tsx';
import type { TourScheduleErrors, TourScheduleValues } from './tour-schedule-form.ts';

/** How far ahead closed dates can be chosen: two years, past any booking horizon worth having. */
const CLOSED_DATES_REACH_DAYS = 731;

interface TourScheduleFieldsProps {
  values: TourScheduleValues;
  errors: TourScheduleErrors;
  onChange: (change: Partial<TourScheduleValues>) => void;
}

/** When the tour runs and until when travellers can book it; the calendar offers only these dates. */
export function TourScheduleFields({ values, errors, onChange }: TourScheduleFieldsProps) {
  const today = todayInIndia();
  const thisYear = Number(today.slice(0, 4));
  const toggle = (day: number) =>
    onChange({ runWeekdays: values.runWeekdays.includes(day) ? values.runWeekdays.filter((each) => each !== day) : [...values.runWeekdays, day].sort((a, b) => a - b) });
  return (
    <section aria-labelledby="tour-schedule-title" className="flex flex-col gap-5 border-t border-stone-200 pt-6">
      <div>
        <h3 id="tour-schedule-title" className="text-lg font-semibold">
          Schedule
        </h3>
        <p className="mt-1 text-sm text-stone-600">Which days the tour runs and until when it can be booked. Travellers can choose only these dates.</p>
      </div>
      <fieldset aria-describedby={errors.runWeekdays ? 'run-weekdays-error' : undefined}>
        <legend className="text-sm font-semibold text-stone-700">Runs on</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {weekdayNames.map((name, day) => (
            <label key={name} className="flex items-center gap-2 rounded-xl border border-stone-300 px-3 py-2 text-sm has-checked:border-brand-600 has-checked:bg-brand-50">
              <input type="checkbox" name="runWeekdays" checked={values.runWeekdays.includes(day)} onChange={() => toggle(day)} />
              {name}
            </label>
          ))}
        </div>
        {errors.runWeekdays && (
          <p id="run-weekdays-error" className="mt-1.5 text-sm text-red-700">
            {errors.runWeekdays}
          </p>
        )}
      </fieldset>
      <div className="grid gap-5 md:grid-cols-2">
        <ScheduleRangesField
          label="Seasons"
          hint="Every year: choose a season's first day, then its last (it may run on into the next year). None: all year."
          lines={values.seasons}
          onChange={(seasons) => onChange({ seasons })}
          firstDay={firstDayOf(`${thisYear}-01`)}
          lastDay={lastDayOf(`${thisYear + 1}-12`)}
          lineOf={seasonLine}
          wordsOf={seasonWords}
          refusal={seasonRefusal}
          error={errors.seasons}
        />
        <ScheduleRangesField
          label="Closed dates"
          hint="Dates the tour does not run: choose the first, then the last (the same date twice for one day)."
          lines={values.closedRanges}
          onChange={(closedRanges) => onChange({ closedRanges })}
          firstDay={today}
          lastDay={addDays(today, CLOSED_DATES_REACH_DAYS)}
          lineOf={closedLine}
          wordsOf={closedWords}
          error={errors.closedRanges}
        />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <StartTimesField startTimes={values.startTimes} error={errors.startTimes} onChange={(startTimes) => onChange({ startTimes })} />
        <TextField
          label="Booking cut-off (hours before the start)"
          name="cutoffHours"
          inputMode="numeric"
          value={values.cutoffHours}
          hint={`0 to ${MAX_CUTOFF_HOURS}. Empty: bookable until the start.`}
          error={errors.cutoffHours}
          onChange={(event) => onChange({ cutoffHours: event.target.value })}
        />
        <TextField
          label="Travellers may change the date (hours before the start)"
          name="rescheduleCutoffHours"
          inputMode="numeric"
          value={values.rescheduleCutoffHours}
          hint={`0 to ${MAX_CUTOFF_HOURS}. Later than this, only you can move a booking.`}
          error={errors.rescheduleCutoffHours}
          onChange={(event) => onChange({ rescheduleCutoffHours: event.target.value })}
        />
      </div>
      <label className="flex items-start gap-3 text-sm text-stone-700">
        <input type="checkbox" name="confirmInstantly" className="mt-1" checked={values.confirmInstantly} onChange={(event) => onChange({ confirmInstantly: event.target.checked })} />
        <span>
          <span className="font-semibold">Confirm instantly</span>
          <span className="block text-stone-600">A paid booking is confirmed at once, without you accepting it.</span>
        </span>
      </label>
      <fieldset className="flex flex-col gap-4">
        <legend className="text-sm font-semibold text-stone-700">Minimum group</legend>
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label="Minimum travellers per departure"
            name="minGroup"
            inputMode="numeric"
            value={values.minGroup}
            hint="At most the group size. Empty: every departure runs."
            error={errors.minGroup}
            onChange={(event) => onChange({ minGroup: event.target.value })}
          />
          <TextField
            label="Decided (hours before the start)"
            name="minGroupDecisionHours"
            inputMode="numeric"
            value={values.minGroupDecisionHours}
            hint={`0 to ${MAX_CUTOFF_HOURS}. Below the minimum then, the departure is cancelled and every traveller refunded in full.`}
            error={errors.minGroupDecisionHours}
            onChange={(event) => onChange({ minGroupDecisionHours: event.target.value })}
          />
        </div>
        <label className="flex flex-col gap-1.5 text-sm text-stone-700">
          <span className="font-semibold">Bookings before the decision</span>
          <select
            name="minGroupAction"
            className="rounded-xl border border-stone-300 px-3 py-2"
            value={values.minGroupAction}
            onChange={(event) => onChange({ minGroupAction: event.target.value as MinGroupAction })}
          >
            <option value="cancel">Wait for me to accept them</option>
            <option value="confirm">Accept them once the minimum is reached</option>
          </select>
        </label>
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="text-sm font-semibold text-stone-700">Pay in parts</legend>
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label="Advance (% of the total)"
            name="advancePercent"
            inputMode="numeric"
            value={values.advancePercent}
            hint="1 to 99. Empty: travellers pay in full."
            error={errors.advancePercent}
            onChange={(event) => onChange({ advancePercent: event.target.value })}
          />
          <TextField
            label="Balance due (days before the departure)"
            name="balanceDueDays"
            inputMode="numeric"
            value={values.balanceDueDays}
            hint="1 to 365. Unpaid by the end of that day, the booking is cancelled by the cancellation policy."
            error={errors.balanceDueDays}
            onChange={(event) => onChange({ balanceDueDays: event.target.value })}
          />
        </div>
      </fieldset>
    </section>
  );
}
