import type { TeamResponse } from '@yatrika/contract/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { teamKeys } from './team-keys.ts';

/** `GET /api/admin/team`: every staff account and the invitations still open. */
export const teamQuery = queryOptions({
  queryKey: teamKeys.all,
  queryFn: ({ signal }) => apiFetch<TeamResponse>('/admin/team', { signal }),
});

export function useTeam() {
  return useQuery(teamQuery);
}
