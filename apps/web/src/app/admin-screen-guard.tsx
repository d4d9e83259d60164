import { permissionNames } from '@yatrika/contract/staff';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AdminShell, adminMenuOrder } from '../components/layout/admin-shell.tsx';
import { firstScreenFor, screenPermission } from '../lib/admin-screen-permissions.ts';
import { paths } from '../lib/paths.ts';
import { usePermission } from '../lib/staff-access.ts';

const dashboards: string[] = [paths.adminDashboard.href, paths.adminDashboardAfterSignup.href, paths.adminDashboardShort.href];

/**
 * An operator's screen only for a role that may use it. A role without the dashboard's totals
 * begins at its first screen of the menu (a guide at the check-in); any other screen it may not
 * use says so plainly, naming the permission, rather than showing a screen of refusals. The
 * server refuses those calls anyway: this only spares the person a broken screen.
 */
export function RequireScreenPermission() {
  const { pathname } = useLocation();
  const can = usePermission();
  const permission = screenPermission(pathname);
  if (permission === undefined || can(permission)) return <Outlet />;
  const path = pathname.replace(/\/+$/, '');
  const start = dashboards.includes(path) ? firstScreenFor(can, adminMenuOrder) : undefined;
  if (start) return <Navigate to={start} replace />;
  return (
    <AdminShell title="Not in your role">
      <section className="max-w-xl rounded-2xl border border-stone-200 bg-white p-6">
        <h2 className="text-lg font-semibold">Your role does not include this</h2>
        <p className="mt-2 text-stone-700">
          This screen needs the permission “{permissionNames[permission]}” ({permission}). Ask an owner or a manager if you need it.
        </p>
      </section>
    </AdminShell>
  );
}
