import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_BOOKING_HORIZON_DAYS } from '@yatrika/contract/booking-limits';
import { DEFAULT_HOLD_MINUTES } from '@yatrika/contract/departure-limits';
import { resellerLimits } from '@yatrika/contract/reseller-limits';
import { DEFAULT_PAYMENT_LINK_HOURS, MAX_PAYMENT_LINK_HOURS } from '@yatrika/contract/payment-link-limits';
import { DEFAULT_VITALS_SAMPLE_RATE } from '@yatrika/contract/vitals-sampling';
import { DEFAULT_WAITLIST_OFFER_HOURS, MAX_WAITLIST_OFFER_HOURS } from '@yatrika/contract/waitlist-limits';
import {
  DEFAULT_CHECKOUTS_PER_ACCOUNT_PER_15_MINUTES,
  DEFAULT_CHECKOUTS_PER_ADDRESS_PER_15_MINUTES,
  DEFAULT_MAX_HELD_SEATS_PER_ACCOUNT,
  DEFAULT_MAX_HOLDS_PER_ACCOUNT,
  DEFAULT_SIGNUPS_PER_ADDRESS_PER_HOUR,
} from '@yatrika/contract/hold-limits';
import {
  DEFAULT_FREE_CANCELLATION_HOURS,
  DEFAULT_LATE_CANCELLATION_REFUND_PERCENT,
  type CancellationPolicy,
} from '@yatrika/contract/cancellation-policy';
import { DEFAULT_STAFF_TWO_STEP_GRACE_DAYS } from '@yatrika/contract/two-step-rules';
import { DEFAULT_GST_RATE_PERCENT, rateBasisPoints } from '@yatrika/contract/gst';
import { gstStateCode, isValidGstin, normalizeGstin } from '@yatrika/contract/gstin';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** proxy-addr's names for the private ranges, as TRUST_PROXY may write them. */
const trustedRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Why one entry of TRUST_PROXY is not an address, a range or a name; undefined when it is one. */
function trustedProxyProblem(entry: string): string | undefined {
  if (trustedRangeNames.has(entry)) return undefined;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return `"${entry}" is not an address, a range like 10.0.0.0/8, or loopback, linklocal, uniquelocal`;
  if (prefix === undefined) return undefined;
  const bits = version === 4 ? 32 : 128;
  if (!/^\d+$/.test(prefix) || Number(prefix) > bits) return `"${entry}" has a range of more than ${bits} bits`;
  return undefined;
}

/**
 * TRUST_PROXY, as the README documents it: unset or `false` trusts no proxy; `true` trusts every
 * hop (the client is the first address of X-Forwarded-For); otherwise the addresses and ranges of
 * the proxies whose X-Forwarded-For to believe. A hop count is refused: Fastify 5.12.8 stopped
 * honouring one (it cannot tell the proxy from a client that connects directly and writes its own
 * header), so `1` would silently give every client the proxy's address and share the per-address
 * limits across the whole site. The refusal says what to write instead.
 */
const trustProxySchema = optionalText.transform((value, ctx): Config['trustProxy'] => {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    ctx.addIssue({
      code: 'custom',
      message:
        `a hop count (${value}) cannot tell your proxy from a client that connects directly, so it is not honoured; ` +
        "write the proxy's addresses or ranges instead, e.g. TRUST_PROXY=10.0.0.0/8, or TRUST_PROXY=loopback,uniquelocal for a proxy on this machine or a private network",
    });
    return z.NEVER;
  }
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const problem = trustedProxyProblem(entry);
    if (problem) ctx.addIssue({ code: 'custom', message: `${problem}; write true, false, or addresses and ranges separated by commas` });
  }
  return entries;
});

const environmentSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    JWT_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
    STAFF_TWO_STEP_GRACE_DAYS: z.coerce.number().int().min(0).max(365).default(DEFAULT_STAFF_TWO_STEP_GRACE_DAYS),
    ADMIN_EMAIL: optionalText.pipe(z.email('must be an email address').optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
    SEED_DEMO: booleanFlag.default(true),
    CORS_ORIGINS: optionalText,
    PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
    ALLOW_SANDBOX_PAYMENTS: booleanFlag.default(false),
    RAZORPAY_KEY_ID: optionalText,
    RAZORPAY_KEY_SECRET: optionalText,
    RAZORPAY_WEBHOOK_SECRET: optionalText,
    PACKING_GUIDE_PROVIDER: z.enum(['offline', 'openai']).default('offline'),
    LLM_BASE_URL: optionalText.pipe(z.url('must be a URL').optional()),
    LLM_API_KEY: optionalText,
    LLM_MODEL: optionalText,
    REDIS_URL: optionalText.pipe(
      z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
    ),
    UPLOAD_MAX_MB: z.coerce.number().positive().max(50).default(8),
    BOOKING_HORIZON_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_BOOKING_HORIZON_DAYS),
    HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(DEFAULT_HOLD_MINUTES),
    PAYMENT_LINK_HOURS: z.coerce.number().int().min(1).max(MAX_PAYMENT_LINK_HOURS).default(DEFAULT_PAYMENT_LINK_HOURS),
    MAX_HOLDS_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(DEFAULT_MAX_HOLDS_PER_ACCOUNT),
    MAX_HELD_SEATS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_MAX_HELD_SEATS_PER_ACCOUNT),
    SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_SIGNUPS_PER_ADDRESS_PER_HOUR),
    CHECKOUTS_PER_ACCOUNT_PER_15_MINUTES: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_CHECKOUTS_PER_ACCOUNT_PER_15_MINUTES),
    CHECKOUTS_PER_ADDRESS_PER_15_MINUTES: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_CHECKOUTS_PER_ADDRESS_PER_15_MINUTES),
    RESELLER_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(resellerLimits.defaultRequestsPerMinute),
    RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    PAID_ORDER_GRACE_SECONDS: z.coerce.number().int().min(0).max(7 * 86_400).default(900),
    MIN_GROUP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    RECOMMENDED_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(900),
    WAITLIST_OFFER_HOURS: z.coerce.number().int().min(1).max(MAX_WAITLIST_OFFER_HOURS).default(DEFAULT_WAITLIST_OFFER_HOURS),
    WAITLIST_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    VITALS_SAMPLE_RATE: z.coerce.number().min(0, 'must be 0 to 1, e.g. 0.25').max(1, 'must be 0 to 1, e.g. 0.25').default(DEFAULT_VITALS_SAMPLE_RATE),
    FREE_CANCELLATION_HOURS: z.coerce.number().int().min(0).max(24 * 365).default(DEFAULT_FREE_CANCELLATION_HOURS),
    LATE_CANCELLATION_REFUND_PERCENT: z.coerce.number().int().min(0).max(100).default(DEFAULT_LATE_CANCELLATION_REFUND_PERCENT),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_FORMAT: z.enum(['auto', 'json', 'readable']).default('auto'),
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
    TRUST_PROXY: trustProxySchema,
    PUBLIC_URL: optionalText.pipe(z.url('must be a URL like https://yatrika.example').optional()),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: optionalText.default('Yatrika <bookings@yatrika.local>'),
    OPERATOR_EMAIL: optionalText.pipe(z.email('must be an email address').optional()),
    OPERATOR_PHONE: optionalText.pipe(
      z
        .string()
        .max(40, 'must be at most 40 characters')
        .regex(/^\+?[0-9][0-9 ()-]{5,}$/, 'must be a phone number, e.g. +91 98765 43210')
        .optional(),
    ),
    EMAIL_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    // GST tax invoices (decision 033): all four OPERATOR_* together, or none.
    OPERATOR_GSTIN: optionalText.transform((value) => (value === undefined ? undefined : normalizeGstin(value))),
    OPERATOR_LEGAL_NAME: optionalText.pipe(z.string().max(200, 'must be at most 200 characters').optional()),
    OPERATOR_ADDRESS: optionalText.pipe(z.string().max(500, 'must be at most 500 characters').optional()),
    OPERATOR_STATE: optionalText,
    GST_RATE_PERCENT: z.coerce
      .number()
      .min(0, 'must be 0 to 28')
      .max(28, 'must be 0 to 28')
      .refine((value) => rateBasisPoints(value) !== undefined, 'must have at most two decimals, e.g. 5 or 2.5')
      .default(DEFAULT_GST_RATE_PERCENT),
  })
  .superRefine((env, ctx) => {
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
    if (env.PAYMENT_PROVIDER === 'razorpay' && (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAY_KEY_ID'],
        message: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required when PAYMENT_PROVIDER=razorpay',
      });
    }
    // The sandbox marks any order paid for anyone who asks: fine beside the demo's public accounts, not on
    // a server real people use unless its operator says it is a test server.
    if (env.PAYMENT_PROVIDER === 'sandbox' && !env.SEED_DEMO && !env.ALLOW_SANDBOX_PAYMENTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'the sandbox (the default) marks any order paid for anyone who asks, and SEED_DEMO=false says real people use this server: ' +
          'set PAYMENT_PROVIDER=razorpay with its keys, or ALLOW_SANDBOX_PAYMENTS=true on a test server',
      });
    }
    for (const problem of operatorTaxProblems(env)) ctx.addIssue({ code: 'custom', path: [problem.variable], message: problem.message });
    if (env.PACKING_GUIDE_PROVIDER === 'openai' && (!env.LLM_BASE_URL || !env.LLM_MODEL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_BASE_URL'],
        message: 'LLM_BASE_URL and LLM_MODEL are required when PACKING_GUIDE_PROVIDER=openai',
      });
    }
  });

