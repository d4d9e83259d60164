// Loaded into the server by `BENCH_MEMORY_BREAKDOWN=1 node bench/uploads.mjs` (node --import, with
// --expose-gc): on SIGUSR2 it writes where the resident memory is to the file named by
// BENCH_MEMORY_PROBE_FILE, as one JSON line, before and after a full garbage collection. MB:
//   rss, heapTotal (V8's heap), external (Buffers and the embedded database's WebAssembly memory),
//   arrayBuffers (Buffers alone), mainArena (glibc's [heap]: the main thread's malloc),
//   otherAnonymous (other anonymous mappings: V8's heap pages, the WebAssembly memory and the
//   other threads' malloc arenas), files (code and mapped files).
import { appendFileSync, readFileSync } from 'node:fs';

const mb = (bytes) => Math.round(bytes / 1024 / 1024);

function mappings() {
  const totals = { mainArena: 0, otherAnonymous: 0, files: 0 };
  let current;
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      const name = header[1];
      current = name === '[heap]' ? 'mainArena' : name === '' ? 'otherAnonymous' : name.startsWith('/') ? 'files' : undefined;
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && current) totals[current] += Number(rss[1]) * 1024;
  }
  return totals;
}

function snapshot() {
  const usage = process.memoryUsage();
  const maps = mappings();
  return Object.fromEntries(Object.entries({ ...usage, ...maps }).map(([key, value]) => [key, mb(value)]));
}

process.on('SIGUSR2', () => {
  const before = snapshot();
  globalThis.gc?.();
  setTimeout(() => appendFileSync(process.env.BENCH_MEMORY_PROBE_FILE, `${JSON.stringify({ before, afterGc: snapshot() })}\n`), 1000);
});
