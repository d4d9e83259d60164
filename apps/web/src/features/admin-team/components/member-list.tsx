import type { StaffRole } from '@yatrika/contract/staff';
import type { TeamMember } from '@yatrika/contract/team';
import { Button } from '../../../components/ui/button.tsx';
import { formatIndiaDateTime } from '../../../lib/format.ts';
import { useWideScreen } from '../../../lib/use-wide-screen.ts';
import { MemberStatusBadge } from './member-status-badge.tsx';
import { roleOptions, RoleSelect } from './role-select.tsx';
import type { MemberActions } from './use-member-actions.tsx';

interface MemberListProps {
  members: TeamMember[];
  /** The signed-in colleague: they neither suspend nor remove themselves. */
  selfId: string | null;
  /** Whether the signed-in colleague holds "Manage the team's owners". */
  mayManageOwners: boolean;
  actions: MemberActions;
}

const lastSignIn = (member: TeamMember) => (member.lastSignInAt ? formatIndiaDateTime(member.lastSignInAt) : 'Not yet');

/** The role, as a picker where the reader may change it and as words where they may not (an owner, for a manager). */
function RoleCell({ member, mayManageOwners, actions }: Omit<MemberListProps, 'members' | 'selfId'> & { member: TeamMember }) {
  if (member.role === 'owner' && !mayManageOwners) return <span>{member.roleName}</span>;
  return (
    <RoleSelect
      aria-label={`Role of ${member.name}`}
      roles={roleOptions(mayManageOwners)}
      value={member.role}
      disabled={actions.busy}
      onChange={(event) => actions.setRole(member, event.target.value as StaffRole)}
    />
  );
}

function MemberButtons({ member, selfId, mayManageOwners, actions }: Omit<MemberListProps, 'members'> & { member: TeamMember }) {
  if (member._id === selfId) return <span className="text-sm text-stone-500">You</span>;
  if (member.role === 'owner' && !mayManageOwners) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {member.status === 'active' ? (
        <Button size="sm" variant="secondary" disabled={actions.busy} onClick={() => void actions.suspend(member)} aria-label={`Suspend ${member.name}`}>
          Suspend
        </Button>
      ) : (
        <Button size="sm" variant="secondary" disabled={actions.busy} onClick={() => actions.reactivate(member)} aria-label={`Reactivate ${member.name}`}>
          Reactivate
        </Button>
      )}
      <Button size="sm" variant="danger" disabled={actions.busy} onClick={() => void actions.remove(member)} aria-label={`Remove ${member.name}`}>
        Remove
      </Button>
    </div>
  );
}

/** Every staff account: a table from 768 px, a card each on a phone. */
export function MemberList(props: MemberListProps) {
  const wide = useWideScreen();
  const { members } = props;
  if (!wide) {
    return (
      <ul aria-label="Team members" className="flex flex-col gap-3">
        {members.map((member) => (
          <li key={member._id} className="rounded-card bg-white p-4 shadow-card ring-1 ring-stone-200/70">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold">{member.name}</p>
                <p className="truncate text-sm text-stone-600">{member.email}</p>
              </div>
              <MemberStatusBadge status={member.status} />
            </div>
            <p className="mt-2 text-sm text-stone-600">Last sign-in: {lastSignIn(member)}</p>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <RoleCell member={member} {...props} />
              <MemberButtons member={member} {...props} />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-stone-200/70">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Team members</caption>
        <thead className="border-b border-stone-200 text-stone-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Name</th>
            <th scope="col" className="px-4 py-3 font-semibold">Role</th>
            <th scope="col" className="px-4 py-3 font-semibold">Last sign-in</th>
            <th scope="col" className="px-4 py-3 font-semibold">Status</th>
            <th scope="col" className="px-4 py-3 font-semibold"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {members.map((member) => (
            <tr key={member._id}>
              <td className="px-4 py-3">
                <p className="font-semibold">{member.name}</p>
                <p className="text-stone-600">{member.email}</p>
              </td>
              <td className="px-4 py-3">
                <RoleCell member={member} {...props} />
              </td>
              <td className="px-4 py-3">{lastSignIn(member)}</td>
              <td className="px-4 py-3">
                <MemberStatusBadge status={member.status} />
              </td>
              <td className="px-4 py-3">
                <MemberButtons member={member} {...props} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
