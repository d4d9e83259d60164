// The travellers' search and suggestions, one client alone, on the synthetic catalogue of
// bench/catalogue.mjs (100,000 tours unless BENCH_TOURS says otherwise), on embedded PGlite and,
// when DATABASE_URL names a PostgreSQL server, on PostgreSQL too. Every request is a different
// search (page sizes 11 to 50), so the server's memory answers none of them. Prints p50/p95/p99
// per kind of search and exits non-zero when a p95 reaches the 10 ms target (decision 026).
//
//   npm run bench:search
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_TOURS=100000 npm run bench:search
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer } from '../scripts/built-server.mjs';
import { preparePglite, preparePostgres } from './databases.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const TOURS = Number(process.env.BENCH_TOURS ?? 100_000);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').filter((kind) => kind !== 'postgres' || process.env.DATABASE_URL);
const TARGET_P95_MS = 10;
const PAGE_SIZES = 20;

/** What travellers type, by kind: the api benchmark's lengths, then typos, other names, stems and several words. */
export const searches = {
  '1 character': ['j', 'a', 'k', 'm', 'r', 's', 'g', 'p', 'u', 'd'],
  '2 characters': ['ja', 'ri', 'ka', 'ma', 'go', 'pu', 'de', 'va', 'ch', 'sh'],
  '3 characters': ['jai', 'ris', 'kas', 'man', 'goa', 'pur', 'del', 'var', 'che', 'shi'],
  '6+ characters': ['jaipur', 'rishikesh', 'kashmir', 'manali', 'pondicherry', 'varanasi', 'darjeeling', 'udaipur', 'munnar', 'houseboat'],
  typos: ['jaipr', 'rishikes', 'udaypur', 'darjeling', 'munar', 'kashmr', 'pondichery', 'varansi', 'mussorie', 'kerela'],
  'other names and stems': ['mysore', 'banaras', 'bombay', 'calcutta', 'madras', 'aurangabad', 'alleppey', 'bangalore', 'trekking', 'houseboats'],
  'several words': ['kerala houseboat', 'jaipur fort palace', 'goa beach villa', 'manali trek', 'rishikesh rafting', 'luxury udaipur lake', 'temple tour tamil nadu', 'winter camping ladakh', 'food trail old delhi', 'family heritage walk'],
};

/** Suggestions as travellers type: every first letters of these, one request each (each a different text, so memory answers none). */
export const suggestions = ['jaipur', 'kerala', 'rishikesh', 'udaypur', 'mysore', 'trekking', 'houseboat', 'darjeling', 'goa beach', 'manali'];

function single(urls) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, 'load.mjs')], { stdio: ['pipe', 'pipe', 'inherit'] });
    child.stdin.end(JSON.stringify({ mode: 'single', urls }));
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output.trim().split('\n').at(-1))) : reject(new Error(`load.mjs exited with ${code}`))));
  });
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '–').padStart(6);
const misses = [];
for (const kind of DATABASES) {
  const database = kind === 'pglite' ? await preparePglite(TOURS) : await preparePostgres(process.env.DATABASE_URL, TOURS);
  let server;
  try {
    server = await startBuiltServer({ env: { ...process.env, ...database.env, LOG_LEVEL: 'warn', SEED_DEMO: 'false', ALLOW_SANDBOX_PAYMENTS: 'true' }, dataDir: database.dataDir, timeoutMs: 120_000 });
    const base = server.url;
    // The catalogue's words and places are read once per change of the catalogue; read them before measuring.
    await fetch(`${base}/api/routes/destinations?q=warm`);
    await fetch(`${base}/api/routes/suggest?q=warm`);
    const rows = [];
    const pages = (url) => Array.from({ length: PAGE_SIZES }, (_, index) => `${url}&limit=${11 + index}`);
    for (const [name, queries] of Object.entries(searches)) {
      rows.push({ name: `search, ${name}`, ...(await single(queries.flatMap((query) => pages(`${base}/api/routes/destinations?q=${encodeURIComponent(query)}`)))) });
    }
    const typed = (word) => Array.from({ length: word.length }, (_, index) => word.slice(0, index + 1)).filter((text) => !text.endsWith(' '));
    rows.push({ name: 'suggestions', ...(await single(suggestions.flatMap((word) => typed(word).map((text) => `${base}/api/routes/suggest?q=${encodeURIComponent(text)}`)))) });
    console.log(`\n## ${database.label}, ${TOURS.toLocaleString('en-IN')} tours: one client, p95 target < ${TARGET_P95_MS} ms\n`);
    console.log('| requests | count | p50 ms | p95 ms | p99 ms | errors |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const row of rows) {
      console.log(`| ${row.name} | ${row.count} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${row.errors} |`);
      if (row.errors > 0 || !(row.p95 < TARGET_P95_MS)) misses.push(`${database.label}: ${row.name} p95 ${row.p95.toFixed(1)} ms, ${row.errors} errors`);
    }
  } finally {
    await server?.stop();
    await database.cleanup();
  }
}
if (misses.length > 0) {
  console.log(`\nTargets missed (${misses.length}):`);
  for (const miss of misses) console.log(`  - ${miss}`);
  process.exitCode = 1;
} else {
  console.log('\nEvery target met.');
}
