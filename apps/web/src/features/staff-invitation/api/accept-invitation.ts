import type { TokenResponse } from '@yatrika/contract/auth';
import type { AcceptInvitationRequest } from '@yatrika/contract/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { setToken } from '../../../lib/session.ts';

/** `POST /api/team/invitations/accept`: makes the staff account and answers its session. */
export const acceptInvitation = (body: AcceptInvitationRequest) =>
  apiFetch<TokenResponse>('/team/invitations/accept', { method: 'POST', body, auth: false });

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    // Whatever this browser had loaded belonged to someone else: forget it before the new session starts.
    onSuccess: ({ token }) => {
      queryClient.removeQueries();
      setToken(token);
    },
  });
}
