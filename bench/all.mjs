// `npm run bench` (after `npm run build`): the API benchmark, photo uploads beside readers, the
// bundle sizes and Lighthouse, one after another so they never share the CPU. Each prints its own
// tables; the run fails if any of them misses a target, after all of them have run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const failed = [];
for (const script of ['api.mjs', 'uploads.mjs', 'size.mjs', 'lighthouse.mjs']) {
  const run = spawnSync(process.execPath, [path.join(here, script)], { stdio: 'inherit' });
  if (run.status !== 0) failed.push(script);
}
if (failed.length > 0) {
  console.error(`\nTargets missed in: ${failed.join(', ')} (see above; the reasons are in docs/performance.md).`);
  process.exit(1);
}
