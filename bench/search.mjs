// The travellers' search and suggestions, one client alone, on the synthetic catalogue of
// bench/catalogue.mjs (100,000 tours unless BENCH_TOURS says otherwise), on embedded PGlite and,
// when DATABASE_URL names a PostgreSQL server, on PostgreSQL too. Every request is a different
// search (page sizes 11 to 50), so the server's memory answers none of them. Prints p50/p95/p99
// per kind of search and exits non-zero when a p95 reaches its target: 10 ms up to 100,000 tours,
// 20 ms at 1,000,000 (decision 026).
//
// It also reads the server's event-loop delay (Node's perf_hooks.monitorEventLoopDelay, which the
// server's Prometheus metrics carry: `/metrics` answers only with METRICS_TOKEN set, as here) over
// two stretches: the first search, which builds the lexicon, with other requests beside it; and
// searches, suggestions and lists side by side. Budget: no turn of the event loop past 50 ms
// (decision 052).
//
//   npm run bench:search
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_TOURS=100000 npm run bench:search
//   BENCH_TOURS=1000000 BENCH_DATABASES=postgres BENCH_KEEP_DATABASE=true DATABASE_URL=… node bench/search.mjs
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer } from '../scripts/built-server.mjs';
import { preparePglite, preparePostgres } from './databases.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const TOURS = Number(process.env.BENCH_TOURS ?? 100_000);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').filter((kind) => kind !== 'postgres' || process.env.DATABASE_URL);
const TARGET_P95_MS = TOURS > 100_000 ? 20 : 10;
const PAGE_SIZES = 20;
/** No request's work may hold the event loop longer than this, rebuilds of the search's lexicon included. */
const MAX_EVENT_LOOP_DELAY_MS = 50;
const METRICS_TOKEN = 'bench-metrics-token';
const SIDE_BY_SIDE_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

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
  return load({ mode: 'single', urls });
}

function load(job) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, 'load.mjs')], { stdio: ['pipe', 'pipe', 'inherit'] });
    child.stdin.end(JSON.stringify(job));
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output.trim().split('\n').at(-1))) : reject(new Error(`load.mjs exited with ${code}`))));
  });
}

/**
 * The server's event-loop delay since the previous call, in ms: prom-client's histogram
 * (monitorEventLoopDelay, 10 ms resolution) is read and reset by each scrape of /metrics.
 */
async function eventLoopDelay(base) {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const seconds = (name) => Number(new RegExp(`^${name} ([0-9.e+-]+)`, 'm').exec(text)?.[1] ?? NaN);
  return { max: seconds('nodejs_eventloop_lag_max_seconds') * 1000, p99: seconds('nodejs_eventloop_lag_p99_seconds') * 1000, p50: seconds('nodejs_eventloop_lag_p50_seconds') * 1000 };
}

/** Requests of every kind one after another by one client, as long as `until` has not settled. */
async function searchingUntil(base, until) {
  let done = false;
  until.then(
    () => (done = true),
    () => (done = true),
  );
  let count = 0;
  const queries = Object.values(searches).flat();
  while (!done) {
    const query = queries[count % queries.length];
    await fetch(`${base}/api/routes/destinations?q=${encodeURIComponent(query)}&limit=${11 + (count % 40)}`).then((response) => response.arrayBuffer());
    await fetch(`${base}/api/routes/suggest?q=${encodeURIComponent(query.slice(0, 2 + (count % 6)))}`).then((response) => response.arrayBuffer());
    count++;
  }
  return count;
}

/** Four clients loading `url` again and again until `until` settles; answers how many were answered. */
async function listingUntil(url, until) {
  let done = false;
  until.then(
    () => (done = true),
    () => (done = true),
  );
  let count = 0;
  const client = async () => {
    while (!done) {
      await fetch(url).then((response) => response.arrayBuffer());
      count++;
    }
  };
  await Promise.all([client(), client(), client(), client()]);
  return count;
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '–').padStart(6);
const misses = [];
for (const kind of DATABASES) {
  const database = kind === 'pglite' ? await preparePglite(TOURS) : await preparePostgres(process.env.DATABASE_URL, TOURS);
  let server;
  try {
    server = await startBuiltServer({
      env: { ...process.env, ...database.env, LOG_LEVEL: 'warn', SEED_DEMO: 'false', ALLOW_SANDBOX_PAYMENTS: 'true', METRICS_TOKEN },
      dataDir: database.dataDir,
      timeoutMs: 300_000,
    });
    const base = server.url;
    const delays = [];
    // The first search builds the lexicon (every word of the catalogue); other visitors' lists go on beside it.
    await eventLoopDelay(base);
    const firstStarted = performance.now();
    const firstSearch = fetch(`${base}/api/routes/destinations?q=warm`).then((response) => response.arrayBuffer());
    const [, listedBeside] = await Promise.all([firstSearch, listingUntil(`${base}/api/routes/destinations`, firstSearch)]);
    const firstMs = performance.now() - firstStarted;
    delays.push({ name: `first search (builds the lexicon: ${firstMs.toFixed(0)} ms) beside ${listedBeside} Destinations`, ...(await eventLoopDelay(base)) });
    await fetch(`${base}/api/routes/suggest?q=warm`);
    const rows = [];
    const pages = (url) => Array.from({ length: PAGE_SIZES }, (_, index) => `${url}&limit=${11 + index}`);
    for (const [name, queries] of Object.entries(searches)) {
      rows.push({ name: `search, ${name}`, ...(await single(queries.flatMap((query) => pages(`${base}/api/routes/destinations?q=${encodeURIComponent(query)}`)))) });
    }
    const typed = (word) => Array.from({ length: word.length }, (_, index) => word.slice(0, index + 1)).filter((text) => !text.endsWith(' '));
    rows.push({ name: 'suggestions', ...(await single(suggestions.flatMap((word) => typed(word).map((text) => `${base}/api/routes/suggest?q=${encodeURIComponent(text)}`)))) });
    // Side by side: a client searching and typing while others load lists, for SIDE_BY_SIDE_SECONDS.
    await eventLoopDelay(base);
    const lists = load({ mode: 'fixed', url: `${base}/api/routes/adventure`, connections: 4, seconds: SIDE_BY_SIDE_SECONDS });
    const searched = await searchingUntil(base, lists);
    const listed = await lists;
    delays.push({ name: `${searched} searches and suggestions beside category lists at ${Math.round(listed.requestsPerSecond)} req/s`, ...(await eventLoopDelay(base)) });
    console.log(`\n## ${database.label}, ${TOURS.toLocaleString('en-IN')} tours: one client, p95 target < ${TARGET_P95_MS} ms\n`);
    console.log('| requests | count | p50 ms | p95 ms | p99 ms | errors |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const row of rows) {
      console.log(`| ${row.name} | ${row.count} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${row.errors} |`);
      if (row.errors > 0 || !(row.p95 < TARGET_P95_MS)) misses.push(`${database.label}: ${row.name} p95 ${row.p95.toFixed(1)} ms, ${row.errors} errors`);
    }
    console.log(`\nEvent-loop delay of the server (budget: max < ${MAX_EVENT_LOOP_DELAY_MS} ms):\n`);
    console.log('| while | p50 ms | p99 ms | max ms |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const delay of delays) {
      console.log(`| ${delay.name} | ${ms(delay.p50)} | ${ms(delay.p99)} | ${ms(delay.max)} |`);
      if (!(delay.max < MAX_EVENT_LOOP_DELAY_MS)) misses.push(`${database.label}: event-loop delay ${delay.max.toFixed(0)} ms during ${delay.name}`);
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
