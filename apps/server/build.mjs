// Bundles the server (and the shared contract) into dist/; npm packages stay external.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const workspacePackages = /^@yatrika\//;

// Chunk names carry a hash: start from an empty folder so old ones do not pile up.
rmSync('dist', { recursive: true, force: true });

await build({
  entryPoints: { main: 'src/main.ts', migrate: 'src/migrate.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Code loaded on first use (the email templates) stays in its own file, imported when first needed.
  splitting: true,
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          workspacePackages.test(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
