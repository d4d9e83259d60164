import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found from this module's location so that the
 * same lookup works from src/ (tests, dev) and from the bundled dist/main.js.
 */
export function serverPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle.config.ts'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the server package folder (drizzle.config.ts)');
    dir = parent;
  }
  return dir;
}
