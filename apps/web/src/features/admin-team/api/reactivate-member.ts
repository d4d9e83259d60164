import type { MemberResponse } from '@yatrika/contract/team';
import { apiFetch } from '../../../lib/api-client.ts';
import { useTeamChange } from './use-team-change.ts';

/** `POST /api/admin/team/members/:id/reactivate`: a suspended account signs in again. */
export const reactivateMember = (memberId: string) =>
  apiFetch<MemberResponse>(`/admin/team/members/${encodeURIComponent(memberId)}/reactivate`, { method: 'POST' });

export const useReactivateMember = () => useTeamChange(reactivateMember);
