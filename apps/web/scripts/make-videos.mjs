// Makes the web app's looping videos, their posters and the landing, catalogue and sign-in
// pictures from the project's own scene artwork (apps/server/src/db/seed/scenes), so nothing
// is downloaded and everything is covered by the project's licence (see NOTICE).
//
// A developer runs it by hand when the artwork or the shot list below changes; the outputs
// are committed as plain files and the build never runs it:
//
//   apt-get install -y ffmpeg        # needed only here, never by the app
//   node apps/web/scripts/make-videos.mjs
//
// Videos are slow pans and zooms over the scenes (Ken Burns) with cross-fades. Each frame is
// the scene's SVG rendered with a moving viewBox, so the motion is sub-pixel smooth, then piped
// as raw RGB to ffmpeg (H.264, yuv420p, +faststart, no audio). The last cross-fade blends back
// into the first frame, so the clip loops without a jump. The quality steps down until the
// file fits its byte budget.
import { spawn } from 'node:child_process';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';

const here = path.dirname(fileURLToPath(import.meta.url));
const publicDir = path.resolve(here, '../public');
const { sceneSvg } = await tsImport('../../server/src/db/seed/scenes/scene.ts', import.meta.url);

/** The scenes' drawing canvas (scenes/canvas.ts). */
const CANVAS = { width: 1200, height: 750 };
const FPS = 24;
const FADE_SECONDS = 0.8;

/**
 * A shot: one scene, and the camera moving from `from` to `to`. A camera is the centre of the
 * view and its width, in canvas units; the height follows from the video's aspect ratio.
 */
const clips = [
  {
    name: 'hero',
    width: 960,
    height: 540,
    maxBytes: 400_000,
    shots: [
      { scene: { kind: 'backwater', time: 'golden', seed: 611 }, seconds: 3.8, from: { x: 600, y: 400, w: 1180 }, to: { x: 640, y: 410, w: 1000 } },
      { scene: { kind: 'mausoleum', time: 'dawn', seed: 612 }, seconds: 3.8, from: { x: 600, y: 360, w: 980 }, to: { x: 600, y: 390, w: 1160 } },
      { scene: { kind: 'snow-trek', time: 'morning', seed: 613 }, seconds: 3.8, from: { x: 540, y: 390, w: 1060 }, to: { x: 660, y: 390, w: 1060 } },
    ],
  },
  {
    name: 'side-1',
    width: 480,
    height: 640,
    maxBytes: 400_000,
    shots: [
      { scene: { kind: 'waterfall', time: 'morning', seed: 621 }, seconds: 4.8, from: { x: 520, y: 380, w: 520 }, to: { x: 680, y: 380, w: 500 } },
      { scene: { kind: 'shikara-lake', time: 'morning', seed: 622 }, seconds: 4.8, from: { x: 720, y: 390, w: 540 }, to: { x: 560, y: 400, w: 500 } },
    ],
  },
  {
    name: 'side-2',
    width: 480,
    height: 640,
    maxBytes: 400_000,
    shots: [
      { scene: { kind: 'ghats', time: 'dusk', seed: 631 }, seconds: 4.8, from: { x: 420, y: 390, w: 540 }, to: { x: 640, y: 390, w: 540 } },
      { scene: { kind: 'desert-dunes', time: 'night', seed: 632 }, seconds: 4.8, from: { x: 640, y: 400, w: 480 }, to: { x: 640, y: 375, w: 560 } },
    ],
  },
];

/** Stills: file name (without extension), scene, output sizes. Categories also make banners. */
const stills = [
  ...[
    ['categories/adventure', { kind: 'mountain-road', time: 'morning', seed: 701 }],
    ['categories/religious', { kind: 'golden-temple', time: 'golden', seed: 702 }],
    ['categories/historical', { kind: 'mausoleum', time: 'morning', seed: 703 }],
    ['categories/romantic', { kind: 'lake-palace', time: 'dusk', seed: 704 }],
  ].flatMap(([name, scene]) => [
    { name: `${name}-640`, scene, width: 640, height: 400 },
    { name: `${name}-1600`, scene, width: 1600, height: 1000 },
  ]),
  ...[
    ['activities/river-rafting', { kind: 'river-rafting', time: 'morning', seed: 711 }],
    ['activities/sky-diving', { kind: 'paragliding', time: 'golden', seed: 712 }],
    ['activities/jungle-safari', { kind: 'waterfall', time: 'golden', seed: 713 }],
    ['activities/trekking', { kind: 'snow-trek', time: 'dawn', seed: 714 }],
    ['activities/deep-sea-diving', { kind: 'underwater', time: 'noon', seed: 715 }],
  ].map(([name, scene]) => ({ name, scene, width: 480, height: 600 })),
  { name: 'auth/traveller', scene: { kind: 'shikara-lake', time: 'golden', seed: 721 }, width: 900, height: 1200 },
  { name: 'auth/admin', scene: { kind: 'hill-fort', time: 'golden', seed: 722 }, width: 900, height: 1200 },
];

