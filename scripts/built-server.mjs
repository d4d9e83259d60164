// Starting the built server the way `npm start` runs it (node apps/server/dist/main.js) for the
// benchmarks and the browser journeys. Plain JavaScript so that both can use it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverMain = path.join(repositoryRoot, 'apps/server/dist/main.js');

/** A TCP port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
  });
}

/**
 * Starts the built server with `env` on a free port of 127.0.0.1 and a fresh data directory (a new embedded
 * database unless `env` names DATABASE_URL), and answers once it serves the public catalogue.
 * `captureOutput` keeps what it prints for error messages instead of passing it through; `port` restarts
 * an instance where a load balancer expects it.
 */
export async function startBuiltServer({ env, captureOutput = false, timeoutMs = 90_000, dataDir: givenDataDir, nodeOptions = [], port: givenPort }) {
  // A data directory the caller prepared (the benchmark's seeded catalogue) is theirs to remove.
  const dataDir = givenDataDir ?? mkdtempSync(path.join(tmpdir(), 'yatrika-'));
  const removeDataDir = () => givenDataDir || rmSync(dataDir, { recursive: true, force: true });
  const port = givenPort ?? (await freePort());
  const child = spawn(process.execPath, [...nodeOptions, serverMain], {
    cwd: repositoryRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', captureOutput ? 'pipe' : 'inherit', captureOutput ? 'pipe' : 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(child);
    removeDataDir();
  };
  const deadline = Date.now() + timeoutMs;
  // Its readiness address (modules/health): the database answers and every migration is applied.
  while (!(await answers(`${url}/health/ready`))) {
    if (child.exitCode !== null) {
      removeDataDir();
      throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer within ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, dataDir, pid: child.pid, output: () => output, stop };
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** SIGTERM (the server finishes what it is doing and closes its database), SIGKILL if that takes over 10 s. */
function stopProcess(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
