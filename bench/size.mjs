// Bundle size benchmark: for every route of the web app, the JavaScript and CSS a browser
// downloads to show it (the entry, the route's lazy chunk and everything they import
// statically), gzip-compressed, read from Vite's build manifest. Checks the budgets (npm test runs it
// after building).
//
//   npm run bench:size
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/**
 * Budgets in KB gzip, the targets the issues name: the landing page, what a visitor from a search
 * result loads first on a phone, within 120 KB; every other route within 200 KB. `npm test` checks
 * them after its build, so a later feature cannot quietly undo them.
 */
const budgets = {
  'landing/pages/landing-page': 120,
};
const OTHER_ROUTES = 200;

const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/** A chunk and everything it imports statically (what the browser must fetch before running it). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const pageKeys = Object.keys(manifest).filter((key) => /features\/.+\/pages\/.+\.tsx$/.test(key));

function measure(keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    js.add(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
  return { js: sum(js), css: sum(css) };
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const rows = pageKeys
  .map((key) => {
    const keys = closure(entryKey);
    closure(key, keys);
    const { js, css } = measure(keys);
    const name = key.replace(/^.*features\//, '').replace(/\.tsx$/, '');
    return { name, js, css, own: gzipSize(manifest[key].file) };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

const entry = measure(closure(entryKey));
console.log(`Shared entry (React, router, query client, styles): JS ${kb(entry.js)} KB, CSS ${kb(entry.css)} KB gzip\n`);
console.log('route page                                   own JS   total JS   total CSS   (KB gzip)');
let failed = false;
for (const row of rows) {
  const budget = budgets[row.name] ?? OTHER_ROUTES;
  const over = row.js / 1024 > budget;
  failed ||= over;
  console.log(`${row.name.padEnd(42)} ${kb(row.own)}   ${kb(row.js)}    ${kb(row.css)}${over ? `   OVER the ${budget} KB budget` : ''}`);
}
console.log(`\nBudgets (JS, KB gzip): ${Object.entries(budgets).map(([name, kb]) => `${name} ≤ ${kb}`).join(', ')}; every other route ≤ ${OTHER_ROUTES}.`);
const unknown = Object.keys(budgets).filter((name) => !rows.some((row) => row.name === name));
if (unknown.length > 0) {
  console.error(`A budget names a page the build does not have (renamed?): ${unknown.join(', ')}`);
  failed = true;
}
if (failed) {
  console.error('A route is over its budget.');
  process.exit(1);
}
