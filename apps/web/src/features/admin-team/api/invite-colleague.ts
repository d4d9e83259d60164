import type { InviteRequest, InviteResponse } from '@yatrika/contract/team';
import { apiFetch } from '../../../lib/api-client.ts';
import { useTeamChange } from './use-team-change.ts';

/** `POST /api/admin/team/invitations`: emails the colleague a link valid for 48 hours. */
export const inviteColleague = (body: InviteRequest) => apiFetch<InviteResponse>('/admin/team/invitations', { method: 'POST', body });

export const useInviteColleague = () => useTeamChange(inviteColleague);
