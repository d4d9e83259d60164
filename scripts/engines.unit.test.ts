import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` warns (EBADENGINE) about every installed package whose `engines.node` excludes the running
 * Node.js. The README promises the project runs on the oldest Node.js that package.json names, so
 * every locked package must accept that version: a dependency upgrade that needs a newer Node.js
 * fails here, and either it waits or the stated minimum is raised on purpose.
 */
const readJson = (file: string) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));

const stated = readJson('package.json').engines.node as string;
const oldestSupported = semver.minVersion(stated)!.version;

interface LockedPackage { version?: string; engines?: { node?: string } | string[] }
const locked = Object.entries(readJson('package-lock.json').packages as Record<string, LockedPackage>);

describe(`every locked dependency runs on Node.js ${oldestSupported} (package.json says ${stated})`, () => {
  it('has no engine requirement above the stated minimum', () => {
    const tooNew = locked
      .filter(([name]) => name.includes('node_modules/'))
      .filter(([, pkg]) => {
        const range = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
        return range !== undefined && !semver.satisfies(oldestSupported, range, { includePrerelease: true });
      })
      .map(([name, pkg]) => `${name.replace(/^.*node_modules\//, '')}@${pkg.version} needs node ${(pkg.engines as { node: string }).node}`);
    expect(tooNew).toEqual([]);
  });

  it('states the same minimum in the README', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(`Node.js (${stated.replace('>=', '')} or newer)`);
  });
});
