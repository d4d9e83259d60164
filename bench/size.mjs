// Bundle size budgets (npm test runs this after its build; `npm run bench:size` builds first).
//
// 1. The landing-like pages, counted as a browser downloads them: the built server on a fresh
//    embedded database with the demo catalogue, and headless Chromium (one browser, the pages one
//    after another, each in a fresh context with an empty cache) opening each page at a phone's
//    width (390 px) and a desktop's (1280 px) until the network is idle. Every script response the
//    page fetched in that time counts: the entry, the page's chunk, what they import, and the
//    chunks the page imports once it runs (the landing page's sections below the hero, the
//    traveller home's search suggestions…). Each script's bytes are gzip-compressed here (level 9),
//    so the figure does not depend on how the server compresses them. A page's figure is the larger
//    of the two widths.
// 2. Every route of the web app, read from Vite's build manifest: the entry, the route's lazy chunk
//    and everything they import statically (gzip level 9, per file). This leaves out what a page
//    loads once it runs, so for the pages above it is a lower bound; without Chromium it is the only
//    count, and it says so.
//
// Exits non-zero when a page or route is over its budget.
//
//   npm run bench:size            (CHROMIUM_PATH=… to use another Chromium)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium as playwright } from 'playwright-core';
import { chromiumArgs, findChromium, knownChromiumLocations } from '../e2e/support/chromium.mjs';
import { startBuiltServer } from '../scripts/built-server.mjs';

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
const budgetOf = (page) => budgets[page] ?? OTHER_ROUTES;

/**
 * The landing-like pages (the ones bench/lighthouse.mjs scores), with the page module the router
 * loads for each. The public pages are opened as a visitor arriving from a search result or a
 * shared link; the tour page and the home as the demo traveller, signed in.
 */
const landingLikePages = [
  { name: 'landing', page: 'landing/pages/landing-page', path: () => '/' },
  { name: 'Destinations', page: 'catalogue/pages/destinations-page', path: () => '/destinations' },
  { name: 'public tour page', page: 'tour-detail/pages/public-tour-page', path: ({ publicTourPath }) => publicTourPath },
  { name: 'tour page', page: 'tour-detail/pages/tour-detail-page', path: ({ tourId }) => `/dashboard/booknow/${tourId}`, signedIn: true },
  { name: 'traveller home', page: 'home/pages/traveller-home-page', path: () => '/login/userdashboard', signedIn: true },
];
const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];
const DEMO_TRAVELLER = { email: 'asha@demo.yatrika.in', password: 'yatrika-demo-1' };

const gzipBytes = (bytes) => gzipSync(bytes, { level: 9 }).length;
const gzipSize = (file) => gzipBytes(readFileSync(path.join(dist, file)));
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const problems = [];

// ---------------------------------------------------------------------------------------------
// 2. Every route, from the build manifest.

