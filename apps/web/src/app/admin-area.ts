import type { RouteObject } from 'react-router';

/**
 * Whether an address is one of the operator's pages (src/lib/paths.ts: the dashboard's three
 * addresses, everything under /admindashboard, and the tour update form). The admin login and
 * sign-up pages are not: they stay in the main route table.
 */
export function isAdminArea(path: string): boolean {
  return /^\/((login|signup)\/)?admindashboard(\/|$)/.test(path) || path.startsWith('/admin/');
}

let adminArea: Promise<RouteObject[]> | undefined;

/** The operator's routes (admin-routes.tsx), loaded once. */
export function loadAdminArea(): Promise<RouteObject[]> {
  adminArea ??= import('./admin-routes.tsx').then((module) => module.adminRoutes);
  return adminArea;
}
