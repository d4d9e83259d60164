import type { InvitationPreview } from '@yatrika/contract/team';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** `GET /api/team/invitations/:token`: who invites, with which role, until when (404 once the link no longer works). */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['staff-invitation', token],
    queryFn: ({ signal }) => apiFetch<InvitationPreview>(`/team/invitations/${encodeURIComponent(token)}`, { signal, auth: false }),
    enabled: token !== '',
  });
}