/** The scene's SVG with its viewBox set to the camera (fractional: no rounding jitter). */
function framedSvg(svg, camera, aspect) {
  const height = camera.w / aspect;
  const x = camera.x - camera.w / 2;
  const y = camera.y - height / 2;
  if (x < -0.5 || y < -0.5 || x + camera.w > CANVAS.width + 0.5 || y + height > CANVAS.height + 0.5) {
    throw new Error(`Camera ${JSON.stringify(camera)} leaves the canvas`);
  }
  return svg.replace(/viewBox="[^"]*"/, `viewBox="${x.toFixed(3)} ${y.toFixed(3)} ${camera.w.toFixed(3)} ${height.toFixed(3)}"`);
}

const lerp = (a, b, t) => a + (b - a) * t;
const smooth = (t) => t * t * (3 - 2 * t);

async function renderShotFrame(shot, local, clip) {
  const t = Math.min(1, Math.max(0, local / shot.seconds));
  const camera = { x: lerp(shot.from.x, shot.to.x, t), y: lerp(shot.from.y, shot.to.y, t), w: lerp(shot.from.w, shot.to.w, t) };
  const svg = framedSvg(shot.svg, camera, clip.width / clip.height);
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
}

function blend(a, b, weight) {
  const out = Buffer.allocUnsafe(a.length);
  for (let i = 0; i < a.length; i++) out[i] = Math.round(a[i] + (b[i] - a[i]) * weight);
  return out;
}

/**
 * The frame at video time `t`. Shots overlap by FADE_SECONDS; the video starts just after the
 * first shot has faded in, and the last shot fades into the first one's beginning at the end.
 */
async function renderFrame(clip, t) {
  const starts = [];
  let at = 0;
  for (const shot of clip.shots) {
    starts.push(at);
    at += shot.seconds - FADE_SECONDS;
  }
  const loopLength = at;
  const tau = t + FADE_SECONDS;
  const layers = [];
  clip.shots.forEach((shot, i) => {
    const local = tau - starts[i];
    if (local >= 0 && local < shot.seconds) layers.push({ shot, local });
  });
  if (tau >= loopLength) layers.push({ shot: clip.shots[0], local: tau - loopLength });
  if (layers.length === 1) return renderShotFrame(layers[0].shot, layers[0].local, clip);
  // Two layers: the later one (smaller local time) fades in over the earlier one.
  layers.sort((a, b) => b.local - a.local);
  const [outgoing, incoming] = layers;
  const [below, above] = await Promise.all([
    renderShotFrame(outgoing.shot, outgoing.local, clip),
    renderShotFrame(incoming.shot, incoming.local, clip),
  ]);
  return blend(below, above, smooth(incoming.local / FADE_SECONDS));
}

function encode(clip, frames, crf, file) {
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn(
      'ffmpeg',
      [
        '-y', '-loglevel', 'error',
        '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${clip.width}x${clip.height}`, '-r', String(FPS), '-i', '-',
        '-an', '-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', String(crf),
        '-pix_fmt', 'yuv420p', '-profile:v', 'high', '-movflags', '+faststart',
        file,
      ],
      { stdio: ['pipe', 'inherit', 'inherit'] },
    );
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
    for (const frame of frames) ffmpeg.stdin.write(frame);
    ffmpeg.stdin.end();
  });
}

async function makeClip(clip) {
  for (const shot of clip.shots) shot.svg = sceneSvg(shot.scene, clip.width, clip.height);
  const seconds = clip.shots.reduce((total, shot) => total + shot.seconds - FADE_SECONDS, 0);
  const count = Math.round(seconds * FPS);
  const frames = [];
  for (let i = 0; i < count; i++) frames.push(await renderFrame(clip, i / FPS));

  const poster = path.join(publicDir, 'videos', `${clip.name}.jpg`);
  await sharp(frames[0], { raw: { width: clip.width, height: clip.height, channels: 3 } })
    .jpeg({ quality: 78, mozjpeg: true, progressive: true })
    .toFile(poster);

  const file = path.join(publicDir, 'videos', `${clip.name}.mp4`);
  for (let crf = 24; ; crf += 2) {
    await encode(clip, frames, crf, file);
    const { size } = await stat(file);
    if (size <= clip.maxBytes || crf >= 40) {
      console.log(`${clip.name}.mp4: ${seconds.toFixed(1)} s, ${clip.width}x${clip.height}, crf ${crf}, ${(size / 1024).toFixed(0)} KB`);
      return;
    }
  }
}

async function makeStill({ name, scene, width, height }) {
  const file = path.join(publicDir, 'images', `${name}.webp`);
  await mkdir(path.dirname(file), { recursive: true });
  const { size } = await sharp(Buffer.from(sceneSvg(scene, width, height))).webp({ quality: 78, effort: 6 }).toFile(file);
  console.log(`images/${name}.webp: ${width}x${height}, ${(size / 1024).toFixed(0)} KB`);
}

await mkdir(path.join(publicDir, 'videos'), { recursive: true });
for (const still of stills) await makeStill(still);
for (const clip of clips) await makeClip(clip);
