import { tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import type { Tour } from '@yatrika/contract/tours';

/** The schedule's rules in the server's own words, so a traveller knows why some dates are not offered; nothing for a tour that runs every day. */
export function TourScheduleNote({ schedule }: { schedule: Tour['schedule'] }) {
  const lines = [
    schedule.runWeekdays.length < 7 ? tourScheduleMessages.notOnWeekday(schedule.runWeekdays) : null,
    schedule.seasons.length > 0 ? tourScheduleMessages.outOfSeason(schedule.seasons) : null,
    schedule.cutoffHours !== null ? tourScheduleMessages.cutoffNote(schedule.cutoffHours, schedule.startTime) : null,
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
