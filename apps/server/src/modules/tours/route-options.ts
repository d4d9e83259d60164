import type { Database } from '../../db/client.ts';
import type { TourCaches } from './tour-caches.ts';

/** What every tour route plugin is given (app.ts makes the caches and reads the horizon from config). */
export interface TourRouteOptions {
  db: Database;
  caches: TourCaches;
  /** Days ahead a departure can be booked (config), for the lists' date filter and the calendar. */
  horizonDays: number;
}
