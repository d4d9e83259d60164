import { Navigate, Outlet, useLocation } from 'react-router';
import { useSessionRole } from '../lib/session-role.ts';
import { paths } from '../lib/paths.ts';
import { loginHref } from '../lib/return-to.ts';

/** Traveller pages: a visitor goes to /login and comes back here after; an administrator to their dashboard. */
export function RequireTraveller() {
  const role = useSessionRole();
  const location = useLocation();
  if (role === 'traveller') return <Outlet />;
  if (role === 'admin') return <Navigate to={paths.adminDashboard.href} replace />;
  return <Navigate to={loginHref(location.pathname + location.search)} replace />;
}

/** Admin pages: anyone else goes to /login/admin. */
export function RequireAdmin() {
  const role = useSessionRole();
  const location = useLocation();
  if (role === 'admin') return <Outlet />;
  return <Navigate to={paths.adminLogin.href} replace state={{ from: location.pathname }} />;
}
