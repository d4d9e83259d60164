import type { FastifyInstance } from 'fastify';
import type { JobRunner } from '../../jobs/runner.ts';
import adminTourRoutes from './admin-routes.ts';
import availabilityRoutes from './availability-routes.ts';
import publicTourRoutes from './public-routes.ts';
import { RECOMMENDED_SCORES_JOB, recommendedScoresJob } from './recommended-scores.ts';
import type { AdminTourRouteOptions, TourRouteOptions } from './route-options.ts';
import travellerTourRoutes from './traveller-routes.ts';

/** Each audience in its own plugin, so each role guard covers exactly its routes. */
/** `caches` are made in app.ts (createTourCaches), which shares them with the tour page's picture preload. */
export default async function tourRoutes(
  app: FastifyInstance,
  {
    db,
    caches,
    horizonDays,
    gateway,
    cancellationPolicy,
    jobs,
    recommendedIntervalSeconds,
  }: TourRouteOptions & AdminTourRouteOptions & { jobs: JobRunner; recommendedIntervalSeconds: number },
) {
  jobs.register(recommendedScoresJob(db));
  if (recommendedIntervalSeconds > 0) jobs.every(RECOMMENDED_SCORES_JOB, recommendedIntervalSeconds * 1000);
  await app.register(publicTourRoutes, { db, caches, horizonDays });
  await app.register(availabilityRoutes, { db, horizonDays });
  await app.register(travellerTourRoutes, { db, caches, horizonDays });
  await app.register(adminTourRoutes, { db, gateway, cancellationPolicy });
}
