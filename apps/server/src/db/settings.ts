import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { settings } from './schema/settings.ts';

/**
 * Returns the stored secret under `key`, creating a random one the first
 * time. Kept in the database so every instance behind a load balancer signs
 * and checks with the same value; concurrent first boots agree on one row.
 */
export async function ensureSecret(db: Executor, key: string): Promise<string> {
  await db
    .insert(settings)
    .values({ key, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  if (!row) throw new Error(`Setting ${key} could not be stored`);
  return row.value;
}

/**
 * Stores `value` under `key`, replacing what was there; undefined removes the key. For values
 * kept from the configuration at start-up, so every instance reads the same one from here.
 */
export async function storeSetting(db: Executor, key: string, value: string | undefined): Promise<void> {
  if (value === undefined) {
    await db.delete(settings).where(eq(settings.key, key));
    return;
  }
  await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}
