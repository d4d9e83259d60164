import { useEffect } from 'react';

/**
 * Logs a failure the screen does not show (spec §8: some load failures are only logged), once
 * each time it changes: `useReportedError(error, 'Could not load the wishlist')`. Null or
 * undefined logs nothing, so a condition can be written as `narrowed ? error : null`.
 */
export function useReportedError(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(what, error);
  }, [error, what]);
}
