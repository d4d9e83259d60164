/**
 * What other features and start-up may use of accounts: the admin summary of a
 * traveller (the dashboard lists the newest), the configured administrator made
 * at boot, and the password hash the demo travellers are stored with. Only this
 * folder writes the users and revoked_tokens tables.
 */
export { toAdminUserSummary } from './admin-users-service.ts';
export { hashPassword } from './passwords.ts';
export { ensureConfiguredAdmin } from './service.ts';
export { findOrOpenTraveller, ACCOUNT_SETUP_MINUTES, type PhoneTraveller } from './phone-traveller.ts';
