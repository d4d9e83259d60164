import type { TeamInvitation } from '@yatrika/contract/team';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatIndiaDateTime } from '../../../lib/format.ts';
import { useWithdrawInvitation } from '../api/withdraw-invitation.ts';

/** Invitations not yet accepted: who was asked, for which role, by whom, until when; each can be withdrawn. */
export function InvitationList({ invitations, mayManageOwners }: { invitations: TeamInvitation[]; mayManageOwners: boolean }) {
  const withdraw = useWithdrawInvitation();
  const [failure, setFailure] = useState<string | null>(null);
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="invitations-heading" className="flex flex-col gap-3">
      <h2 id="invitations-heading" className="text-lg font-bold">
        Invitations waiting
      </h2>
      <ul aria-label="Invitations waiting" className="divide-y divide-stone-200 rounded-card bg-white shadow-card ring-1 ring-stone-200/70">
        {invitations.map((invitation) => (
          <li key={invitation._id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-semibold break-all">{invitation.email}</p>
              <p className="text-sm text-stone-600">
                {invitation.roleName} · invited by {invitation.invitedBy} ·{' '}
                {invitation.expired ? 'the link has expired' : `the link works until ${formatIndiaDateTime(invitation.expiresAt)}`}
              </p>
            </div>
            {(invitation.role !== 'owner' || mayManageOwners) && (
              <Button
                size="sm"
                variant="secondary"
                disabled={withdraw.isPending}
                aria-label={`Withdraw the invitation to ${invitation.email}`}
                onClick={() => withdraw.mutate(invitation._id, { onError: (error) => setFailure(errorMessage(error, 'Could not withdraw the invitation. Please try again.')) })}
              >
                Withdraw
              </Button>
            )}
          </li>
        ))}
      </ul>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
    </section>
  );
}
