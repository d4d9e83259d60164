import type { Config } from '../config.ts';
import { ensureSecret } from '../db/settings.ts';
import { ensureConfiguredAdmin } from '../modules/auth/public.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { seedDemoCatalogue } from './seed/seed.ts';

interface Logger {
  info(message: string): void;
}

/** Boot steps that touch data: migrate, resolve the signing secret, the configured admin, demo data. */
export async function prepareDatabase(database: DatabaseHandle, config: Config, log: Logger) {
  await database.migrate();
  const jwtSecret = config.jwtSecret ?? (await ensureSecret(database.db, 'jwt_secret'));
  // The key of new bookings' numbers, so their references say nothing (decision 041; read by the
  // database's next_booking_number(), which makes one itself if a booking comes first).
  await ensureSecret(database.db, 'booking_number_key');
  if (config.admin) await ensureConfiguredAdmin(database.db, config.admin);
  if (config.seedDemo) {
    const seeded = await seedDemoCatalogue(database.db);
    if (seeded) log.info(`Loaded the demo catalogue: ${seeded.tours} tours, ${seeded.reviews} reviews, ${seeded.moments} moments.`);
  }
  return { jwtSecret };
}
