// `npm run db:migrate`: apply migrations and exit, for deployments that migrate before starting.
import { loadConfig } from './config.ts';
import { databaseTarget, openDatabase } from './db/client.ts';

const config = loadConfig();
const database = await openDatabase(databaseTarget(config));
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
