import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../../scripts/built-server.mjs';

/**
 * Builds the web app and the server once for the whole run, as `npm start` does.
 * E2E_SKIP_BUILD=1 reuses an existing build (handy when re-running journeys against unchanged code).
 */
export default function buildOnce() {
  const built = existsSync(path.join(repositoryRoot, 'apps/server/dist/main.js')) && existsSync(path.join(repositoryRoot, 'apps/web/dist/index.html'));
  if (process.env.E2E_SKIP_BUILD === '1' && built) return;
  // Vitest sets NODE_ENV=test, which would make Vite build a development bundle: the journeys drive the real one.
  const result = spawnSync('npm', ['run', 'build'], { cwd: repositoryRoot, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}
