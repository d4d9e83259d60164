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
      TRUST_PROXY: '1',
    });
    expect(config.port).toBe(8080);
    expect(config.seedDemo).toBe(false);
    expect(config.corsOrigins).toEqual(['https://app.example.in', 'https://admin.example.in']);
    expect(config.admin).toEqual({ email: 'ops@example.in', password: 'a-long-password' });
    expect(config.trustProxy).toBe(1);
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

  it('books up to 365 days ahead unless BOOKING_HORIZON_DAYS says otherwise', () => {
    expect(loadConfig({}).bookingHorizonDays).toBe(365);
    expect(loadConfig({ BOOKING_HORIZON_DAYS: '90' }).bookingHorizonDays).toBe(90);
  });
});
