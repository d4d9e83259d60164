// Where the server's CPU goes under load on one endpoint: boots the built server with
// `node --cpu-prof` on a seeded catalogue, drives the endpoint from bench/load.mjs (its own
// process), stops the server and prints the functions with the most self time.
//
//   node bench/profile.mjs "tour detail" [tours] [pglite|postgres]
//   endpoints: tour detail, destinations, traveller home, search <query>, cold searches, login
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer } from '../scripts/built-server.mjs';
import { BENCH_PASSWORD, travellerEmail } from './catalogue.mjs';
import { preparePglite, preparePostgres } from './databases.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const [endpoint = 'tour detail', tours = '1000', kind = 'pglite'] = process.argv.slice(2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TOP = Number(process.env.PROFILE_TOP ?? 25);

function load(job) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, 'load.mjs')], { stdio: ['pipe', 'pipe', 'inherit'] });
    child.stdin.end(JSON.stringify({ seconds: SECONDS, connections: 50, ...job }));
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`load.mjs exited with ${code}`))));
  });
}

/** Who a profile node belongs to: a package, the PGlite engine, our code, Node itself. */
function owner({ url, functionName }) {
  if (url.startsWith('wasm://')) return 'PGlite engine (WebAssembly)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (/\/(apps|packages)\//.test(url)) return 'Yatrika (apps/, packages/)';
  if (url.startsWith('node:')) return 'Node.js internals';
  return functionName.startsWith('(') ? functionName : 'native (sockets, files, crypto)';
}

/** Self time per function (name, file:line) and per owner, from a V8 .cpuprofile. */
export function topSelfTime(profile, top) {
  const interval = (profile.endTime - profile.startTime) / Math.max(1, profile.samples.length);
  const byFunction = new Map();
  const byOwner = new Map();
  let all = 0;
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.startsWith('wasm://') ? 'wasm' : url ? url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(apps|packages)\//, '$1/') : '';
    const key = url.startsWith('wasm://') ? 'PGlite engine (all WebAssembly functions)' : `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`.trim();
    const self = node.hitCount * interval;
    all += self;
    byFunction.set(key, (byFunction.get(key) ?? 0) + self);
    const who = owner(node.callFrame);
    byOwner.set(who, (byOwner.get(who) ?? 0) + self);
  }
  const ranked = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, micros]) => ({ name, share: micros / all }));
  return { all, rows: ranked(byFunction, top), owners: ranked(byOwner, 12) };
}

const database = kind === 'pglite' ? await preparePglite(Number(tours)) : await preparePostgres(process.env.DATABASE_URL, Number(tours));
const profileDir = mkdtempSync(path.join(tmpdir(), 'yatrika-profile-'));
const server = await startBuiltServer({
  env: { ...process.env, ...database.env, LOG_LEVEL: 'warn', SEED_DEMO: 'false', ALLOW_SANDBOX_PAYMENTS: 'true' },
  dataDir: database.dataDir,
  nodeOptions: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  timeoutMs: 120_000,
});
let result;
try {
  const base = server.url;
  const signIn = await fetch(`${base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: travellerEmail(0), password: BENCH_PASSWORD }) });
  const { token } = await signIn.json();
  const headers = { authorization: `Bearer ${token}` };
  const [tour] = await (await fetch(`${base}/api/routes/destinations?limit=1`)).json();
  if (endpoint === 'tour detail') result = await load({ mode: 'fixed', url: `${base}/api/user/tours/${tour._id}`, headers });
  else if (endpoint === 'traveller home') result = await load({ mode: 'fixed', url: `${base}/api/user/dashboard`, headers });
  else if (endpoint === 'destinations') result = await load({ mode: 'fixed', url: `${base}/api/routes/destinations` });
  else if (endpoint === 'cold searches') {
    // 400 different searches one after another, as bench/api.mjs's single client: none from memory.
    const texts = ['jai', 'ris', 'kas', 'man', 'goa', 'jaipur', 'rishikesh', 'kashmir', 'manali', 'varanasi'];
    const urls = texts.flatMap((text) => Array.from({ length: 40 }, (_, index) => `${base}/api/user/dashboard/search?query=${text}&limit=${11 + index}`));
    result = await load({ mode: 'single', urls, headers });
  } else if (endpoint.startsWith('search ')) result = await load({ mode: 'fixed', url: `${base}/api/user/dashboard/search?query=${encodeURIComponent(endpoint.slice(7))}`, headers });
  else if (endpoint === 'login') {
    const bodies = Array.from({ length: 150 }, (_, index) => JSON.stringify({ email: travellerEmail(20 + index), password: BENCH_PASSWORD }));
    result = await load({ mode: 'rotate', url: `${base}/api/user/login`, bodies });
  } else throw new Error(`unknown endpoint ${endpoint}`);
} finally {
  await server.stop();
  await database.cleanup();
}
const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
const { all, rows, owners } = topSelfTime(JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')), TOP);
console.log(`${endpoint} on ${database.label}, ${tours} tours: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99} ms (profile: ${path.join(profileDir, file)})`);
console.log(`\nSelf time by owner:\n`);
console.log('| self | owner |');
console.log('| ---: | --- |');
for (const row of owners) console.log(`| ${(row.share * 100).toFixed(1)}% | ${row.name} |`);
console.log(`\nTop ${TOP} functions by self time (of ${(all / 1e6).toFixed(1)} s sampled on the server's main thread):\n`);
console.log('| self | function |');
console.log('| ---: | --- |');
for (const row of rows) console.log(`| ${(row.share * 100).toFixed(1)}% | \`${row.name}\` |`);
