import { useQueryClient } from '@tanstack/react-query';
import { GuidesField } from '../../../components/admin/guides-field.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { saveTourGuides, tourGuidesKey, useTourGuides } from '../api/tour-guides.ts';

/** The tour's guides on its update page: each of its departures is theirs to check in. */
export function TourGuidesPanel({ tourId }: { tourId: string }) {
  const queryClient = useQueryClient();
  const guides = useTourGuides(tourId);
  return (
    <section aria-label="Guides" className="mx-auto mt-6 max-w-5xl rounded-card bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-8">
      {guides.isPending ? (
        <p className="text-sm text-stone-600">Loading the tour's guides...</p>
      ) : guides.isError ? (
        <ErrorState onRetry={() => void guides.refetch()}>The tour's guides could not be loaded.</ErrorState>
      ) : (
        <GuidesField
          legend="Guides"
          hint="Each guide ticked sees this tour's departures of today and tomorrow on their phone, with the manifest and check-in."
          assigned={guides.data}
          onSave={async (guideIds) => {
            const answer = await saveTourGuides(tourId, guideIds);
            queryClient.setQueryData(tourGuidesKey(tourId), answer.guides);
            return answer.message;
          }}
        />
      )}
    </section>
  );
}
