import { TourSection } from './tour-section.tsx';

export function TourMeetingPoint({ meetingPoint }: { meetingPoint: string }) {
  return (
    <TourSection id="tour-meeting-point" title="Meeting point">
      <p className="flex items-start gap-2 break-words text-stone-700">
        <svg viewBox="0 0 20 20" className="mt-1 size-4 shrink-0 text-brand-700" aria-hidden="true">
          <path fill="currentColor" d="M10 1.5a6 6 0 0 0-6 6c0 4.4 6 11 6 11s6-6.6 6-11a6 6 0 0 0-6-6zm0 8.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4z" />
        </svg>
        <span className="min-w-0">{meetingPoint}</span>
      </p>
    </TourSection>
  );
}
