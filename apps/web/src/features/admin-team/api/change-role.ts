import type { MemberResponse } from '@yatrika/contract/team';
import type { StaffRole } from '@yatrika/contract/staff';
import { apiFetch } from '../../../lib/api-client.ts';
import { useTeamChange } from './use-team-change.ts';

/** `PATCH /api/admin/team/members/:id`: a colleague's new role. */
export const changeRole = ({ memberId, role }: { memberId: string; role: StaffRole }) =>
  apiFetch<MemberResponse>(`/admin/team/members/${encodeURIComponent(memberId)}`, { method: 'PATCH', body: { role } });

export const useChangeRole = () => useTeamChange(changeRole);
