import type { MemberResponse } from '@yatrika/contract/team';
import { apiFetch } from '../../../lib/api-client.ts';
import { useTeamChange } from './use-team-change.ts';

/** `POST /api/admin/team/members/:id/suspend`: the account's sessions end at once. */
export const suspendMember = (memberId: string) =>
  apiFetch<MemberResponse>(`/admin/team/members/${encodeURIComponent(memberId)}/suspend`, { method: 'POST' });

export const useSuspendMember = () => useTeamChange(suspendMember);
