import { tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import type { Tour } from '@yatrika/contract/tours';

interface TourScheduleNoteProps {
  schedule: Tour['schedule'];
  /** The tour's minimum group, when it has one: the traveller is told before paying (decision 021). */
  minimumGroup?: Pick<Tour, 'minGroup' | 'minGroupDecisionHours'>;
}

/**
 * The schedule's rules in the server's own words, so a traveller knows why some dates are not
 * offered, and the minimum group's promise; nothing for a tour that runs every day without one.
 */
export function TourScheduleNote({ schedule, minimumGroup }: TourScheduleNoteProps) {
  const lines = [
    schedule.runWeekdays.length < 7 ? tourScheduleMessages.notOnWeekday(schedule.runWeekdays) : null,
    schedule.seasons.length > 0 ? tourScheduleMessages.outOfSeason(schedule.seasons) : null,
    schedule.cutoffHours !== null
      ? tourScheduleMessages.cutoffNote(schedule.cutoffHours, schedule.startTimes)
      : schedule.startTimes.length > 1
        ? tourScheduleMessages.startTimesNote(schedule.startTimes)
        : null,
    minimumGroup?.minGroup ? tourScheduleMessages.minGroupNote(minimumGroup.minGroup, minimumGroup.minGroupDecisionHours) : null,
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  return (
    <ul aria-label="When it runs" className="flex flex-col gap-1 text-sm text-stone-700">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
