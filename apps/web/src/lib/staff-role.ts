import { isStaffRole, type StaffRole } from '@yatrika/contract/staff';

/**
 * The signed-in staff account's role, as the login answered it, kept beside the token so a
 * reload still chooses the right menu and landing page. It only chooses what to show: the
 * server checks the role on every call.
 */
const STAFF_ROLE_KEY = 'staffRole';

export function rememberStaffRole(role: StaffRole | undefined): void {
  try {
    if (role) localStorage.setItem(STAFF_ROLE_KEY, role);
    else localStorage.removeItem(STAFF_ROLE_KEY);
  } catch {
    // Storage refused (private mode): the menus show everything and the server still decides.
  }
}

export function storedStaffRole(): StaffRole | null {
  try {
    const role = localStorage.getItem(STAFF_ROLE_KEY);
    return isStaffRole(role) ? role : null;
  } catch {
    return null;
  }
}

export function forgetStaffRole(): void {
  rememberStaffRole(undefined);
}
