// Bundles the server (and the shared contract) into dist/; npm packages stay external.
import { build } from 'esbuild';

const workspacePackages = /^@yatrika\//;

await build({
  entryPoints: { main: 'src/main.ts', migrate: 'src/migrate.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
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
