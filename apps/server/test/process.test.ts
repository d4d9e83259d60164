import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/built-server.mjs';

const mainModule = new URL('../src/main.ts', import.meta.url).pathname;

const hasRoutedRegister = (log: string) =>
  log.split('\n').some((line) => line.includes('incoming request') && line.includes('/api/user/register'));

// The server process itself: configuration errors, boot, serving, graceful shutdown. Embedded database only.
describe.runIf(process.env.DB_KIND !== 'postgres')('the server process', () => {
  it('stops at boot with a message naming a bad variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', mainModule], {
      env: { ...process.env, PORT: 'eighty', SEED_DEMO: 'maybe' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('SEED_DEMO: must be true or false');
  });

  it('refuses to start on the sandbox payments without the demo, naming what to set', () => {
    const { PAYMENT_PROVIDER: _provider, ALLOW_SANDBOX_PAYMENTS: _allowed, ...inherited } = process.env;
    const result = spawnSync(process.execPath, ['--import', 'tsx', mainModule], {
      env: { ...inherited, SEED_DEMO: 'false' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('Invalid configuration');
    for (const named of ['PAYMENT_PROVIDER: ', 'SEED_DEMO=false', 'PAYMENT_PROVIDER=razorpay', 'ALLOW_SANDBOX_PAYMENTS=true']) expect(result.stderr).toContain(named);
    expect(result.stderr).not.toContain('no money moves');
  });

  it('says at every log level that payments are in test mode when the sandbox is on', async () => {
    for (const env of [{ LOG_FORMAT: 'json', LOG_LEVEL: 'fatal' }, { LOG_FORMAT: 'json', LOG_LEVEL: 'silent' }]) {
      const output = await runOnce(env);
      expect(output, JSON.stringify(env)).toContain('Payments are in test mode (sandbox): no money moves.');
    }
    const live = await runOnce({ LOG_FORMAT: 'json', LOG_LEVEL: 'info', PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_process', RAZORPAY_KEY_SECRET: 'not-a-real-secret' });
    expect(live).toContain('Yatrika is ready');
    expect(live).not.toContain('test mode');
  }, 240_000);

  it('serves, then on SIGTERM finishes in-flight work, closes the database and exits 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'yatrika-process-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', mainModule], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', ALLOW_SANDBOX_PAYMENTS: 'true', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

    let up = false;
    for (let attempt = 0; attempt < 200 && !up && child.exitCode === null; attempt++) {
      up = await fetch(`http://127.0.0.1:${port}/api/routes/destinations`).then((r) => r.ok, () => false);
      if (!up) await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect(up, output).toBe(true);
    expect(existsSync(path.join(dataDir, 'yatrika.lock'))).toBe(true);

    // A request in flight when the signal arrives still gets its answer.
    const inFlight = fetch(`http://127.0.0.1:${port}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstname: 'Late', lastname: 'Arrival', username: 'late_arrival', email: 'late@example.in', phone: '9876543210', gender: 'Other', password: 'late-password-1' }),
    });
    // Signal only once the server has logged the request as routed: on a busy machine a fixed delay can let the
    // signal arrive first, and a request that arrives while closing is rightly refused with 503.
    for (let attempt = 0; attempt < 400 && !hasRoutedRegister(output); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(hasRoutedRegister(output), output).toBe(true);
    child.kill('SIGTERM');
    expect((await inFlight).status).toBe(201);
    expect(await exited, output).toBe(0);
    expect(existsSync(path.join(dataDir, 'yatrika.lock'))).toBe(false);
  });

  it('at a terminal prints a readable banner, and one line per request only at LOG_LEVEL=debug', async () => {
    const quiet = await runOnce({ LOG_FORMAT: 'readable', LOG_LEVEL: 'info', ADMIN_EMAIL: 'owner@example.in', ADMIN_PASSWORD: 'owner-password-1' });
    expect(quiet).toContain('Yatrika is ready at http://127.0.0.1:');
    expect(quiet).toContain('Administrator      owner@example.in at http://127.0.0.1:');
    expect(quiet).toContain('Requests are logged with LOG_LEVEL=debug');
    expect(quiet).not.toContain('/api/routes/destinations');
    expect(quiet.split('\n').filter((line) => line.startsWith('{')), quiet).toEqual([]);

    const chatty = await runOnce({ LOG_FORMAT: 'readable', LOG_LEVEL: 'debug' });
    const requestLines = chatty.split('\n').filter((line) => line.includes('GET /api/routes/destinations'));
    expect(requestLines.length, chatty).toBeGreaterThan(0);
    expect(requestLines.every((line) => /^\d\d:\d\d:\d\d GET \/api\/routes\/destinations \d{3} in \d+ ms$/.test(line)), chatty).toBe(true);
    expect(chatty).toContain('set ADMIN_EMAIL and ADMIN_PASSWORD and restart');
  }, 240_000);
});

/**
 * Boots the server with `env`, waits for its banner (or, without one, for it to answer), asks for the public
 * destinations once, stops it, and answers all it printed.
 */
async function runOnce(env: Record<string, string>): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'yatrika-process-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', mainModule], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', ALLOW_SANDBOX_PAYMENTS: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 90_000;
  const banner = env.LOG_FORMAT === 'readable';
  const ready = async () => (banner ? output.includes('Stop with Ctrl+C') : await fetch(`http://127.0.0.1:${port}/api/routes/destinations`).then((r) => r.ok, () => false));
  while (!(await ready()) && child.exitCode === null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  if (banner) expect(output, 'the server did not print its banner').toContain('Stop with Ctrl+C');
  expect((await fetch(`http://127.0.0.1:${port}/api/routes/destinations`)).ok, output).toBe(true);
  child.kill('SIGTERM');
  await exited;
  return output;
}
