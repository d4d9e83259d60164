import { tourMessages } from '@yatrika/contract/tour-messages';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';

const tourPageMessages = {
  notFound: tourMessages.notFound,
  failed: 'Unable to fetch tour details. Please try again later.',
} as const;

/** A tour page whose tour did not load: gone (with a way to other tours, `browseTo`) or a failure. */
export function TourNotLoaded({ error, browseTo }: { error: unknown; browseTo: string }) {
  // A malformed id (400) names no tour either.
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <ErrorState
      action={
        missing && (
          <ButtonLink to={browseTo} variant="secondary" size="sm">
            Browse tours
          </ButtonLink>
        )
      }
    >
      {missing ? tourPageMessages.notFound : tourPageMessages.failed}
    </ErrorState>
  );
}
