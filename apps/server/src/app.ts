import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { tourDetailLimits } from '@yatrika/contract/tour-detail-limits';
import { PAYMENT_MODE_META } from '@yatrika/contract/payment-mode';
import { VITALS_SAMPLE_RATE_META } from '@yatrika/contract/vitals-sampling';
import type { Config } from './config.ts';
import type { ChangeFeed } from './db/changes.ts';
import type { Database, PoolUse } from './db/client.ts';
import { badRequest } from './lib/errors.ts';
import { createInstanceLifecycle, type InstanceLifecycle } from './lib/instance-lifecycle.ts';
import { redactedLogPaths } from './lib/log-safety.ts';
import { answerClientError, answerFrameworkError, isPlainJson, protocolMessages } from './lib/protocol-errors.ts';
import { OneLineRequestLog } from './lib/one-line-request-log.ts';
import authPlugin from './plugins/auth.ts';
import compressionPlugin from './plugins/compression.ts';
import errorsPlugin from './plugins/errors.ts';
import openapiPlugin from './plugins/openapi.ts';
import readYourWritesPlugin from './plugins/read-your-writes.ts';
import securityPlugin from './plugins/security.ts';
import webAppPlugin from './plugins/web-app.ts';
import healthRoutes from './modules/health/routes.ts';
import mediaRoutes from './modules/media/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import { stopReminders } from './modules/auth/public.ts';
import { markOrderBooked, openTopUpOrder } from './modules/checkout/public.ts';
import tourRoutes from './modules/tours/routes.ts';
import { createTourCaches, homeCoverPreload, publicTourHead, travellerTourPage } from './modules/tours/public.ts';
import momentRoutes from './modules/moments/routes.ts';
import customerRoutes from './modules/customers/routes.ts';
import wishlistRoutes from './modules/wishlist/routes.ts';
import reviewRoutes from './modules/reviews/routes.ts';
import adminRoutes from './modules/admin/routes.ts';
import bookingRoutes from './modules/bookings/routes.ts';
import bookingNoticeRoutes from './modules/booking-notices/routes.ts';
import checkoutRoutes from './modules/checkout/routes.ts';
import departureRoutes from './modules/departures/routes.ts';
import pricingRoutes from './modules/pricing/routes.ts';
import paymentRoutes from './modules/payments/routes.ts';
import jobsAdminRoutes from './modules/jobs-admin/routes.ts';
import packingGuideRoutes from './modules/packing-guide/routes.ts';
import emailRoutes from './modules/emails/routes.ts';
import ticketRoutes from './modules/tickets/routes.ts';
import checkInRoutes from './modules/check-in/routes.ts';
import guideRoutes from './modules/guides/routes.ts';
import contactRoutes from './modules/contact/routes.ts';
import crawlerRoutes from './modules/crawlers/routes.ts';
import newsletterRoutes from './modules/newsletter/routes.ts';
import invoiceRoutes from './modules/invoices/routes.ts';
import promoCodeRoutes from './modules/promo-codes/routes.ts';
import resellerRoutes from './modules/resellers/routes.ts';
import octoRoutes from './modules/octo/routes.ts';
import planChangeRoutes from './modules/plan-changes/routes.ts';
import waitlistRoutes from './modules/waitlist/routes.ts';
import vitalsRoutes from './modules/vitals/routes.ts';
import teamRoutes from './modules/team/routes.ts';
import auditRoutes from './modules/audit/routes.ts';
import { cancellationPolicyDataTag, quoteBooking } from './modules/bookings/public.ts';
import { createPaymentGateway, registerProviderRoutes } from './providers/payments/gateway-factory.ts';
import { createJobRunner } from './jobs/runner.ts';

export interface AppOptions {
  config: Config;
  db: Database;
  /** Changes committed by any instance: what this one remembers forgets on each (DatabaseHandle.changes). */
  changes: ChangeFeed;
  /** The signing secret, resolved at boot (config or database). */
  jwtSecret: string;
  logger?: boolean | object;
  /** Where the default logger writes (stdout unless given); tests read what would be logged. */
  logStream?: DestinationStream;
  /**
   * `fastify` (default): Fastify's own two JSON lines per request at info, for log collectors.
   * `one-line-at-debug`: one short line per request, at debug, so a terminal stays readable.
   */
  requestLogging?: 'fastify' | 'one-line-at-debug';
  /**
   * false: background jobs run only when asked (an operator's "run now"), never by polling, for
   * tests that compare the database before and after a request. Default true.
   */
  pollJobs?: boolean;
  /** The built web app to serve beside the API (apps/web/dist); none in API-only tests. */
  webRoot?: string | undefined;
  /**
   * Whether the instance is on its way out: main.ts drains it (readiness answers 503) before closing
   * the app, which drains it too. A new one when not given.
   */
  lifecycle?: InstanceLifecycle;
  /** The PostgreSQL pool's connections, for the metrics (DatabaseHandle.poolUse); none on PGlite. */
  poolUse?: (() => PoolUse) | undefined;
  /** Sees every route as it is registered, before any plugin: the route-permission walk lists them with it. */
  onRoute?: (route: RouteOptions) => void;
}

