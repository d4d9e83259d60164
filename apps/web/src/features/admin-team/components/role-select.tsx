import { staffRoleNames, staffRoles, type StaffRole } from '@yatrika/contract/staff';
import type { SelectHTMLAttributes } from 'react';

/** The roles to choose from; a role the signed-in colleague may not give (owner, for a manager) is left out. */
export function roleOptions(mayMakeOwners: boolean): StaffRole[] {
  return staffRoles.filter((role) => mayMakeOwners || role !== 'owner');
}

/** A small role picker for a row of the team, labelled for screen readers by the colleague's name. */
export function RoleSelect({ roles, ...props }: { roles: StaffRole[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className="rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      {...props}
    >
      {roles.map((role) => (
        <option key={role} value={role}>
          {staffRoleNames[role]}
        </option>
      ))}
    </select>
  );
}
