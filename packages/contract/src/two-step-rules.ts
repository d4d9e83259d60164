// Two-step sign-in for staff accounts (decision 049): who must use it, how long they have to enrol,
// and the words people read. Without zod, so the web app can import it cheaply.
import type { StaffRole } from './staff.ts';

/** Roles that move money or run the team: they must sign in with a second step. */
export const twoStepRequiredRoles: readonly StaffRole[] = ['owner', 'manager'];

export function twoStepRequiredFor(role: StaffRole | null | undefined): boolean {
  return role !== null && role !== undefined && twoStepRequiredRoles.includes(role);
}

/** STAFF_TWO_STEP_GRACE_DAYS: days an owner or manager may work before enrolling. */
export const DEFAULT_STAFF_TWO_STEP_GRACE_DAYS = 14;

/** The longest a browser may skip the code. */
export const REMEMBERED_DEVICE_DAYS = 30;

/** How many recovery codes an enrolment (or a regeneration) gives. */
export const RECOVERY_CODE_COUNT = 10;

/** A 403 for a staff account that must enrol first names this instead of a permission. */
export const TWO_STEP_PERMISSION = 'two-step';

/** The digits of a code as people type or paste them: spaces and dashes between groups are fine. */
export function normalizeOneTimeCode(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return String(value).padStart(6, '0');
  if (typeof value !== 'string') return undefined;
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/** Recovery codes are shown as `xxxxx-xxxxx`; compared without the dash, spaces or case. */
export function normalizeRecoveryCode(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const letters = value.replace(/[\s-]/g, '').toLowerCase();
  return /^[a-z0-9]{10}$/.test(letters) ? letters : undefined;
}

export const twoStepMessages = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  wrongCode: 'That code is not right, or it was used already. Enter the current 6-digit code from your authenticator app.',
  wrongRecoveryCode: 'That recovery code is not right, or it was used already.',
  tooManyCodes: 'Too many codes tried. Please wait a few minutes and try again.',
  signInAgain: 'Two-step sign-in is on for this account: sign in again with the code from your authenticator app.',
  mustEnrol:
    'Owners and managers must turn on two-step sign-in before they continue: open Two-step sign-in in the admin area, scan the QR code with an authenticator app and enter its code.',
  cannotDisable: 'Owners and managers cannot turn two-step sign-in off.',
  notEnabled: 'Two-step sign-in is not on for this account.',
  alreadyEnabled: 'Two-step sign-in is already on. To move it to a new phone, sign in with a code first.',
  setupFirst: 'Start the set-up first: scan the QR code, then enter its code.',
  enabled: 'Two-step sign-in is on. Keep your recovery codes somewhere safe: each works once.',
  disabled: 'Two-step sign-in is off.',
  recoveryCodesRenewed: 'New recovery codes made. The old ones no longer work.',
  deviceForgotten: 'This device will ask for a code at the next sign-in.',
  deviceNotFound: 'Remembered device not found.',
  enrolBy: (date: string) => `Turn on two-step sign-in by ${date}: after that, owners and managers cannot use the admin area without it.`,
} as const;
