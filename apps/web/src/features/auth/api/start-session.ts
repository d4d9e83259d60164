import type { QueryClient } from '@tanstack/react-query';
import { setStaffPermissions, setToken } from '../../../lib/session.ts';

/**
 * Keeps the new token (localStorage "token", spec §3) and forgets whatever the previous
 * account had loaded, so nobody sees someone else's profile or bookings from the cache.
 */
export function startSession(queryClient: QueryClient, token: string, permissions?: readonly string[]): void {
  queryClient.removeQueries();
  setStaffPermissions(permissions);
  setToken(token);
}
