import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development Vite serves the app and forwards API and media calls to the server
// (`npm run dev` starts both); in production the server serves the built files itself.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
      // A page's shared chunks are fetched beside it (not after it) only for the pages travellers
      // open from a list: the tour pages. Every other page's list of chunks would cost the entry
      // script, which the landing page's 120 KB budget pays for; the first page of a visit gets its
      // chunks from the server's preloads (scripts/post-build.mjs) either way.
      resolveDependencies: (file, dependencies) => (/(^|\/)(tour-detail-page|public-tour-page)-/.test(file) ? dependencies : []),
    },
  },
});
