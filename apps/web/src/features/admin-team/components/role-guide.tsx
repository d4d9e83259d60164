import { permissionNames, rolePermissions, staffRoleNames, staffRoleSummaries, staffRoles } from '@yatrika/contract/staff';

/** Each role, what it is for and every permission it holds, from the contract the server checks by. */
export function RoleGuide() {
  return (
    <section aria-labelledby="roles-heading" className="rounded-card bg-white p-5 shadow-card ring-1 ring-stone-200/70">
      <h2 id="roles-heading" className="text-lg font-bold">
        What each role may do
      </h2>
      <dl className="mt-3 grid gap-4 md:grid-cols-2">
        {staffRoles.map((role) => (
          <div key={role}>
            <dt className="font-semibold">{staffRoleNames[role]}</dt>
            <dd className="text-sm text-stone-600">
              <p>{staffRoleSummaries[role]}</p>
              <ul aria-label={`${staffRoleNames[role]} permissions`} className="mt-1 list-disc pl-5">
                {rolePermissions[role].map((permission) => (
                  <li key={permission}>{permissionNames[permission]}</li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
