import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { GuidesField } from '../../../components/admin/guides-field.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { departureGuidesKey, saveDepartureGuides, useDepartureGuides, type DepartureOfGuides } from '../api/departure-guides.ts';

/**
 * "Guides for this departure", folded until opened (a page lists many departures): guides for
 * this date and start time only, beside those assigned to the whole tour on its page.
 */
export function DepartureGuides({ departure }: { departure: DepartureOfGuides }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="print:hidden" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer py-1 text-sm font-semibold text-brand-800">Guides for this departure</summary>
      {open && <DepartureGuidesForm departure={departure} />}
    </details>
  );
}

function DepartureGuidesForm({ departure }: { departure: DepartureOfGuides }) {
  const queryClient = useQueryClient();
  const guides = useDepartureGuides(departure);
  if (guides.isPending) return <LoadingState>Loading this departure's guides...</LoadingState>;
  if (guides.isError) return <ErrorState onRetry={() => void guides.refetch()}>This departure's guides could not be loaded.</ErrorState>;
  return (
    <GuidesField
      legend="Guides for this departure"
      hint="Besides the tour's own guides: each guide ticked sees this departure on their phone today and tomorrow, with the manifest and check-in."
      assigned={guides.data}
      onSave={async (guideIds) => {
        const answer = await saveDepartureGuides(departure, guideIds);
        queryClient.setQueryData(departureGuidesKey(departure), answer.guides);
        return answer.message;
      }}
    />
  );
}