/** Registers plugins, then feature modules. Never listens: main.ts and tests decide that. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db, changes } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: redactedLogPaths,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // Errors before routing answer {message} like every other error (lib/protocol-errors.ts).
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    // Requests that arrive while closing get our own 503 (below) instead of Fastify's body.
    return503OnClosing: false,
    ...(options.requestLogging === 'one-line-at-debug' ? { logController: new OneLineRequestLog() } : {}),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // While shutting down, answers in flight close their keep-alive connection, so the
  // server can finish closing instead of waiting on idle clients; requests that still
  // arrive (pipelined, or on a connection already begun) are refused for the load balancer to retry.
  // The instance's probes still answer, the readiness with its own 503 (modules/health).
  let closing = false;
  const lifecycle = options.lifecycle ?? createInstanceLifecycle();
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    if (closing && !request.routeOptions.config.instanceHealth) {
      return reply.status(503).header('Connection', 'close').send({ message: protocolMessages.closing });
    }
  });
  app.addHook('preClose', async () => {
    closing = true;
    lifecycle.drain();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
  // Clients send "empty" bodies (like, logout) with a JSON content type and no bytes; treat
  // that as no body instead of a parse error. Everything else goes to the default parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    const text = body.toString();
    parseJson(request, text, (error, value) => {
      // Refused although it is JSON: it carries __proto__ (or constructor.prototype), which could
      // pollute prototypes. That is a field the request may not have, not broken JSON.
      if (error && isPlainJson(text)) return done(badRequest(protocolMessages.forbiddenJsonKey), undefined);
      done(error, value);
    });
  });

  await app.register(errorsPlugin);
  // Before every route, so each gets the compression hook.
  await app.register(compressionPlugin);
  await app.register(securityPlugin, {
    corsOrigins: config.corsOrigins,
    redisUrl: config.redisUrl,
    paymentProvider: config.payments.provider,
  });
  // A tour form is the largest: its image, a gallery (one more file than allowed, so the form
  // reader answers the precise 400 rather than this limit a 413), and lists sent as repeated
  // fields; an itinerary sent as one JSON field can run to tens of kilobytes.
  const files = 1 + tourDetailLimits.galleryImages + 1;
  const fields = 150;
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files, fields, fieldSize: 128 * 1024, parts: files + fields },
  });
  await app.register(openapiPlugin);
  await app.register(readYourWritesPlugin, { changes });
  await app.register(authPlugin, { db, changes, secret: options.jwtSecret, ttlSeconds: config.jwtTtlSeconds, twoStepGraceDays: config.staffTwoStepGraceDays });

  const tourCaches = createTourCaches(changes);
  if (options.webRoot) {
    // The tour pages state the policy on their first screen: its answer comes with them.
    const policyData = cancellationPolicyDataTag(config.cancellationPolicy);
    await app.register(webAppPlugin, {
      root: options.webRoot,
      // Every page says from its first paint that payments are not real (the web app's test-mode ribbon).
      headTags: [
        ...(config.payments.provider === 'sandbox' ? [`<meta name="${PAYMENT_MODE_META}" content="sandbox">`] : []),
        // The share of page views whose speed the browser measures (decision 053); none said, none measured.
        ...(config.vitalsSampleRate > 0 ? [`<meta name="${VITALS_SAMPLE_RATE_META}" content="${config.vitalsSampleRate}">`] : []),
      ],
      // The web app's tour page and traveller home (bookTour and travellerHome in apps/web/src/lib/paths.ts).
      dynamicPreloads: [
        { pattern: '/dashboard/booknow/:tourId', extras: travellerTourPage(db, tourCaches, [policyData]) },
        { pattern: '/login/userdashboard', extras: homeCoverPreload(db, tourCaches) },
      ],
      // The public tour page (publicTour in paths.ts): its previews, structured data and first screen; without a slug it moves to the canonical address.
      pageHeads: ['/tours/:tourId/:slug', '/tours/:tourId'].map((pattern) => ({
        pattern,
        answer: publicTourHead({ db, caches: tourCaches, publicUrl: config.publicUrl, horizonDays: config.bookingHorizonDays, sentWithPage: [policyData] }),
      })),
    });
  }

  // One job runner per instance: modules register their jobs below, it starts once the app is
  // ready and stops (waiting for jobs in flight) before the database closes.
  const jobs = createJobRunner({ db, log: app.log.child({ component: 'jobs' }) });
  if (options.pollJobs !== false) app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', () => jobs.stop());

  // Before the modules: its metrics count every route's answers.
  await app.register(healthRoutes, { db, lifecycle, metricsToken: config.metricsToken, graceSeconds: config.reconciliation.graceSeconds, poolUse: options.poolUse });
  await app.register(mediaRoutes, { db });
  // Unsubscribing writes the traveller's account, handed in here (auth imports emails).
  await app.register(emailRoutes, { db, jobs, mail: config.mail, publicUrl: config.publicUrl, stopReminders });
  const gateway = await createPaymentGateway(config.payments, db);
  await app.register(tourRoutes, {
    db,
    caches: tourCaches,
    horizonDays: config.bookingHorizonDays,
    gateway,
    cancellationPolicy: config.cancellationPolicy,
    jobs,
    recommendedIntervalSeconds: config.recommendedIntervalSeconds,
  });
  await app.register(momentRoutes, { db, changes });
  await app.register(customerRoutes, { db });
  await app.register(wishlistRoutes, { db });
  await app.register(reviewRoutes, { db });
  const bookingRules = {
    horizonDays: config.bookingHorizonDays,
    holdMinutes: config.holdMinutes,
    paymentLinkHours: config.paymentLinkHours,
    maxHoldsPerAccount: config.maxHoldsPerAccount,
    maxHeldSeatsPerAccount: config.maxHeldSeatsPerAccount,
    cancellationPolicy: config.cancellationPolicy,
  };
  await registerProviderRoutes(app, gateway);
  await app.register(authRoutes, { db, gateway, jobs, cancellationPolicy: config.cancellationPolicy, publicUrl: config.publicUrl, signUpsPerAddressPerHour: config.rateLimits.signUpsPerAddressPerHour, jwtSecret: options.jwtSecret });
  await app.register(checkoutRoutes, { db, gateway, bookingRules, rateLimits: config.rateLimits, publicUrl: config.publicUrl });
  // A dearer change's order is checkout's, handed in here (checkout applies a paid change through plan-changes).
  await app.register(planChangeRoutes, { db, gateway, bookingRules, openTopUpOrder });
  await app.register(bookingNoticeRoutes, { db, jobs, reminderIntervalSeconds: config.mail.scheduleIntervalSeconds });
  await app.register(bookingRoutes, { db, gateway, bookingRules, markOrderBooked, jobs, reminderIntervalSeconds: config.mail.scheduleIntervalSeconds, minGroupIntervalSeconds: config.minGroupIntervalSeconds });
  await app.register(departureRoutes, { db });
  await app.register(pricingRoutes, { db, horizonDays: config.bookingHorizonDays });
  await app.register(paymentRoutes, { db, gateway, reconciliation: config.reconciliation, jobs, holdMinutes: config.holdMinutes });
  await app.register(jobsAdminRoutes, { db, jobs });
  await app.register(adminRoutes, { db, graceSeconds: config.reconciliation.graceSeconds });
  await app.register(packingGuideRoutes, { db, config: config.packingGuide });
  await app.register(ticketRoutes, { db });
  await app.register(checkInRoutes, { db });
  await app.register(guideRoutes, { db });
  await app.register(contactRoutes, { db, mail: config.mail });
  await app.register(newsletterRoutes, { db });
  await app.register(crawlerRoutes, { db, publicUrl: config.publicUrl });
  await app.register(invoiceRoutes, { db, gst: config.gst });
  // The code check prices with the checkout's own quote, handed in here (bookings imports promo codes).
  await app.register(promoCodeRoutes, { db, quote: (executor, booking, travellerId) => quoteBooking(executor, booking, bookingRules, undefined, travellerId) });
  await app.register(resellerRoutes, { db });
  await app.register(teamRoutes, { db, publicUrl: config.publicUrl });
  await app.register(auditRoutes, { db });
  // The OCTO supplier API for resellers (decision 038), at /octo.
  await app.register(octoRoutes, {
    db,
    bookingRules,
    publicUrl: config.publicUrl,
    operatorEmail: config.mail.operatorEmail,
    operatorPhone: config.mail.operatorPhone,
    requestsPerMinute: config.rateLimits.resellerRequestsPerMinute,
  });
  await app.register(waitlistRoutes, {
    db,
    jobs,
    settings: { offerHours: config.waitlist.offerHours, horizonDays: config.bookingHorizonDays },
    intervalSeconds: config.waitlist.intervalSeconds,
  });
  await app.register(vitalsRoutes, { db, jobs, sampleRate: config.vitalsSampleRate });

  return app;
}
