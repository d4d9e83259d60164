import type { StaffRole } from '@yatrika/contract/staff';
import type { TeamMember } from '@yatrika/contract/team';
import { useState } from 'react';
import { useConfirm } from '../../../components/admin/use-confirm.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useChangeRole } from '../api/change-role.ts';
import { useReactivateMember } from '../api/reactivate-member.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { useSuspendMember } from '../api/suspend-member.ts';

/**
 * What the team screen does to a colleague's account, and the one line that says how it went:
 * a role change at once, suspending and removing after a confirmation.
 */
export function useMemberActions() {
  const { confirm, dialog } = useConfirm();
  const changeRole = useChangeRole();
  const suspend = useSuspendMember();
  const reactivate = useReactivateMember();
  const remove = useRemoveMember();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const report = (fallback: string) => ({
    onSuccess: (answer: { message: string }) => setOutcome({ tone: 'success', text: answer.message }),
    onError: (error: Error) => setOutcome({ tone: 'error', text: errorMessage(error, fallback) }),
  });

  return {
    dialog,
    outcome,
    busy: changeRole.isPending || suspend.isPending || reactivate.isPending || remove.isPending,
    setRole(member: TeamMember, role: StaffRole) {
      changeRole.mutate({ memberId: member._id, role }, report('Could not change the role. Please try again.'));
    },
    async suspend(member: TeamMember) {
      const go = await confirm({
        title: `Suspend ${member.name}?`,
        message: 'Their sessions end at once and they cannot sign in until the account is reactivated.',
        confirmLabel: 'Suspend account',
      });
      if (go) suspend.mutate(member._id, report('Could not suspend the account. Please try again.'));
    },
    reactivate(member: TeamMember) {
      reactivate.mutate(member._id, report('Could not reactivate the account. Please try again.'));
    },
    async remove(member: TeamMember) {
      const go = await confirm({
        title: `Remove ${member.name} from the team?`,
        message: 'The account can no longer sign in. Its name stays on the bookings, notes and audit log entries it made.',
        confirmLabel: 'Remove from team',
      });
      if (go) remove.mutate(member._id, report('Could not remove the account. Please try again.'));
    },
  };
}

export type MemberActions = ReturnType<typeof useMemberActions>;