/** A chunk and everything it imports statically (what the browser must fetch before running it). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const pageKeys = Object.keys(manifest).filter((key) => /features\/.+\/pages\/.+\.tsx$/.test(key));
const routeName = (key) => key.replace(/^.*features\//, '').replace(/\.tsx$/, '');

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

const rows = pageKeys
  .map((key) => {
    const keys = closure(entryKey);
    closure(key, keys);
    const { js, css } = measure(keys);
    return { name: routeName(key), js, css, own: gzipSize(manifest[key].file) };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

const unknown = [...Object.keys(budgets), ...landingLikePages.map((page) => page.page)].filter((name) => !rows.some((row) => row.name === name));
if (unknown.length > 0) problems.push(`A budget names a page the build does not have (renamed?): ${[...new Set(unknown)].join(', ')}`);

const entry = measure(closure(entryKey));
console.log('# Every route, from the build manifest (entry + route chunk + their static imports, each file gzip level 9)\n');
console.log(`Shared entry (React, router, query client, styles): JS ${kb(entry.js)} KB, CSS ${kb(entry.css)} KB gzip\n`);

// What a page view sampled for real visitors' speed fetches after the page has loaded (decision 053): the
// reporter and web-vitals, less what the entry already brought.
const vitalsKey = Object.keys(manifest).find((key) => key.endsWith('features/vitals/vitals-reporter.ts'));
if (vitalsKey) {
  const entryFiles = closure(entryKey);
  const vitals = measure([...closure(vitalsKey)].filter((key) => !entryFiles.has(key)));
  console.log(`Speed reporter, fetched after load by sampled page views only (VITALS_SAMPLE_RATE): JS ${kb(vitals.js)} KB gzip\n`);
}
console.log('route page                                   own JS   total JS   total CSS   (KB gzip)');
for (const row of rows) {
  const budget = budgetOf(row.name);
  const over = row.js / 1024 > budget;
  if (over) problems.push(`${row.name}: ${(row.js / 1024).toFixed(1)} KB of JavaScript by the build manifest (budget ${budget} KB)`);
  console.log(`${row.name.padEnd(42)} ${kb(row.own)}   ${kb(row.js)}    ${kb(row.css)}${over ? `   OVER the ${budget} KB budget` : ''}`);
}

// ---------------------------------------------------------------------------------------------
// 1. The landing-like pages, as Chromium downloads them.

const executablePath = findChromium();
if (!executablePath) {
  console.log(`\nNOTE: Chromium was not found (CHROMIUM_PATH, ${knownChromiumLocations.join(', ')}).`);
  console.log('      The landing-like pages are checked against their budgets by the build manifest\'s count above');
  console.log('      ONLY, which leaves out the scripts a page imports once it runs (the landing page\'s sections');
  console.log('      below the hero, for one): a page can pass here and still be over its budget in a browser.');
  console.log('      Install Chromium (apt-get install -y chromium) for the full count.\n');
} else if (!existsSync(path.join(root, 'apps/server/dist/main.js'))) {
  problems.push('The server is not built (apps/server/dist/main.js): run `npm run build` first, or `npm run bench:size`, which builds both.');
} else {
  const measured = await measureInChromium(executablePath);
  console.log(`\n# The landing-like pages in ${executablePath}: every script fetched until the network is idle`);
  console.log(`# (each script's bytes gzip level 9; ${viewports.map((v) => `${v.name} ${v.width} px`).join(', ')}; the page's figure is the larger)\n`);
  for (const { name, page, path: address, widths } of measured) {
    const heaviest = widths.reduce((a, b) => (b.total > a.total ? b : a));
    const budget = budgetOf(page);
    const over = heaviest.total / 1024 > budget;
    if (over) problems.push(`${name} (${address}): ${(heaviest.total / 1024).toFixed(1)} KB of JavaScript fetched in Chromium at ${heaviest.viewport} px (budget ${budget} KB)`);
    const perWidth = widths.map((w) => `${w.viewport} px ${(w.total / 1024).toFixed(1)} KB in ${w.scripts.length} scripts`).join(', ');
    console.log(`${name} (${address}): ${(heaviest.total / 1024).toFixed(1)} KB gzip, budget ${budget} KB${over ? '  OVER' : ''}  [${perWidth}]`);
    // Every script counted, largest first, several to a line (KB gzip and file name under /assets/).
    const listed = [...heaviest.scripts].sort((a, b) => b.gzip - a.gzip).map((script) => `${(script.gzip / 1024).toFixed(1)} ${script.file.replace(/^\/assets\//, '')}`);
    let line = '   ';
    for (const item of listed) {
      if (line.length + item.length > 110) {
        console.log(line);
        line = '   ';
      }
      line += ` ${item},`;
    }
    console.log(`${line.replace(/,$/, '')}\n`);
  }
}

console.log(`Budgets (JS, KB gzip): ${Object.entries(budgets).map(([name, limit]) => `${name} ≤ ${limit}`).join(', ')}; every other page and route ≤ ${OTHER_ROUTES}.`);
if (problems.length > 0) {
  console.error(`\nOver budget or not measured (${problems.length}):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}

/** Opens each landing-like page at each width and adds up the scripts it fetched. */
async function measureInChromium(executablePath) {
  const server = await startBuiltServer({
    // A page view not sampled for real visitors' speed (most of them: decision 053). A sampled one also
    // fetches the speed reporter once the page has loaded and the browser is idle; its size is printed below.
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', SEED_DEMO: 'true', VITALS_SAMPLE_RATE: '0' },
    captureOutput: true,
    timeoutMs: 120_000,
  });
  const browser = await playwright.launch({ executablePath, args: chromiumArgs, headless: true });
  try {
    const base = server.url;
    const signIn = await fetch(`${base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_TRAVELLER) });
    if (!signIn.ok) throw new Error(`Signing in the demo traveller answered ${signIn.status}: ${await signIn.text()}`);
    const { token } = await signIn.json();
    const [tour] = await (await fetch(`${base}/api/routes/destinations?limit=1`)).json();
    // The public page's canonical address, as the server moves a bare /tours/{id} to it.
    const publicTourPath = (await fetch(`${base}/tours/${tour._id}`, { redirect: 'manual' })).headers.get('location');
    const place = { tourId: tour._id, publicTourPath };

    const results = [];
    for (const entry of landingLikePages) {
      const address = entry.path(place);
      const widths = [];
      for (const viewport of viewports) {
        widths.push({ viewport: viewport.width, scripts: await scriptsFetched(browser, `${base}${address}`, viewport, entry.signedIn ? token : null) });
      }
      for (const width of widths) width.total = width.scripts.reduce((sum, script) => sum + script.gzip, 0);
      results.push({ ...entry, path: address, widths });
    }
    return results;
  } catch (error) {
    console.error(server.output());
    throw error;
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** Every script response one page load fetched until the network was idle, with its gzip size. */
async function scriptsFetched(browser, url, viewport, token) {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  // The session lives in localStorage (apps/web/src/lib/session.ts), set before the app's scripts run.
  if (token) await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const responses = [];
  const failures = [];
  context.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const file = response.url().startsWith(new URL(url).origin) ? new URL(response.url()).pathname : response.url();
    responses.push(
      response.body().then(
        (body) => ({ file, gzip: gzipBytes(body) }),
        (error) => {
          failures.push(`${file}: ${error.message}`);
          return null;
        },
      ),
    );
  });
  context.on('requestfailed', (request) => {
    if (request.resourceType() === 'script') failures.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    // The network counts as idle after 500 ms without a request; on a busy machine rendering can
    // take longer than that before the page asks for its next chunk. Done when a second passes
    // with no new script.
    for (let seen = -1; seen !== responses.length; ) {
      seen = responses.length;
      await page.waitForTimeout(1000);
    }
    // A page behind sign-in that moved to the login page would be measured as the wrong page.
    const landed = new URL(page.url());
    if (landed.pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${landed.pathname}, not the page to measure.`);
    const scripts = (await Promise.all(responses)).filter((script) => script !== null);
    if (failures.length > 0) throw new Error(`Scripts of ${url} failed to load:\n  ${failures.join('\n  ')}`);
    return scripts;
  } finally {
    await context.close();
  }
}
