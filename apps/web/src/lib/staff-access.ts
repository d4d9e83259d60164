import type { SessionUser } from '@yatrika/contract/auth';
import { isPermission, type Permission } from '@yatrika/contract/staff';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { getStoredStaff, setStoredStaff, subscribeToSession } from './session.ts';

/** Keeps what a staff account's sign-in answered about its role, to show only what the role may do (nothing when it said none). */
export function rememberStaffAccess(user: Pick<SessionUser, 'staffRole' | 'permissions'> | undefined): void {
  if (user?.permissions) setStoredStaff(JSON.stringify({ staffRole: user.staffRole, permissions: user.permissions }));
}

/**
 * The signed-in staff account's permissions, or null when this browser was signed in before roles
 * existed (its sign-in answer carried none). Null reads as an owner's, for display only: such an
 * account was an administrator with every power then, the server checks every call anyway and
 * names the missing permission when it refuses, and the next sign-in stores the real list.
 */
export function parseStoredPermissions(json: string | null): readonly Permission[] | null {
  if (!json) return null;
  try {
    const permissions = (JSON.parse(json) as { permissions?: unknown }).permissions;
    return Array.isArray(permissions) ? permissions.filter(isPermission) : null;
  } catch {
    return null;
  }
}

/** Whether the signed-in staff account may do something; the screens hide what it may not (the server refuses it anyway). */
export type Can = (permission: Permission) => boolean;

export const canWith =
  (permissions: readonly Permission[] | null): Can =>
  (permission) =>
    permissions === null || permissions.includes(permission);

/** `can(permission)` for the signed-in staff account, re-rendering when the session changes. */
export function usePermission(): Can {
  const stored = useSyncExternalStore(subscribeToSession, getStoredStaff, () => null);
  const permissions = useMemo(() => parseStoredPermissions(stored), [stored]);
  return useCallback((permission: Permission) => canWith(permissions)(permission), [permissions]);
}
