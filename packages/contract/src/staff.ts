// The operator's team: each staff account has one role, and a role is a named set of permissions.
// Shared by the server (which checks a permission on every admin route) and the web app (which
// hides what a role cannot do). Without zod, so any screen can import it cheaply.

export const staffRoles = ['owner', 'manager', 'front_desk', 'guide', 'accountant'] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * What a staff account may do. Every admin route declares exactly one of these (or that it is
 * open before sign-in); a test walks the routes and fails on one without.
 */
export const permissions = [
  /** Find bookings, read one, its history and the lists of departures and today. */
  'bookings.read',
  /** Book by phone, send payment links, accept, move and change bookings, cancel by the policy, notes. */
  'bookings.change',
  /** Refund beyond the policy: full refunds, refunds by hand, the operator's own cancellations. */
  'bookings.refund',
  /** A departure's manifest and checking travellers in (a guide: only the tours assigned to them). */
  'check-in',
  /** The catalogue as operators see it: tours, departures, prices and promo codes, read only. */
  'catalogue.read',
  /** Create and edit tours, departures, prices per date and promo codes. */
  'catalogue.change',
  /** Withdraw, ban and delete tours: bookings still to come are cancelled and refunded. */
  'catalogue.delete',
  /** Travellers and their customer records: read. */
  'travellers.read',
  /** Notes on travellers, merging two records of one person, closing a traveller's account. */
  'travellers.change',
  /** Reviews and moments: reply, hide and put back. */
  'content.moderate',
  /** Resellers and their API keys. */
  'resellers.manage',
  /** Payments, refunds, invoices, credit notes and tax exports: read and download. */
  'money.read',
  /** Totals, the dashboard and reports. */
  'reports.read',
  /** The outbox and the job queue: read and retry. */
  'operations.manage',
  /** The newsletter's subscribers. */
  'newsletter.manage',
  /** Invite colleagues, change roles, suspend and remove accounts (never an owner's). */
  'team.manage',
  /** The same for owners, and making someone an owner. */
  'team.owners',
  /** Payment and tax settings. */
  'settings.manage',
  /** Read the audit log. */
  'audit.read',
  /** Download the audit log as CSV. */
  'audit.export',
] as const;
export type Permission = (typeof permissions)[number];

export const staffRoleNames: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  front_desk: 'Front desk',
  guide: 'Guide',
  accountant: 'Accountant',
};

/** What each role is for, in a sentence, for the team screen. */
export const staffRoleSummaries: Record<StaffRole, string> = {
  owner: 'Everything, including the team, payment and tax settings. There is always at least one owner.',
  manager: "Everything but the team's owners and the payment and tax settings.",
  front_desk: 'Bookings by phone and payment links; find, move, change and cancel bookings by the policy; the manifest.',
  guide: "Today's and tomorrow's departures of the tours assigned to them, their manifests and check-in.",
  accountant: 'Payments, refunds, invoices, credit notes, tax exports and reports, read only.',
};

export const permissionNames: Record<Permission, string> = {
  'bookings.read': 'Find and read bookings',
  'bookings.change': 'Take and change bookings',
  'bookings.refund': 'Refund beyond the policy',
  'check-in': 'Manifests and check-in',
  'catalogue.read': 'Read the catalogue',
  'catalogue.change': 'Change tours, departures, prices and promo codes',
  'catalogue.delete': 'Withdraw and delete tours',
  'travellers.read': 'Read travellers',
  'travellers.change': 'Change and merge travellers',
  'content.moderate': 'Moderate reviews and moments',
  'resellers.manage': 'Resellers and their keys',
  'money.read': 'Payments, refunds, invoices and tax exports',
  'reports.read': 'Totals and reports',
  'operations.manage': 'Emails and jobs',
  'newsletter.manage': 'Newsletter subscribers',
  'team.manage': 'Manage the team',
  'team.owners': "Manage the team's owners",
  'settings.manage': 'Payment and tax settings',
  'audit.read': 'Read the audit log',
  'audit.export': 'Export the audit log',
};

const everything = permissions;

export const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  owner: everything,
  manager: everything.filter((permission) => permission !== 'team.owners' && permission !== 'settings.manage' && permission !== 'audit.export'),
  front_desk: ['bookings.read', 'bookings.change', 'check-in', 'catalogue.read', 'travellers.read'],
  guide: ['check-in'],
  accountant: ['money.read', 'reports.read', 'bookings.read', 'catalogue.read'],
};

/**
 * Declared by a route every staff account may call once signed in, whatever its role: its own
 * two-step sign-in (decision 049). Not a permission of a role: it grants nothing else.
 */
export const ANY_STAFF = 'staff' as const;

export function staffMay(role: StaffRole | null | undefined, permission: Permission): boolean {
  return role !== null && role !== undefined && rolePermissions[role].includes(permission);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (permissions as readonly string[]).includes(value);
}

export const staffMessages = {
  /** A 403 names the permission that is missing, so the person knows whom to ask. */
  permissionMissing: (role: StaffRole, permission: Permission) =>
    `Your role (${staffRoleNames[role]}) does not allow this: it needs “${permissionNames[permission]}”. Ask an owner or a manager.`,
  suspended: 'This staff account is suspended. Ask an owner or a manager.',
} as const;
