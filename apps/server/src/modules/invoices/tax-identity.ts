import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { settings } from '../../db/schema/settings.ts';
import { storeSetting } from '../../db/settings.ts';

/** The operator's GST registration as configured (Config['gst']). */
export type TaxIdentity = NonNullable<Config['gst']>;

const KEY = 'operator_tax_identity';

/**
 * Keeps the configured registration in the database at start-up (or removes it when none is
 * configured). Every path that makes a booking paid (the browser's confirmation, the webhook,
 * reconciliation's job, a phone booking) reads it in its own transaction from there, so none of
 * them needs the configuration passed down; instances of one deployment share one configuration.
 */
export async function storeTaxIdentity(db: Executor, identity: TaxIdentity | undefined): Promise<void> {
  await storeSetting(db, KEY, identity ? JSON.stringify(identity) : undefined);
}

/** The registration to issue with now; undefined: no GSTIN configured, no invoices. */
export async function readTaxIdentity(db: Executor): Promise<TaxIdentity | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  return row ? (JSON.parse(row.value) as TaxIdentity) : undefined;
}
