import { apiFetch } from '../../../lib/api-client.ts';
import { useTeamChange } from './use-team-change.ts';

/** `DELETE /api/admin/team/invitations/:id`: the emailed link stops working. */
export const withdrawInvitation = (invitationId: string) =>
  apiFetch<{ message: string }>(`/admin/team/invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE' });

export const useWithdrawInvitation = () => useTeamChange(withdrawInvitation);
