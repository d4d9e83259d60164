import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development Vite serves the app and forwards API and media calls to the server
// (`npm run dev` starts both); in production the server serves the built files itself.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * React Router ships a production build beside its development one, but its package exports only
 * the development build (dev-only warnings included), whatever the mode. The production build is
 * the same code with those warnings off: about 0.5 KB less gzip on every page.
 */
function reactRouterProductionBuild(): string | undefined {
  const development = createRequire(import.meta.url).resolve('react-router'); // …/react-router/dist/development/index.mjs
  const production = path.join(path.dirname(path.dirname(development)), 'production', 'index.mjs');
  return existsSync(production) ? production : undefined;
}

/**
 * The code every page runs before it can show anything, in one file instead of a dozen small
 * ones: each file gzips on its own, and the 18 files the landing page fetched (122.8 KB by
 * bench/size.mjs) were 3.8 KB smaller gzipped together. React, React Router, the query client
 * with `useQuery`, and the few small modules the public pages' header and first screen share (the
 * brand, the account links and the current user's query behind them, the search input, the
 * looping video). The query client's mutation and infinite-list hooks stay out, in the chunks of
 * the pages that use them.
 */
const frameworkModules = [
  /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
  /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]build[\\/]modern[\\/](?!infiniteQueryObserver|mutationObserver|useMutation|useInfiniteQuery|infiniteQueryOptions|usePrefetch)/,
  /[\\/]src[\\/]lib[\\/](current-user|account-links)\.ts$/,
  /[\\/]src[\\/]components[\\/](layout[\\/]brand|ui[\\/]search-input|ui[\\/]looping-video)\.tsx$/,
];

export default defineConfig(({ command }) => {
  const reactRouter = command === 'build' ? reactRouterProductionBuild() : undefined;
  return {
    plugins: [react(), tailwindcss()],
    resolve: reactRouter ? { alias: [{ find: /^react-router$/, replacement: reactRouter }] } : {},
    server: {
      port: 5173,
      proxy: {
        '/api': apiTarget,
        '/media': apiTarget,
      },
    },
    build: {
      outDir: 'dist',
      // bench/size.mjs reads the manifest to add up each route's JavaScript and CSS.
      manifest: true,
      // Route chunks stay small; the landing page must fit the 120 KB gzip budget.
      chunkSizeWarningLimit: 400,
      modulePreload: {
        // index.html names the entry's own imports (the framework chunk), so the browser fetches
        // them beside the entry rather than after it; that costs no script.
        // A page's shared chunks are fetched beside it (not after it) only for the pages travellers
        // open from a list: the tour pages. Every other page's list of chunks would cost the entry
        // script, which the landing page's 120 KB budget pays for; the first page of a visit gets its
        // chunks from the server's preloads (scripts/post-build.mjs) either way. The landing search's
        // suggestions, fetched when the visitor reaches for the box, list theirs too: one round trip.
        resolveDependencies: (file, dependencies, { hostType }) =>
          hostType === 'html' || /(^|\/)(tour-detail-page|public-tour-page|hero-suggestions)-/.test(file) ? dependencies : [],
      },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [{ name: 'framework', test: (id: string) => frameworkModules.some((pattern) => pattern.test(id)) }],
          },
        },
      },
    },
  };
});
