import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has defaults that run the whole site with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      databasePoolSize: 10,
      statementTimeoutMs: 5000,
      seedDemo: true,
      corsOrigins: [],
      payments: { provider: 'sandbox' },
      packingGuide: { provider: 'offline' },
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reads the PostgreSQL pool size and statement timeout, and refuses nonsense', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '4', DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toMatchObject({ databasePoolSize: 4, statementTimeoutMs: 0 });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(ConfigError);
  });

  it('reads lists and switches', () => {
    const config = loadConfig({
      PORT: '8080',
      SEED_DEMO: 'false',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      CORS_ORIGINS: 'https://app.example.in, https://admin.example.in',
      DATABASE_URL: 'postgres://user@db:5432/yatrika',
      ADMIN_EMAIL: 'ops@example.in',
      ADMIN_PASSWORD: 'a-long-password',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.10',
    });
    expect(config.port).toBe(8080);
    expect(config.seedDemo).toBe(false);
    expect(config.corsOrigins).toEqual(['https://app.example.in', 'https://admin.example.in']);
    expect(config.admin).toEqual({ email: 'ops@example.in', password: 'a-long-password' });
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '192.168.1.10']);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO: must be true or false'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must start with postgres://'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET: must be at least 32 characters'],
    [{ ADMIN_EMAIL: 'ops@example.in' }, 'ADMIN_PASSWORD'],
    [{ PAYMENT_PROVIDER: 'razorpay' }, 'RAZORPAY_KEY_ID'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL: must start with redis://'],
    [{ BOOKING_HORIZON_DAYS: '0' }, 'BOOKING_HORIZON_DAYS'],
    [{ BOOKING_HORIZON_DAYS: 'a year' }, 'BOOKING_HORIZON_DAYS'],
  ])('refuses %j naming the variable', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(expected);
  });

  it('refuses the sandbox payments on a server without the demo unless ALLOW_SANDBOX_PAYMENTS=true says it is a test server', () => {
    for (const env of [{ SEED_DEMO: 'false' }, { SEED_DEMO: 'false', PAYMENT_PROVIDER: 'sandbox' }, { SEED_DEMO: 'false', ALLOW_SANDBOX_PAYMENTS: 'false' }]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
      for (const named of ['PAYMENT_PROVIDER: ', 'SEED_DEMO=false', 'PAYMENT_PROVIDER=razorpay', 'ALLOW_SANDBOX_PAYMENTS=true']) {
        expect(() => loadConfig(env), named).toThrow(named);
      }
    }
    expect(() => loadConfig({ SEED_DEMO: 'false', ALLOW_SANDBOX_PAYMENTS: 'maybe' })).toThrow('ALLOW_SANDBOX_PAYMENTS: must be true or false');
    expect(loadConfig({ SEED_DEMO: 'false', ALLOW_SANDBOX_PAYMENTS: 'true' }).payments.provider).toBe('sandbox');
    expect(loadConfig({ SEED_DEMO: 'true' }).payments.provider).toBe('sandbox');
    const live = loadConfig({ SEED_DEMO: 'false', PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret' });
    expect(live.payments.provider).toBe('razorpay');
  });

  it('serves metrics only when METRICS_TOKEN is set, to a token of at least 16 characters', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '  ' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: ' scrape-me-0123456789 ' }).metricsToken).toBe('scrape-me-0123456789');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it('drains for SHUTDOWN_DRAIN_SECONDS before closing, none unless set, at most a minute', () => {
    expect(loadConfig({}).shutdownDrainSeconds).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '10' }).shutdownDrainSeconds).toBe(10);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '61' })).toThrow(ConfigError);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toThrow(ConfigError);
  });

  it('books up to 365 days ahead unless BOOKING_HORIZON_DAYS says otherwise', () => {
    expect(loadConfig({}).bookingHorizonDays).toBe(365);
    expect(loadConfig({ BOOKING_HORIZON_DAYS: '90' }).bookingHorizonDays).toBe(90);
  });

  // Every value the README's configuration table documents, tried once: a dependency or a parser
  // change that gives one of them another meaning fails here (TRUST_PROXY's hop count did).
  const gst = { OPERATOR_GSTIN: '29ABCDE1234F1ZW', OPERATOR_LEGAL_NAME: 'Tours Pvt Ltd', OPERATOR_ADDRESS: '1 MG Road, Bengaluru' };
  it.each<[Record<string, string>, object]>([
    [{ PORT: '8080', HOST: '127.0.0.1' }, { port: 8080, host: '127.0.0.1' }],
    [{ DATABASE_URL: 'postgresql://u:p@db:5432/yatrika' }, { databaseUrl: 'postgresql://u:p@db:5432/yatrika' }],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: '0' }, { statementTimeoutMs: 0 }],
    [{ JWT_SECRET: 's'.repeat(32) }, { jwtSecret: 's'.repeat(32) }],
    [{}, { jwtSecret: undefined, jwtTtlSeconds: 168 * 3600, uploadMaxBytes: 8 * 1024 * 1024, trustProxy: false, redisUrl: undefined }],
    [{ JWT_TTL_HOURS: '24' }, { jwtTtlSeconds: 24 * 3600 }],
    [{}, { staffTwoStepGraceDays: 14 }],
    [{ STAFF_TWO_STEP_GRACE_DAYS: '0' }, { staffTwoStepGraceDays: 0 }],
    [{ STAFF_TWO_STEP_GRACE_DAYS: '30' }, { staffTwoStepGraceDays: 30 }],
    [{ ADMIN_EMAIL: 'ops@example.in', ADMIN_PASSWORD: 'a-long-password' }, { admin: { email: 'ops@example.in', password: 'a-long-password' } }],
    [{ SEED_DEMO: 'false', ALLOW_SANDBOX_PAYMENTS: 'true' }, { seedDemo: false, payments: { provider: 'sandbox' } }],
    [{ CORS_ORIGINS: 'https://app.example.in' }, { corsOrigins: ['https://app.example.in'] }],
    [{ REDIS_URL: 'redis://cache:6379' }, { redisUrl: 'redis://cache:6379' }],
    [{ REDIS_URL: 'rediss://cache:6380' }, { redisUrl: 'rediss://cache:6380' }],
    [{ TRUST_PROXY: 'true' }, { trustProxy: true }],
    [{ TRUST_PROXY: 'false' }, { trustProxy: false }],
    [{ TRUST_PROXY: '10.0.0.7' }, { trustProxy: ['10.0.0.7'] }],
    [{ TRUST_PROXY: 'loopback, uniquelocal, fd00::/8' }, { trustProxy: ['loopback', 'uniquelocal', 'fd00::/8'] }],
    [{}, { metricsToken: undefined, shutdownDrainSeconds: 0 }],
    [{ METRICS_TOKEN: 'a-long-random-scrape-token' }, { metricsToken: 'a-long-random-scrape-token' }],
    [{ SHUTDOWN_DRAIN_SECONDS: '15' }, { shutdownDrainSeconds: 15 }],
    [{ UPLOAD_MAX_MB: '2.5' }, { uploadMaxBytes: Math.round(2.5 * 1024 * 1024) }],
    [{ HOLD_MINUTES: '30' }, { holdMinutes: 30 }],
    [{ PAYMENT_LINK_HOURS: '1' }, { paymentLinkHours: 1 }],
    [{ PAYMENT_LINK_HOURS: '168' }, { paymentLinkHours: 168 }],
    [{ MAX_HOLDS_PER_ACCOUNT: '5', MAX_HELD_SEATS_PER_ACCOUNT: '80' }, { maxHoldsPerAccount: 5, maxHeldSeatsPerAccount: 80 }],
    [
      { SIGNUPS_PER_ADDRESS_PER_HOUR: '4', CHECKOUTS_PER_ACCOUNT_PER_15_MINUTES: '6', CHECKOUTS_PER_ADDRESS_PER_15_MINUTES: '7', RESELLER_REQUESTS_PER_MINUTE: '9' },
      { rateLimits: { signUpsPerAddressPerHour: 4, checkoutsPerAccountPer15Minutes: 6, checkoutsPerAddressPer15Minutes: 7, resellerRequestsPerMinute: 9 } },
    ],
    [{ FREE_CANCELLATION_HOURS: '48', LATE_CANCELLATION_REFUND_PERCENT: '50' }, { cancellationPolicy: { freeCancellationHours: 48, lateCancellationRefundPercent: 50 } }],
    [{ RECONCILE_INTERVAL_SECONDS: '0', PAID_ORDER_GRACE_SECONDS: '60' }, { reconciliation: { intervalSeconds: 0, graceSeconds: 60 } }],
    [{ PUBLIC_URL: 'https://yatrika.example/' }, { publicUrl: 'https://yatrika.example' }],
    [{ PORT: '4000' }, { publicUrl: 'http://localhost:4000' }],
    [{ SMTP_URL: 'smtp://user:pass@smtp.example.com:587' }, { mail: { smtpUrl: 'smtp://user:pass@smtp.example.com:587' } }],
    [{ SMTP_URL: 'smtps://user:pass@smtp.example.com:465' }, { mail: { smtpUrl: 'smtps://user:pass@smtp.example.com:465' } }],
    [{}, { mail: { smtpUrl: undefined, from: 'Yatrika <bookings@yatrika.local>', operatorEmail: undefined, operatorPhone: undefined, scheduleIntervalSeconds: 300 } }],
    [{ MAIL_FROM: 'Tours <hi@tours.in>', OPERATOR_EMAIL: 'ops@tours.in', OPERATOR_PHONE: '+91 98765 43210' }, { mail: { from: 'Tours <hi@tours.in>', operatorEmail: 'ops@tours.in', operatorPhone: '+91 98765 43210' } }],
    [{ EMAIL_INTERVAL_SECONDS: '0' }, { mail: { scheduleIntervalSeconds: 0 } }],
    [{ MIN_GROUP_INTERVAL_SECONDS: '0', RECOMMENDED_INTERVAL_SECONDS: '0' }, { minGroupIntervalSeconds: 0, recommendedIntervalSeconds: 0 }],
    [{}, { minGroupIntervalSeconds: 300, recommendedIntervalSeconds: 900, waitlist: { offerHours: 12, intervalSeconds: 60 } }],
    [{ WAITLIST_OFFER_HOURS: '72', WAITLIST_INTERVAL_SECONDS: '0' }, { waitlist: { offerHours: 72, intervalSeconds: 0 } }],
    [{ ...gst, OPERATOR_STATE: '29' }, { gst: { gstin: '29ABCDE1234F1ZW', stateCode: '29', rateBp: 500, demo: false } }],
    [{ ...gst, OPERATOR_STATE: 'Karnataka', GST_RATE_PERCENT: '2.5' }, { gst: { stateCode: '29', rateBp: 250, demo: false } }],
    [{ GST_RATE_PERCENT: '0' }, { gst: { rateBp: 0, demo: true } }],
    [{ GST_RATE_PERCENT: '28' }, { gst: { rateBp: 2800, demo: true } }],
    [{ SEED_DEMO: 'false', ALLOW_SANDBOX_PAYMENTS: 'true' }, { gst: undefined }],
    ...(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const).map((level): [Record<string, string>, object] => [{ LOG_LEVEL: level }, { logLevel: level }]),
    ...(['auto', 'json', 'readable'] as const).map((format): [Record<string, string>, object] => [{ LOG_FORMAT: format }, { logFormat: format }]),
    [{ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'k', RAZORPAY_WEBHOOK_SECRET: 'w' }, { payments: { provider: 'razorpay', keyId: 'rzp_live_x', keySecret: 'k', webhookSecret: 'w' } }],
    [{ PACKING_GUIDE_PROVIDER: 'offline' }, { packingGuide: { provider: 'offline' } }],
    [
      { PACKING_GUIDE_PROVIDER: 'openai', LLM_BASE_URL: 'https://api.openai.com/v1', LLM_API_KEY: 'sk-x', LLM_MODEL: 'gpt-4o-mini' },
      { packingGuide: { provider: 'openai', baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-x', model: 'gpt-4o-mini' } },
    ],
  ])('reads the documented %j', (env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });

  it.each([
    [{ GST_RATE_PERCENT: '2.555' }, 'GST_RATE_PERCENT: must have at most two decimals'],
    [{ GST_RATE_PERCENT: '29' }, 'GST_RATE_PERCENT: must be 0 to 28'],
    [{ PAYMENT_LINK_HOURS: '169' }, 'PAYMENT_LINK_HOURS'],
    [{ WAITLIST_OFFER_HOURS: '73' }, 'WAITLIST_OFFER_HOURS'],
    [{ LOG_FORMAT: 'pretty' }, 'LOG_FORMAT'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL: must start with smtp://'],
    [{ OPERATOR_PHONE: 'call us' }, 'OPERATOR_PHONE: must be a phone number'],
    [{ ...gst }, 'OPERATOR_STATE: OPERATOR_GSTIN, OPERATOR_LEGAL_NAME, OPERATOR_ADDRESS, OPERATOR_STATE must be set together'],
    [{ ...gst, OPERATOR_STATE: '27' }, 'OPERATOR_GSTIN: belongs to state 29, but OPERATOR_STATE is 27'],
    [{ PACKING_GUIDE_PROVIDER: 'openai' }, 'LLM_BASE_URL: LLM_BASE_URL and LLM_MODEL are required'],
  ])('refuses the undocumented %j naming the variable', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(expected);
  });
});