export type Environment = z.infer<typeof environmentSchema>;

const operatorTaxVariables = ['OPERATOR_GSTIN', 'OPERATOR_LEGAL_NAME', 'OPERATOR_ADDRESS', 'OPERATOR_STATE'] as const;
type OperatorTaxEnvironment = Partial<Record<(typeof operatorTaxVariables)[number], string>>;

/** What stops the server on its GST settings: some but not all four, a malformed GSTIN, a state that is not its GSTIN's. */
function operatorTaxProblems(env: OperatorTaxEnvironment): { variable: string; message: string }[] {
  const missing = operatorTaxVariables.filter((name) => env[name] === undefined);
  if (missing.length === operatorTaxVariables.length) return [];
  if (missing.length > 0) return missing.map((variable) => ({ variable, message: `${operatorTaxVariables.join(', ')} must be set together to issue GST invoices` }));
  const problems: { variable: string; message: string }[] = [];
  const stateCode = gstStateCode(env.OPERATOR_STATE!);
  if (!stateCode) problems.push({ variable: 'OPERATOR_STATE', message: "must be a state's GST code (e.g. 29) or its name (e.g. Karnataka)" });
  if (!isValidGstin(env.OPERATOR_GSTIN!)) problems.push({ variable: 'OPERATOR_GSTIN', message: 'must be a 15-character GSTIN with a correct check character, e.g. 29ABCDE1234F1ZW' });
  else if (stateCode && env.OPERATOR_GSTIN!.slice(0, 2) !== stateCode)
    problems.push({ variable: 'OPERATOR_GSTIN', message: `belongs to state ${env.OPERATOR_GSTIN!.slice(0, 2)}, but OPERATOR_STATE is ${stateCode}` });
  return problems;
}

/**
 * The demo's operator, used when no OPERATOR_* is set and the demo catalogue is on, so `npm start`
 * shows invoices; every document it issues says it is a demo. Its GSTIN is made up (well-formed, so
 * it passes the same checks), not anyone's registration.
 */
