import type { GuideDeparture } from '@yatrika/contract/guides';
import { guideMessages } from '@yatrika/contract/guide-messages';
import { dayInWords } from '@yatrika/contract/dates';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { useGuideDepartures } from '../api/get-guide-departures.ts';
import { GuideDepartureCard } from '../components/guide-departure-card.tsx';

/**
 * /admindashboard/guide: where a guide lands after signing in, made for a phone at the meeting
 * point. Today's and tomorrow's departures assigned to them, each opening its manifest with
 * check-in by scan or reference (decision 051).
 */
export default function GuidePage() {
  const departures = useGuideDepartures();
  return (
    <AdminShell title="My departures">
      <div className="mx-auto grid max-w-xl gap-6">
        {departures.isPending ? (
          <LoadingState>Loading your departures...</LoadingState>
        ) : departures.isError ? (
          <ErrorState onRetry={() => void departures.refetch()}>Your departures could not be loaded.</ErrorState>
        ) : departures.data.departures.length === 0 ? (
          <EmptyState title={guideMessages.noDepartures}>An owner or a manager assigns guides to tours and departures.</EmptyState>
        ) : (
          <>
            <DaySection id="guide-today" title={`Today, ${dayInWords(departures.data.today)}`} departures={departures.data.departures.filter((d) => d.date === departures.data.today)} />
            <DaySection id="guide-tomorrow" title={`Tomorrow, ${dayInWords(departures.data.tomorrow)}`} departures={departures.data.departures.filter((d) => d.date === departures.data.tomorrow)} />
          </>
        )}
      </div>
    </AdminShell>
  );
}

function DaySection({ id, title, departures }: { id: string; title: string; departures: GuideDeparture[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {departures.length === 0 ? (
        <p className="text-stone-700">No departures.</p>
      ) : (
        <ul className="grid gap-3">
          {departures.map((departure) => (
            <li key={`${departure.tourId}|${departure.startTime}`}>
              <GuideDepartureCard departure={departure} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
