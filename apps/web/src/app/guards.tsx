import { useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { getToken, sessionRole, subscribeToSession } from '../lib/session.ts';
import { paths } from '../lib/paths.ts';

function useSessionRole() {
  return useSyncExternalStore(subscribeToSession, () => sessionRole(getToken()), () => null);
}

/** Traveller pages: a visitor goes to /login; an administrator to their dashboard. */
export function RequireTraveller() {
  const role = useSessionRole();
  const location = useLocation();
  if (role === 'traveller') return <Outlet />;
  if (role === 'admin') return <Navigate to={paths.adminDashboard.href} replace />;
  return <Navigate to={paths.login.href} replace state={{ from: location.pathname }} />;
}

/** Admin pages: anyone else goes to /login/admin. */
export function RequireAdmin() {
  const role = useSessionRole();
  const location = useLocation();
  if (role === 'admin') return <Outlet />;
  return <Navigate to={paths.adminLogin.href} replace state={{ from: location.pathname }} />;
}
