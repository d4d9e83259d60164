import { apiFetch } from '../../../lib/api-client.ts';
import { useTeamChange } from './use-team-change.ts';

/** `DELETE /api/admin/team/members/:id`: the account is closed and can no longer sign in. */
export const removeMember = (memberId: string) =>
  apiFetch<{ message: string }>(`/admin/team/members/${encodeURIComponent(memberId)}`, { method: 'DELETE' });

export const useRemoveMember = () => useTeamChange(removeMember);
