// Builds the app the way `npm start` does (`npm run build`), unless the built server is newer than
// every source file it is made from.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../built-server.mjs';

const sources = ['apps/server/src', 'apps/web/src', 'packages/contract/src'];
const built = path.join(repositoryRoot, 'apps/server/dist/main.js');

function newestIn(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export function buildIfStale() {
  if (existsSync(built)) {
    const builtAt = statSync(built).mtimeMs;
    if (sources.every((folder) => newestIn(path.join(repositoryRoot, folder)) < builtAt)) return;
  }
  console.log('Building (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repositoryRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('npm run build failed');
}
