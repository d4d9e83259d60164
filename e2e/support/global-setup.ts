import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repositoryRoot } from '../../scripts/built-server.mjs';
import { prepareNewSiteData } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data directory of a new site (server.ts): every site of the run starts on a copy of it. */
    newSiteData: string;
  }
}

/**
 * Builds the web app and the server once for the whole run, as `npm start` does, and makes a new site's
 * data once (migrations and the demo catalogue) for every site of the run to start from.
 * E2E_SKIP_BUILD=1 reuses an existing build (handy when re-running journeys against unchanged code).
 */
export default async function setup(project: TestProject) {
  buildOnce();
  const newSiteData = await prepareNewSiteData();
  project.provide('newSiteData', newSiteData);
  return () => rmSync(newSiteData, { recursive: true, force: true });
}

function buildOnce() {
  const built = existsSync(path.join(repositoryRoot, 'apps/server/dist/main.js')) && existsSync(path.join(repositoryRoot, 'apps/web/dist/index.html'));
  if (process.env.E2E_SKIP_BUILD === '1' && built) return;
  // Vitest sets NODE_ENV=test, which would make Vite build a development bundle: the journeys drive the real one.
  const result = spawnSync('npm', ['run', 'build'], { cwd: repositoryRoot, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}
