import { Button } from '../ui/button.tsx';
import { EmptyState } from '../ui/states.tsx';

/** A filtered list with nothing in it: say so, and offer the way back to every tour. */
export function NoMatchingTours({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState
      title="No tours match these filters"
      action={
        <Button variant="secondary" onClick={onClear}>
          Clear filters
        </Button>
      }
    >
      Try another state, price or date, or clear them to see every tour.
    </EmptyState>
  );
}
