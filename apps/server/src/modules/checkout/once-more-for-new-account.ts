import { isUniqueViolation } from '../../lib/errors.ts';

/**
 * Runs a booking by phone's transaction, and once more when another one opened the same
 * traveller's account a moment before (the unique email refused the second account): the second
 * run finds the account and uses it.
 */
export async function onceMoreForNewAccount<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!isUniqueViolation(error, 'users_email_lower_key')) throw error;
    return attempt();
  }
}
