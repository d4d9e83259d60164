import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { findChromium } from './e2e/support/chromium.mjs';

const integration = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
const unit = ['**/*.unit.test.ts'];
const ignored = ['**/node_modules/**', '**/dist/**'];

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
const postgresProject = process.env.TEST_DATABASE_URL
  ? [
      {
        test: {
          name: 'integration-postgres',
          include: integration,
          exclude: [...ignored, ...unit],
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

export default defineConfig({
  test: {
    // Vitest's default leaves a core free (one worker on a 2-core machine). The integration tests wait on
    // PostgreSQL and child processes, and the journeys on the browser and the server, so a second worker
    // keeps both cores busy: CI on 2 cores runs two files at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'unit', include: unit, exclude: ignored, retry } },
      // The web app's component tests: Testing Library in a simulated DOM.
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx', 'apps/web/src/**/*.test.ts'],
          exclude: ignored,
          environment: 'happy-dom',
          setupFiles: ['apps/web/test/setup.ts'],
          // Long forms typed key by key (the tour forms) take seconds on a busy two-core machine.
          testTimeout: 15_000,
          retry,
        },
      },
      {
        test: {
          name: 'integration-pglite',
          include: integration,
          exclude: [...ignored, ...unit],
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
