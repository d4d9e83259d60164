import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { findChromium } from './e2e/support/chromium.mjs';

const integration = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
const unit = ['**/*.unit.test.ts'];
const web = ['apps/web/src/**/*.test.tsx', 'apps/web/src/**/*.test.ts'];
const ignored = ['**/node_modules/**', '**/dist/**'];

const root = path.dirname(fileURLToPath(import.meta.url));

/** The files under `folder` (relative to the repository) whose names match, skipping dependencies and builds. */
function filesUnder(folder: string, name: RegExp): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const at = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : filesUnder(at, name);
    return name.test(entry.name) ? [at] : [];
  });
}

// The unit and component tests share their worker's imports and simulated DOM from file to file
// (isolate: false), as the integration suite does: a new process, a new DOM and a fresh import of
// React, Testing Library and the app for each of ~150 files was most of their time (97 s and 179 s
// of CPU isolated, 40 s and 68 s shared, on the 2-core machine). No test leaves anything behind for
// the next file: apps/web/test/setup.ts unmounts, clears the stored session and unstubs globals after
// every test, the files that fake the clock put it back, and both projects passed with their files
// in shuffled orders. A file that replaces or reloads modules (vi.mock, vi.resetModules...) needs a
// module registry of its own: those run isolated, in unit-isolated and web-isolated, found here by
// reading the files, so a new one joins them by itself. `--project unit*` and `--project web*` take
// in both halves.
const replacesModules = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules|importActual|importMock)\(/;
const needingOwnModules = (files: string[]) => files.filter((file) => replacesModules.test(readFileSync(path.join(root, file), 'utf8')));
const unitOwnModules = needingOwnModules(['apps', 'packages', 'scripts'].flatMap((folder) => filesUnder(folder, /\.unit\.test\.ts$/)));
const webOwnModules = needingOwnModules(filesUnder('apps/web/src', /\.test\.tsx?$/));

// In CI a failing test runs once more before it fails the run. A CI machine can be paused mid-run
// (a snapshot, a busy host): the test in flight then meets its own timer first and "times out"
// after an hour of wall clock. A test that fails twice still fails the run; locally nothing is
// retried, so a flaky test shows at once.
const retry = process.env.CI ? 1 : 0;

// The API integration suite runs on embedded PGlite always, and again on
// PostgreSQL when TEST_DATABASE_URL names a server. Its files share a worker's imports
// (isolate: false): each file builds its own app and database (test/support/app.ts) and the
// server's modules keep no state outside an app, so importing the whole server afresh per file
// only cost time (291 s of 745 s on PGlite, against 27 s of 477 s shared, two workers).
// Their set-up file hashes passwords at a test-only cost (it says why).
const integrationSetup = ['apps/server/test/support/password-cost.ts'];

const postgresProject = process.env.TEST_DATABASE_URL
  ? [
      {
        test: {
          name: 'integration-postgres',
          include: integration,
          exclude: [...ignored, ...unit],
          setupFiles: integrationSetup,
          env: { DB_KIND: 'postgres' },
          isolate: false,
          testTimeout: 30_000,
          retry,
          hookTimeout: 60_000,
        },
      },
    ]
  : [];

// The browser journeys need Chromium; without it the project is left out (npm test says so).
const e2eProject = findChromium()
  ? [
      {
        test: {
          name: 'e2e',
          include: ['e2e/journeys/**/*.e2e.test.ts'],
          exclude: ignored,
          globalSetup: ['e2e/support/global-setup.ts'],
          // A worker keeps its Chromium and its shared site from one file to the next (e2e/support/test.ts).
          isolate: false,
          testTimeout: 120_000,
          retry,
          hookTimeout: 120_000,
        },
      },
    ]
  : [];

function webProject(name: string, files: { include?: string[]; exclude: string[]; isolate?: boolean }) {
  return {
    plugins: [react()],
    test: {
      name,
      include: web,
      ...files,
      environment: 'happy-dom',
      setupFiles: ['apps/web/test/setup.ts'],
      // Long forms typed key by key (the tour forms) take seconds on a busy two-core machine.
      testTimeout: 15_000,
      retry,
    },
  };
}

export default defineConfig({
  test: {
    // Vitest's default leaves a core free (one worker on a 2-core machine). The integration tests wait on
    // PostgreSQL and child processes, and the journeys on the browser and the server, so a second worker
    // keeps both cores busy: CI on 2 cores runs two files at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'unit', include: unit, exclude: [...ignored, ...unitOwnModules], isolate: false, retry } },
      ...(unitOwnModules.length ? [{ test: { name: 'unit-isolated', include: unitOwnModules, exclude: ignored, retry } }] : []),
      // The web app's component tests: Testing Library in a simulated DOM.
      webProject('web', { exclude: [...ignored, ...webOwnModules], isolate: false }),
      ...(webOwnModules.length ? [webProject('web-isolated', { include: webOwnModules, exclude: ignored })] : []),
      {
        test: {
          name: 'integration-pglite',
          include: integration,
          exclude: [...ignored, ...unit],
          setupFiles: integrationSetup,
          env: { DB_KIND: 'pglite' },
          isolate: false,
          testTimeout: 30_000,
          retry,
          hookTimeout: 60_000,
        },
      },
      ...postgresProject,
      ...e2eProject,
    ],
  },
});
