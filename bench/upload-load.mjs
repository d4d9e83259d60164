// The load generator of bench/uploads.mjs, always its own process, so that neither the server nor
// the baseline shares its CPU time with the thing measuring it. It takes one job as JSON on stdin:
//
//   {mode: 'read', url, readers, seconds}
//       `readers` clients each reading `url` again and again for `seconds` (the quiet reference).
//   {mode: 'uploads', base, readUrl, readers, tokens, imageMegabytes}
//       makes one photo-like JPEG per token (camera-sized, about `imageMegabytes` MB, grainy so it
//       does not compress to nothing), prints {ready: true} once they are made, then posts them all
//       at once to /api/moments/create (one per traveller) while `readers` clients read `readUrl`
//       until the last upload has its answer.
//
// It prints one JSON line as its result: the readers' latencies (and the uploads' when there are any).
import { randomBytes } from 'node:crypto';
import { text } from 'node:stream/consumers';

const job = JSON.parse(await text(process.stdin));
const headers = { 'accept-encoding': 'br, gzip' };

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

function summary(latencies, seconds, errors) {
  const sorted = latencies.toSorted((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    errors,
    count: latencies.length,
  };
}

/** `readers` clients, each reading `url` one request after another until `done()` says stop. */
async function read(url, readers, done) {
  const latencies = [];
  let errors = 0;
  const start = performance.now();
  const reader = async () => {
    while (!done()) {
      const begun = performance.now();
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (!response.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - begun);
    }
  };
  await Promise.all(Array.from({ length: readers }, reader));
  return summary(latencies, (performance.now() - start) / 1000, errors);
}

/**
 * A 12-megapixel camera-like JPEG: smooth colour fields (a tiny random image upscaled) under a
 * grain of ±28 per channel, at quality 90: about 5 MB, and a different picture for each call.
 */
async function photo(sharp) {
  const width = 4000;
  const height = 3000;
  const pixels = await sharp(randomBytes(40 * 30 * 3), { raw: { width: 40, height: 30, channels: 3 } }).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  const grain = randomBytes(pixels.length);
  for (let index = 0; index < pixels.length; index++) pixels[index] = Math.max(0, Math.min(255, pixels[index] + (grain[index] % 56) - 28));
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

async function upload(base, token, image, index) {
  const form = new FormData();
  form.append('description', `Bench upload ${index + 1}`);
  form.append('image', new Blob([image], { type: 'image/jpeg' }), `photo-${index + 1}.jpg`);
  const begun = performance.now();
  try {
    const response = await fetch(`${base}/api/moments/create`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const body = await response.text();
    return { ms: performance.now() - begun, status: response.status, error: response.ok ? undefined : body.slice(0, 200) };
  } catch (error) {
    return { ms: performance.now() - begun, status: 0, error: String(error) };
  }
}

let result;
if (job.mode === 'read') {
  const end = performance.now() + job.seconds * 1000;
  result = { reads: await read(job.url, job.readers, () => performance.now() > end) };
} else if (job.mode === 'uploads') {
  const { default: sharp } = await import('sharp');
  const images = [];
  while (images.length < job.tokens.length) images.push(await photo(sharp));
  const megabytes = images.reduce((sum, image) => sum + image.length, 0) / images.length / 1024 / 1024;
  process.stdout.write(`${JSON.stringify({ ready: true, imageMegabytes: megabytes })}\n`);
  // The parent starts sampling the server's memory on `ready`; give it a moment to see the quiet level.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  let finished = false;
  const started = performance.now();
  const uploads = Promise.all(job.tokens.map((token, index) => upload(job.base, token, images[index], index))).finally(() => (finished = true));
  images.length = 0;
  const [reads, answers] = await Promise.all([read(job.readUrl, job.readers, () => finished), uploads]);
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const failures = answers.filter((answer) => answer.status !== 201);
  result = {
    reads,
    imageMegabytes: megabytes,
    uploads: {
      count: answers.length,
      seconds: (performance.now() - started) / 1000,
      p50: percentile(sorted, 50),
      max: sorted.at(-1),
      errors: failures.length,
      statuses: [...new Set(answers.map((answer) => answer.status))],
      firstError: failures[0]?.error,
    },
  };
} else {
  throw new Error(`unknown mode ${job.mode}`);
}
process.stdout.write(`${JSON.stringify(result)}\n`);
