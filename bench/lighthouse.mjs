// Lighthouse 12 on the built site in the system's Chromium: the landing page, Destinations, a
// tour's public page (as a visitor), a tour page and the traveller home, each on mobile (Lighthouse's default: a mid-range phone on a
// slow 4G line, simulated) and desktop. Boots the built server on a fresh embedded database with
// the demo catalogue, signs in the demo traveller for the two pages behind sign-in, prints the
// scores and the JavaScript each page transfers, and exits non-zero when a target of issue 12
// is missed. Without Chromium it says so and skips.
//
//   npm run bench:lighthouse            (CHROMIUM_PATH=… to use another Chromium;
//                                        LIGHTHOUSE_PAGES="public tour page" measures only the pages named;
//                                        LIGHTHOUSE_REPORTS=dir keeps each full report, with its traces'
//                                        main-thread breakdown, for the profile of a miss)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, findChromium } from '../e2e/support/chromium.mjs';
import { startBuiltServer } from '../scripts/built-server.mjs';

/** Issue 12's targets, every page. */
const targets = { performance: { mobile: 95, desktop: 100 }, accessibility: 100, 'best-practices': 100, landingScriptKb: 120 };
const DEMO_TRAVELLER = { email: 'asha@demo.yatrika.in', password: 'yatrika-demo-1' };

const chromium = findChromium();
if (!chromium) {
  console.log('Lighthouse: skipped, no Chromium found (apt-get install -y chromium, or set CHROMIUM_PATH).');
  process.exit(0);
}

const server = await startBuiltServer({ env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', SEED_DEMO: 'true' }, timeoutMs: 120_000 });
const chrome = await chromeLauncher.launch({ chromePath: chromium, chromeFlags: ['--headless=new', ...chromiumArgs] });
const rows = [];
const misses = [];
try {
  const base = server.url;
  const signIn = await fetch(`${base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_TRAVELLER) });
  const { token } = await signIn.json();
  const [tour] = await (await fetch(`${base}/api/routes/destinations?limit=1`)).json();

  // The session lives in localStorage (apps/web/src/lib/session.ts); Lighthouse keeps it (disableStorageReset).
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(`${base}/login`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  // Every run starts with an empty HTTP cache, as a first visit does (the storage reset that
  // would do it also clears the session, so it is off and the cache is emptied here instead).
  const devtools = await page.createCDPSession();
  const emptyCache = () => devtools.send('Network.clearBrowserCache');

  // The public page's canonical address, as the server moves a bare /tours/{id} to it.
  const canonical = (await fetch(`${base}/tours/${tour._id}`, { redirect: 'manual' })).headers.get('location');
  const pages = [
    { name: 'landing', path: '/' },
    { name: 'destinations', path: '/destinations' },
    { name: 'public tour page', path: canonical, visitor: true },
    { name: 'tour page', path: `/dashboard/booknow/${tour._id}` },
    { name: 'traveller home', path: '/login/userdashboard' },
  ];
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
  for (const { name, path, visitor } of pages.filter((entry) => !only || only.includes(entry.name))) {
    // A visitor's page is measured signed out, as someone arriving from a shared link sees it.
    await page.evaluate((value) => (value ? localStorage.setItem('token', value) : localStorage.removeItem('token')), visitor ? null : token);
    for (const form of ['mobile', 'desktop']) {
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'], disableStorageReset: true };
      await emptyCache();
      const { lhr } = await lighthouse(`${base}${path}`, flags, form === 'desktop' ? desktopConfig : undefined);
      if (process.env.LIGHTHOUSE_REPORTS) {
        mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, `${name.replaceAll(' ', '-')}-${form}.json`), JSON.stringify(lhr));
      }
      const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
      const failing = ['accessibility', 'best-practices']
        .flatMap((category) => lhr.categories[category].auditRefs)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => `${audit.id} (${(audit.details?.items ?? []).map((item) => item.node?.snippet ?? item.url ?? '').filter(Boolean).slice(0, 3).join(' ')})`);
      const row = {
        name,
        form,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        scriptKb: (scripts?.transferSize ?? 0) / 1024,
        lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
        failing,
      };
      rows.push(row);
      const where = `${name} (${form})`;
      // A run Lighthouse could not finish (no paint, a protocol timeout) scores 0: say why.
      if (lhr.runtimeError) misses.push(`${where}: Lighthouse could not measure it: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      if (row.performance < targets.performance[form]) misses.push(`${where}: performance ${row.performance} (target ≥ ${targets.performance[form]})`);
      if (row.accessibility < targets.accessibility) misses.push(`${where}: accessibility ${row.accessibility} (target ${targets.accessibility}; failing: ${failing.join(', ')})`);
      if (row.bestPractices < targets['best-practices']) misses.push(`${where}: best practices ${row.bestPractices} (target ${targets['best-practices']}; failing: ${failing.join(', ')})`);
      if (name === 'landing' && row.scriptKb > targets.landingScriptKb) misses.push(`${where}: ${row.scriptKb.toFixed(0)} KB of JavaScript transferred (target ≤ ${targets.landingScriptKb} KB)`);
    }
  }
  await page.close();
  await browser.disconnect();
} finally {
  await chrome.kill();
  await server.stop();
}

console.log(`\n# Lighthouse ${lighthouse.version ?? '12'} in ${chromium}, built site, demo catalogue on embedded PGlite\n`);
console.log('| page | device | performance | accessibility | best practices | LCP s | FCP s | TBT ms | CLS | JS transferred KB |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(`| ${row.name} | ${row.form} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${(row.lcpMs / 1000).toFixed(1)} | ${(row.fcpMs / 1000).toFixed(1)} | ${Math.round(row.tbtMs)} | ${row.cls.toFixed(3)} | ${row.scriptKb.toFixed(1)} |`);
}
console.log('\nLargest contentful paint, per page (mobile):');
for (const row of rows.filter((entry) => entry.form === 'mobile')) console.log(`  ${row.name}: ${row.lcpElement.slice(0, 160)}`);
if (misses.length > 0) {
  console.log(`\nLighthouse targets missed (${misses.length}):`);
  for (const miss of misses) console.log(`  - ${miss}`);
  process.exitCode = 1;
} else {
  console.log('\nEvery Lighthouse target met.');
}
