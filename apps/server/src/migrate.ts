// `npm run db:migrate`: apply migrations and exit, for deployments that migrate before starting.
// Several may run at once (or beside booting instances): migrations take an advisory lock.
import { loadConfig } from './config.ts';
import { databaseTarget, openDatabase } from './db/client.ts';
import { safeErrorText } from './lib/log-safety.ts';

const config = loadConfig();
const database = await openDatabase(databaseTarget(config));
try {
  await database.migrate();
} catch (error) {
  console.error(safeErrorText(error));
  await database.close();
  process.exit(1);
}
await database.close();
console.log(`Migrations applied (${database.kind}).`);
