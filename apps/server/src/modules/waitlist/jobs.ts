import { defineJob } from '../../jobs/types.ts';
import type { Database } from '../../db/client.ts';
import { SEATS_FREED_JOB } from '../departures/public.ts';
import type { Departure } from './entry-rows.ts';
import { offerFreedSeats } from './offers.ts';
import type { WaitlistSettings } from './settings.ts';
import { sweepWaitlist, WAITLIST_SWEEP_JOB } from './sweep.ts';

/** A change freed seats on a departure (departures' announceFreedSeats): offer them to its line. */
export const seatsFreedJob = (db: Database, settings: WaitlistSettings) =>
  defineJob<Departure>({
    name: SEATS_FREED_JOB,
    run: ({ tourId, date, startTime }, { now }) => offerFreedSeats(db, { tourId, date, startTime }, settings, now),
  });

/** Every departure with someone in line, looked at again (sweep.ts). */
export const waitlistSweepJob = (db: Database, settings: WaitlistSettings) =>
  defineJob<unknown>({
    name: WAITLIST_SWEEP_JOB,
    run: (_payload, { now }) => sweepWaitlist(db, settings, now),
  });
