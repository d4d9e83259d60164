import type { Profile } from '@yatrika/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import { clearToken } from './session.ts';

/**
 * The signed-in traveller's profile: the header's initial and username, the profile pages.
 * Shared because the traveller shell shows it on every page.
 */
export const currentUserQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: ({ signal }) => apiFetch<Profile>('/user/profile', { signal }),
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/** Traveller logout: the server revokes the token; failures are only logged (spec §8). */
export async function logOutTraveller(): Promise<void> {
  try {
    await apiFetch('/user/logout', { method: 'POST' });
  } catch (error) {
    console.error('Logout failed', error);
  } finally {
    clearToken();
  }
}
