// After `vite build`: tell the server what each landing-like page needs early, then
// precompress every text file so the server never compresses a static file per request.
//
// 1. dist/route-preloads.json: for a few first-visit pages, the <link> tags the server adds to
//    index.html for that address: the page's own lazy chunk (and what it imports) as
//    modulepreload, and its LCP picture as a high-priority preload. Without them the browser
//    finds both only after the entry script has run and the router has matched.
// 2. <file>.br (quality 11) and <file>.gz (level 9) beside each text file over 1 KB; the server's
//    static handler sends them to clients that accept them (@fastify/static `preCompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/**
 * Address patterns (as in src/lib/paths.ts; a unit test checks they still exist there), the page
 * module the router loads for them, and the picture that is their largest contentful paint.
 */
export const routePreloads = [
  { pattern: '/', page: 'src/features/landing/pages/landing-page.tsx', images: ['/videos/hero.jpg'] },
  // The first category tile (category-tiles.tsx), its largest paint on phones and desktops alike.
  { pattern: '/destinations', page: 'src/features/catalogue/pages/destinations-page.tsx', images: ['/images/categories/adventure-640.webp'] },
  { pattern: '/destinations/:category', page: 'src/features/catalogue/pages/public-category-page.tsx', images: [] },
  { pattern: '/login/userdashboard', page: 'src/features/home/pages/traveller-home-page.tsx', images: [] },
  { pattern: '/dashboard/booknow/:tourId', page: 'src/features/tour-detail/pages/tour-detail-page.tsx', images: [] },
  // Its picture is preloaded by the server, which knows the tour (apps/server/src/modules/tours/public-tour-head.ts).
  { pattern: '/tours/:tourId/:slug', page: 'src/features/tour-detail/pages/public-tour-page.tsx', images: [] },
];

const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

function preloadTags(manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  // The entry and what it imports statically are already in index.html.
  const inHtml = new Set();
  const closure = (key, seen) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  closure(entryKey, inHtml);
  const tags = {};
  for (const { pattern, page, images } of routePreloads) {
    if (!manifest[page]) throw new Error(`post-build: ${page} is not in the build manifest; update routePreloads.`);
    const keys = [...closure(page, new Set())].filter((key) => !inHtml.has(key));
    tags[pattern] = [
      ...images.map((href) => `<link rel="preload" as="image" href="${href}" fetchpriority="high">`),
      ...keys.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`),
      ...keys.flatMap((key) => manifest[key].css ?? []).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ];
  }
  return tags;
}

function* files(folder) {
  for (const name of readdirSync(folder)) {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

function precompress() {
  let count = 0;
  for (const file of files(dist)) {
    if (!compressible.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
    const bytes = readFileSync(file);
    if (bytes.length < 1024) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    count++;
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  writeFileSync(path.join(dist, 'route-preloads.json'), `${JSON.stringify(preloadTags(manifest), null, 2)}\n`);
  console.log(`post-build: route preloads written, ${precompress()} files precompressed (br, gzip).`);
}
