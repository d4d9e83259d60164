/**
 * What other features and start-up may use of accounts: the admin summary of a
 * traveller (the dashboard lists the newest), the configured administrator made
 * at boot, the password hash the demo travellers are stored with, and stopping a traveller's
 * reminders (asked from an email's unsubscribe link, handed to emails by app.ts, since auth
 * queues its own emails through emails), and locking and closing the accounts of a merge. Only this folder writes the users, revoked_tokens and
 * account_tokens tables.
 */
export { toAdminUserSummary } from './admin-users-service.ts';
export { hashPassword } from './passwords.ts';
export { ensureConfiguredAdmin } from './service.ts';
export { findOrOpenTraveller, ACCOUNT_SETUP_MINUTES, type PhoneTraveller } from './phone-traveller.ts';
export { stopReminders } from './reminder-preference.ts';
// Merging two records of one person (modules/customers): both accounts locked, the duplicate closed.
export { closeMergedAccount, lockTravellersForMerge } from './account-merge.ts';
// The operator's team (modules/team): staff accounts made from invitations, roles, suspension and removal.
export { closeStaffAccount, createStaffAccount, reactivateStaffAccount, setStaffRole, suspendStaffAccount } from './staff-accounts.ts';
export { toSessionUser } from './service.ts';