export const demoOperatorTax = {
  gstin: '29AAAAY0000A1ZA',
  legalName: 'Yatrika Demo Tours (demo operator, not a registered business)',
  address: '1 Demo Street, Bengaluru, Karnataka 560001',
  stateCode: '29',
  demo: true,
} as const;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL only: connections per instance. */
  databasePoolSize: number;
  /** PostgreSQL only: longest a statement may run (ms), 0 for no limit. PGlite cannot interrupt a query. */
  statementTimeoutMs: number;
  /** Set explicitly, or undefined to use (and create) the secret kept in dataDir. */
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  /**
   * Days an owner or manager may use the admin area without two-step sign-in, from the later of
   * the account's creation and the upgrade that brought it (decision 049); 0: enrol at once.
   */
  staffTwoStepGraceDays: number;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  corsOrigins: string[];
  redisUrl: string | undefined;
  uploadMaxBytes: number;
  /** How many days ahead of today (India) a trip may be booked. */
  bookingHorizonDays: number;
  /**
   * How long a checkout keeps its seats while the traveller pays, counted from the traveller's first
   * checkout on the departure; a hold that runs out unpaid is followed by as long a wait (decision 013).
   */
  holdMinutes: number;
  /** How long a payment link the operator emails holds its seats, never past the date's booking cut-off (decision 024). */
  paymentLinkHours: number;
  /** Departures one account may hold seats on at once. */
  maxHoldsPerAccount: number;
  /** Seats one account may hold at once, across its departures. */
  maxHeldSeatsPerAccount: number;
  /** Counted per client address (an IPv6 address by its /64), in the rate-limit store. */
  rateLimits: {
    signUpsPerAddressPerHour: number;
    checkoutsPerAccountPer15Minutes: number;
    checkoutsPerAddressPer15Minutes: number;
    /** API requests one reseller's key may make in a minute (decision 039). */
    resellerRequestsPerMinute: number;
  };
  reconciliation: {
    /** Seconds between runs in each instance (one runs at a time); 0 runs it only when an operator asks. */
    intervalSeconds: number;
    /** How long a paid order may wait for its booking (the browser's verify) before reconciliation settles it. */
    graceSeconds: number;
  };
  /** Seconds between looks for departures to decide by their tour's minimum group (decision 021); 0 only when an operator asks. */
  minGroupIntervalSeconds: number;
  /** How often the recommended order's scores are brought up to date (decision 028); 0: only when an administrator runs the job. */
  recommendedIntervalSeconds: number;
  /** The waiting list (decision 037): how long an offer holds the freed seats, and how often one instance sweeps for seats no change announced (a hold that ran out); 0: only when an operator runs it. */
  waitlist: { offerHours: number; intervalSeconds: number };
  /** The share of page views, 0 to 1, whose Core Web Vitals the browser measures and sends (decision 053); 0: none. */
  vitalsSampleRate: number;
  cancellationPolicy: CancellationPolicy;
  logLevel: Environment['LOG_LEVEL'];
  /** JSON lines for log collectors, or short lines for a person at a terminal; `auto` picks by stdout. */
  logFormat: Environment['LOG_FORMAT'];
  /**
   * Passed to Fastify's trustProxy: false, true (every hop), or the proxies' addresses, ranges
   * and proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`), checked here. Never a hop
   * count: Fastify 5.12.8 and later trust no hop for one (see parseTrustProxy).
   */
  trustProxy: boolean | string[];
  /** Prometheus metrics at `GET /metrics` for a scraper sending `Authorization: Bearer <token>`; undefined: /metrics answers 404. */
  metricsToken: string | undefined;
  /**
   * On SIGTERM or SIGINT, how long `/health/ready` answers 503 while the instance still serves
   * everything else, so a load balancer takes it out of rotation before it stops accepting requests.
   */
  shutdownDrainSeconds: number;
  payments: {
    provider: Environment['PAYMENT_PROVIDER'];
    keyId: string | undefined;
    keySecret: string | undefined;
    webhookSecret: string | undefined;
  };
  /** Where travellers reach the site: links in emails and tickets start here (no trailing slash). */
  publicUrl: string;
  mail: {
    /** The mail server; undefined keeps every message in the database for the administrator to read. */
    smtpUrl: string | undefined;
    from: string;
    /** Told of every new booking; undefined sends no such message. */
    operatorEmail: string | undefined;
    /** The operator's phone number, shown on the Contact page; undefined shows none. */
    operatorPhone: string | undefined;
    /** Seconds between looks for reminders and review requests due; 0 only when an operator asks. */
    scheduleIntervalSeconds: number;
  };
  /**
   * The operator's GST registration (decision 033): every paid booking gets a tax invoice. Undefined
   * issues none. `demo`: the demo operator of `npm start`, printed as not a real invoice.
   */
  gst: { gstin: string; legalName: string; address: string; stateCode: string; rateBp: number; demo: boolean } | undefined;
  packingGuide: {
    provider: Environment['PACKING_GUIDE_PROVIDER'];
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once. Throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    jwtSecret: e.JWT_SECRET,
    jwtTtlSeconds: e.JWT_TTL_HOURS * 3600,
    staffTwoStepGraceDays: e.STAFF_TWO_STEP_GRACE_DAYS,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    redisUrl: e.REDIS_URL,
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    bookingHorizonDays: e.BOOKING_HORIZON_DAYS,
    holdMinutes: e.HOLD_MINUTES,
    paymentLinkHours: e.PAYMENT_LINK_HOURS,
    maxHoldsPerAccount: e.MAX_HOLDS_PER_ACCOUNT,
    maxHeldSeatsPerAccount: e.MAX_HELD_SEATS_PER_ACCOUNT,
    rateLimits: {
      signUpsPerAddressPerHour: e.SIGNUPS_PER_ADDRESS_PER_HOUR,
      checkoutsPerAccountPer15Minutes: e.CHECKOUTS_PER_ACCOUNT_PER_15_MINUTES,
      checkoutsPerAddressPer15Minutes: e.CHECKOUTS_PER_ADDRESS_PER_15_MINUTES,
      resellerRequestsPerMinute: e.RESELLER_REQUESTS_PER_MINUTE,
    },
    reconciliation: { intervalSeconds: e.RECONCILE_INTERVAL_SECONDS, graceSeconds: e.PAID_ORDER_GRACE_SECONDS },
    minGroupIntervalSeconds: e.MIN_GROUP_INTERVAL_SECONDS,
    recommendedIntervalSeconds: e.RECOMMENDED_INTERVAL_SECONDS,
    waitlist: { offerHours: e.WAITLIST_OFFER_HOURS, intervalSeconds: e.WAITLIST_INTERVAL_SECONDS },
    vitalsSampleRate: e.VITALS_SAMPLE_RATE,
    cancellationPolicy: {
      freeCancellationHours: e.FREE_CANCELLATION_HOURS,
      lateCancellationRefundPercent: e.LATE_CANCELLATION_REFUND_PERCENT,
    },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    payments: {
      provider: e.PAYMENT_PROVIDER,
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
    },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? 'Yatrika <bookings@yatrika.local>',
      operatorEmail: e.OPERATOR_EMAIL,
      operatorPhone: e.OPERATOR_PHONE,
      scheduleIntervalSeconds: e.EMAIL_INTERVAL_SECONDS,
    },
    gst: operatorTax(e),
    packingGuide: {
      provider: e.PACKING_GUIDE_PROVIDER,
      baseUrl: e.LLM_BASE_URL,
      apiKey: e.LLM_API_KEY,
      model: e.LLM_MODEL,
    },
  };
}

function operatorTax(e: Environment): Config['gst'] {
  const rateBp = rateBasisPoints(e.GST_RATE_PERCENT)!;
  if (e.OPERATOR_GSTIN && e.OPERATOR_LEGAL_NAME && e.OPERATOR_ADDRESS && e.OPERATOR_STATE) {
    return { gstin: e.OPERATOR_GSTIN, legalName: e.OPERATOR_LEGAL_NAME, address: e.OPERATOR_ADDRESS, stateCode: gstStateCode(e.OPERATOR_STATE)!, rateBp, demo: false };
  }
  return e.SEED_DEMO ? { ...demoOperatorTax, rateBp } : undefined;
}
