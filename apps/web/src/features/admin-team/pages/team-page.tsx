import { staffMay } from '@yatrika/contract/staff';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { sessionUserId } from '../../../lib/session.ts';
import { useTeam } from '../api/get-team.ts';
import { InvitationList } from '../components/invitation-list.tsx';
import { InviteForm } from '../components/invite-form.tsx';
import { MemberList } from '../components/member-list.tsx';
import { RoleGuide } from '../components/role-guide.tsx';
import { useMemberActions } from '../components/use-member-actions.tsx';

/**
 * /admindashboard/team: every staff account with its role, last sign-in and status; inviting a
 * colleague by email; changing a role, suspending, reactivating and removing; and what each role
 * may do. The server decides every change (an owner's account needs "Manage the team's owners",
 * the team keeps an owner); the screen offers only what the signed-in colleague may ask.
 */
export default function TeamPage() {
  const team = useTeam();
  const actions = useMemberActions();
  const selfId = sessionUserId();
  const self = team.data?.members.find((member) => member._id === selfId);
  const mayManageOwners = staffMay(self?.role, 'team.owners');

  let content;
  if (team.isPending) content = <LoadingState />;
  else if (team.isError) content = <ErrorState onRetry={() => void team.refetch()}>Failed to load the team. Please try again.</ErrorState>;
  else
    content = (
      <>
        <div aria-live="polite">{actions.outcome && <FormMessage tone={actions.outcome.tone}>{actions.outcome.text}</FormMessage>}</div>
        <MemberList members={team.data.members} selfId={selfId} mayManageOwners={mayManageOwners} actions={actions} />
        <InvitationList invitations={team.data.invitations} mayManageOwners={mayManageOwners} />
        <InviteForm mayMakeOwners={mayManageOwners} />
      </>
    );

  return (
    <AdminShell title="Team">
      <div className="flex flex-col gap-6">
        <p className="text-sm text-stone-600">
          Everyone who works in the admin area, with the role that decides what they may do. An invited colleague gets an email with a link that works once,
          for 48 hours.
        </p>
        {content}
        <RoleGuide />
      </div>
      {actions.dialog}
    </AdminShell>
  );
}
