import cors from '@fastify/cors';
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { Redis } from 'ioredis';
import { authMessages } from '@yatrika/contract/auth';
import { AppError } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A sign-in route: its failures (401) count towards the per-address limit below. */
    countsFailedLogins?: boolean;
  }
  interface FastifyRequest {
    /**
     * Set by a sign-in route once the password matched: its 401 then asks for the second step
     * (decision 049) and is not a failed sign-in. Wrong codes have limits of their own.
     */
    passwordMatched: boolean;
  }
}

/**
 * Failed sign-ins from one address, whatever the accounts: stops password spraying (one
 * password tried on many emails), which the per-account limit does not see. Successful
 * sign-ins do not count, so many people behind one address can still sign in.
 */
export const FAILED_LOGINS_PER_ADDRESS = 20;
const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;

interface SecurityOptions {
  corsOrigins: string[];
  redisUrl: string | undefined;
  /** The real provider's checkout runs its script and frames from its own hosts. */
  paymentProvider: 'sandbox' | 'razorpay';
}

/** Hosts the provider's checkout needs (script, its payment frame, its telemetry, card logos). */
const razorpayCheckoutHosts = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};

/**
 * The headers helmet sets with these options, worked out once. (@fastify/helmet builds a new
 * helmet middleware, and parses the whole policy again, for every request: a tenth of the CPU
 * of a cached answer.) Every answer carries the same set, so it is computed at boot.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
  app.decorateRequest('passwordMatched', false);
  const provider = options.paymentProvider === 'razorpay' ? razorpayCheckoutHosts : { script: [], frame: [], connect: [], img: [] };
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...provider.img],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // 'wasm-unsafe-eval' lets our own WebAssembly compile (the check-in screen's QR reader,
        // served from this host); it allows no JavaScript eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...provider.script],
        connectSrc: ["'self'", ...provider.connect],
        frameSrc: ["'self'", ...provider.frame],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // Added per request below, only over HTTPS: over plain HTTP it would send the
        // browser to an https:// address that nothing serves, and the page stays blank.
        upgradeInsecureRequests: null,
      },
    },
    // Also HTTPS only (below): browsers ignore it over HTTP, and a host without TLS must stay reachable.
    strictTransportSecurity: false,
    // Pictures are fetched by clients hosted elsewhere (CORS_ORIGINS).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // request.protocol honours X-Forwarded-Proto only from proxies TRUST_PROXY trusts.
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol !== 'https') return;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string' && !policy.includes('upgrade-insecure-requests')) {
      reply.header('content-security-policy', `${policy};upgrade-insecure-requests`);
    }
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });

  // Same origin only unless CORS_ORIGINS lists others. Bearer tokens, not cookies, so no credentials.
  await app.register(cors, {
    origin: options.corsOrigins.length > 0 ? options.corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['Link', 'X-Next-Cursor', 'X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });

  // Limits apply only to routes that ask for them (login); several instances share counts through Redis.
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  // quit() refuses when Redis cannot be reached (no offline queue): then just drop the connection,
  // so the server still shuts down cleanly while Redis is away.
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'yatrika-rate-limit:' } : {}),
    // Fail open if Redis is down: a login outage is worse than a looser limit.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: authMessages.tooManyAttempts,
      retryAfter: context.after,
    }),
  });

  // Same store as the limits above (Redis when configured), read before and counted after a sign-in.
  const failedLogins = app.createRateLimit({
    max: FAILED_LOGINS_PER_ADDRESS,
    timeWindow: FAILED_LOGIN_WINDOW_MS,
    keyGenerator: (request) => `failed-login|${request.ip}`,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config?.countsFailedLogins) return;
    const state = await failedLogins(request, { increment: false });
    if (!state.isAllowed && state.remaining === 0) {
      reply.header('Retry-After', Math.max(1, state.ttlInSeconds));
      throw new AppError('rate_limited', authMessages.tooManyAttempts);
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config?.countsFailedLogins && reply.statusCode === 401 && !request.passwordMatched) await failedLogins(request);
    return payload;
  });
}

/**
 * Route config for sign-in routes: at most 10 tries per 15 minutes for one
 * account from one address. Keyed after the body is parsed, so it sees the email.
 * Sign-in routes add `countsFailedLogins` for the per-address limit of failures.
 */
export const loginRateLimit = {
  rateLimit: {
    max: 10,
    timeWindow: 15 * 60 * 1000,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as { email?: unknown } | undefined;
      const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
      return `${request.routeOptions.url}|${request.ip}|${email}`;
    },
  },
};

export default fp(securityPlugin, { name: 'security' });
