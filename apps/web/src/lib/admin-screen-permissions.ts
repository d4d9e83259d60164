import type { Permission } from '@yatrika/contract/staff';
import { matchPath } from 'react-router';
import type { Can } from './staff-access.ts';
import { paths } from './paths.ts';

/**
 * The permission each operator's screen needs to be of any use: the one its first list or form
 * calls with. The menu shows a screen only to a role that holds it, and a direct visit by one
 * that does not meets a plain page naming it instead of a screen of refusals.
 */
export const adminScreenPermissions: readonly { pattern: string; permission: Permission }[] = [
  { pattern: paths.adminDashboard.pattern, permission: 'reports.read' },
  { pattern: paths.adminDashboardAfterSignup.pattern, permission: 'reports.read' },
  { pattern: paths.adminDashboardShort.pattern, permission: 'reports.read' },
  { pattern: paths.adminTours.pattern, permission: 'catalogue.read' },
  { pattern: paths.adminCreateTour.pattern, permission: 'catalogue.change' },
  { pattern: paths.adminUpdateTour.pattern, permission: 'catalogue.change' },
  { pattern: paths.adminBookings.pattern, permission: 'bookings.read' },
  { pattern: paths.adminNewBooking.pattern, permission: 'bookings.change' },
  { pattern: paths.adminDepartures.pattern, permission: 'bookings.read' },
  { pattern: paths.adminDepartureCalendar.pattern, permission: 'bookings.read' },
  { pattern: paths.adminCheckIn.pattern, permission: 'check-in' },
  { pattern: paths.adminGuide.pattern, permission: 'check-in' },
  { pattern: paths.adminPayments.pattern, permission: 'money.read' },
  { pattern: paths.adminInvoices.pattern, permission: 'money.read' },
  { pattern: paths.adminPromoCodes.pattern, permission: 'catalogue.read' },
  { pattern: paths.adminResellers.pattern, permission: 'resellers.manage' },
  { pattern: paths.adminUsers.pattern, permission: 'travellers.read' },
  { pattern: paths.adminCustomer.pattern, permission: 'travellers.read' },
  { pattern: paths.adminReviews.pattern, permission: 'content.moderate' },
  { pattern: paths.adminMoments.pattern, permission: 'content.moderate' },
  { pattern: paths.adminJobs.pattern, permission: 'operations.manage' },
  { pattern: paths.adminEmails.pattern, permission: 'operations.manage' },
  { pattern: paths.adminEmail.pattern, permission: 'operations.manage' },
  { pattern: paths.adminNewsletter.pattern, permission: 'newsletter.manage' },
  { pattern: paths.adminTeam.pattern, permission: 'team.manage' },
  { pattern: paths.adminAudit.pattern, permission: 'audit.read' },
];

/** The permission the screen at this address needs; undefined for an address that is no operator's screen. */
export function screenPermission(pathname: string): Permission | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return adminScreenPermissions.find(({ pattern }) => matchPath({ path: pattern, caseSensitive: true, end: true }, path))?.permission;
}

/** The screens a day's work starts from, before the rest of the menu: the bookings, a guide's departures, the check-in, the payments. */
const workScreens: readonly string[] = [paths.adminBookings.href, paths.adminGuide.href, paths.adminCheckIn.href, paths.adminPayments.href];

/**
 * Where a staff account begins when its role does not read the dashboard's totals: the first
 * screen of its work it may use (the bookings for a front desk, their departures for a guide), else the
 * first of the menu.
 */
export function firstScreenFor(can: Can, menuOrder: readonly string[]): string | undefined {
  return [...workScreens, ...menuOrder].find((href) => {
    const permission = screenPermission(href);
    return permission !== undefined && can(permission);
  });
}
