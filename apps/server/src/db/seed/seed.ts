import type { Database } from '../client.ts';

/** Placeholder until the demo catalogue lands; returns undefined when nothing was loaded. */
export async function seedDemoCatalogue(_db: Database): Promise<{ tours: number; reviews: number; moments: number } | undefined> {
  return undefined;
}
