import { between, H, mix, n, type Point, type Sketch, W } from './canvas.ts';
import { archRow, battlements, boulderPile, chhatri, ellipsePath, gopuram, gopuramDetails, onionDome, pyramidTower, shikhara, shikharaBands } from './landmarks.ts';
import { boat, chorten, palm, poplar, prayerFlags, roundTree } from './nature.ts';
import { drawSky, sunAt, tone, type Palette } from './sky.ts';
import { areaBelow, drawHills, drawMist, drawMountains, drawWater, heightAt, jagged, rangeKeys, rolling } from './terrain.ts';

// Landscapes built around a monument: temples, forts, palaces, ghats.

const windowTone = (palette: Palette, unlit: string) => (palette.lampsLit ? palette.lamp : tone(palette, unlit));
const sideOf = (sunX: number) => (sunX < W / 2 ? 'right' : 'left');

/** Flat-roofed houses along a waterfront, windows lit after dark. */
function waterfront(sketch: Sketch, palette: Palette, ground: number, from: number, to: number, minH: number, maxH: number, colors: readonly string[]) {
  const { rng } = sketch;
  const walls: string[] = [];
  const windows: string[] = [];
  for (let x = from; x < to; ) {
    const w = between(rng, 50, 120);
    const h = between(rng, minH, maxH);
    const color = tone(palette, colors[Math.floor(rng() * colors.length)]!, 0.12);
    walls.push(`<path d="M${n(x)} ${n(ground)} V${n(ground - h)} h${n(w)} V${n(ground)} Z" fill="${color}"/>`);
    if (rng() < 0.3) walls.push(`<path d="${chhatri(x + w / 2, ground - h, w * 0.35)}" fill="${color}"/>`);
    if (rng() < 0.3) walls.push(`<path d="${shikhara(x + w / 2, ground - h + 2, Math.min(w * 1.6, h * 0.8))}" fill="${color}"/>`);
    // A few arched windows and balconies per floor, not an office grid.
    for (let wy = ground - h + 16; wy < ground - 24; wy += 30) {
      const count = 1 + Math.floor(rng() * 3);
      if (rng() < 0.3) continue;
      windows.push(archRow(x + 6, wy, w - 12, 14, count, 0.6));
    }
    x += w + between(rng, -8, 2);
  }
  sketch.draw(walls.join(''));
  sketch.draw(`<path d="${windows.join(' ')}" fill="${windowTone(palette, '#3a2a22')}" opacity="0.85"/>`);
}

/** Varanasi at aarti: ghats stepping down to the river, boats and floating lamps. */
export function ghats(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  const sunX = between(rng, 250, 950);
  const ghatTop = 420;
  const river = 480;
  sketch.open('above');
  drawSky(sketch, palette, { horizon: ghatTop, sun: sunAt(palette, sunX, between(rng, 170, 250), 40), clouds: 5, stars: palette.night ? 120 : 0 });
  waterfront(sketch, palette, ghatTop, -20, W + 20, 60, 170, ['#d9a066', '#c98f6b', '#e3c193', '#b86e4b', '#d7b8a0']);
  const steps: string[] = [];
  for (let y = ghatTop; y < river; y += 7) steps.push(`M0 ${n(y)} H${W}`);
  sketch.draw(`<rect x="0" y="${ghatTop}" width="${W}" height="${river - ghatTop}" fill="${tone(palette, '#c9a27a')}"/>`);
  sketch.draw(`<path d="${steps.join(' ')}" stroke="${tone(palette, '#8a6a4f')}" stroke-width="2" opacity="0.6"/>`);
  // Bamboo umbrellas on the steps.
  const umbrellas: string[] = [];
  for (let i = 0; i < 9; i += 1) {
    const x = between(rng, 20, W - 20);
    const y = between(rng, ghatTop + 25, river - 8);
    umbrellas.push(`M${n(x - 1.5)} ${n(y)} v-30 h3 v30 Z M${n(x - 28)} ${n(y - 28)} Q${n(x)} ${n(y - 52)} ${n(x + 28)} ${n(y - 28)} Z`);
  }
  sketch.draw(`<path d="${umbrellas.join(' ')}" fill="${tone(palette, '#7a4a2a')}"/>`);
  // Aarti flames held up on the ghat.
  if (palette.lampsLit) {
    const flames: string[] = [];
    const halo = sketch.glow(palette.lamp, 0.7);
    for (let i = 0; i < 5; i += 1) {
      const x = 360 + i * 120;
      flames.push(`<circle cx="${x}" cy="${ghatTop + 12}" r="40" fill="${halo}"/><path d="M${x - 7} ${ghatTop + 24} Q${x} ${ghatTop - 6} ${x + 7} ${ghatTop + 24} Z" fill="${palette.lamp}"/>`);
    }
    sketch.draw(flames.join(''));
  }
  sketch.close();
  drawWater(sketch, palette, { top: river, mirror: 'above', glitter: sunX, tint: '#4a4a6a' });
  const hull = tone(palette, '#2a1c16');
  sketch.draw(boat(between(rng, 200, 400), 600, 260, hull) + boat(between(rng, 800, 1000), 660, 330, hull) + boat(between(rng, 500, 700), 540, 150, hull));
  const lamps: string[] = [];
  const halo = sketch.glow(palette.lamp, 0.55);
  for (let i = 0; i < 46; i += 1) {
    const y = between(rng, river + 20, H - 10);
    const r = 1.5 + ((y - river) / (H - river)) * 3.5;
    const x = between(rng, 0, W);
    lamps.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 4)}" fill="${halo}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${palette.lamp}"/>`);
  }
  sketch.draw(lamps.join(''));
}

/** The Golden Temple in its sarovar, the white marble parikrama behind. */
export function goldenTemple(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  const water = 470;
  const cx = between(rng, 560, 660);
  sketch.open('above');
  drawSky(sketch, palette, { horizon: 420, sun: sunAt(palette, between(rng, 150, 350), between(rng, 120, 200)), clouds: 5, stars: palette.night ? 140 : 0 });
  const marble = tone(palette, '#efe9dd', 0.1);
  const dark = windowTone(palette, '#8b8070');
  // The parikrama: a long two-storey marble range with kiosks and two clock-tower bungas.
  sketch.draw(`<rect x="-10" y="360" width="${W + 20}" height="${water - 360}" fill="${marble}"/>`);
  sketch.draw(`<path d="${archRow(-10, 380, W + 20, 30, 40)} ${archRow(-10, 425, W + 20, 34, 40)}" fill="${dark}" opacity="0.8"/>`);
  let kiosks = '';
  for (let x = 30; x < W; x += 110) kiosks += chhatri(x, 360, 30);
  kiosks += `M120 360 V220 h60 V360 Z ${onionDome(150, 220, 34)} M1020 360 V230 h56 V360 Z ${onionDome(1048, 230, 32)}`;
  sketch.draw(`<path d="${kiosks}" fill="${marble}"/>`);
  sketch.draw(`<path d="${archRow(128, 240, 44, 100, 2)} ${archRow(1026, 250, 44, 90, 2)}" fill="${dark}" opacity="0.7"/>`);
  // Harmandir Sahib: two gilded storeys, corner kiosks and the great fluted dome.
  const gold = tone(palette, '#e8b23a');
  const goldShade = tone(palette, '#a86e18');
  const base = water - 6;
  sketch.draw(`<rect x="${n(cx - 130)}" y="${n(base)}" width="260" height="10" fill="${marble}"/>`);
  sketch.draw(
    `<path d="M${n(cx - 115)} ${n(base)} V${n(base - 80)} h230 V${n(base)} Z M${n(cx - 88)} ${n(base - 80)} V${n(base - 130)} h176 V${n(base - 80)} Z ` +
      `${chhatri(cx - 105, base - 80, 26)} ${chhatri(cx + 105, base - 80, 26)} ${chhatri(cx - 78, base - 130, 22)} ${chhatri(cx + 78, base - 130, 22)} ` +
      `M${n(cx - 40)} ${n(base - 130)} v-12 h80 v12 Z ${onionDome(cx, base - 142, 60)}" fill="${gold}"/>`,
  );
  const flutes: string[] = [];
  for (let i = -3; i <= 3; i += 1) flutes.push(`M${n(cx + i * 12)} ${n(base - 146)} Q${n(cx + i * 16)} ${n(base - 200)} ${n(cx + i * 2)} ${n(base - 262)}`);
  sketch.draw(`<path d="${flutes.join(' ')}" stroke="${goldShade}" stroke-width="2" fill="none" opacity="0.6"/>`);
  sketch.draw(`<path d="${archRow(cx - 110, base - 70, 220, 58, 7)} ${archRow(cx - 84, base - 122, 168, 36, 6)}" fill="${windowTone(palette, '#6b3f12')}"/>`);
  // The causeway from the Darshani Deorhi.
  sketch.draw(`<path d="M-10 ${n(base - 4)} H${n(cx - 115)} V${n(base + 8)} H-10 Z" fill="${marble}"/>`);
  const posts: string[] = [];
  for (let x = 10; x < cx - 120; x += 34) posts.push(`M${n(x)} ${n(base - 4)} v-22 h4 v22 Z M${n(x + 2)} ${n(base - 30)} m-5 0 a5 5 0 1 0 10 0 a5 5 0 1 0 -10 0`);
  sketch.draw(`<path d="${posts.join(' ')}" fill="${gold}"/>`);
  sketch.close();
  drawWater(sketch, palette, { top: water, mirror: 'above', calm: true, tint: '#3d5a6a', ripples: 50 });
}

/** A stone temple under a great snow peak (Kedarnath). */
export function mountainTemple(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  const sunX = between(rng, 150, 1050);
  drawSky(sketch, palette, { horizon: 420, sun: sunAt(palette, sunX, between(rng, 70, 130), 30), clouds: 3, stars: palette.night ? 180 : 0 });
  drawMountains(sketch, palette, {
    keys: [[-40, 330], [220, 200], [380, 260], [620, 60], [860, 250], [1020, 170], [W + 40, 300]],
    color: tone(palette, '#8491a8', 0.3),
    snowline: 270,
    shadow: sideOf(sunX),
    shadowOpacity: 0.28,
  });
  drawMist(sketch, palette.haze, 360, 110, 0.5);
  const valley = rolling(rng, 520, 16, 2);
  drawHills(sketch, valley, tone(palette, '#6b6b5a', 0.15));
  const stone = tone(palette, '#9a9488');
  const stoneDark = tone(palette, '#5f5a52');
  const cx = between(rng, 540, 660);
  const base = 600;
  sketch.draw(`<path d="M${n(cx - 200)} ${base + 12} h400 v-24 h-400 Z" fill="${stoneDark}"/>`);
  sketch.draw(`<path d="M${n(cx - 90)} ${base - 12} V${base - 80} h180 V${base - 12} Z ${shikhara(cx, base - 78, 260, 190)} M${n(cx - 170)} ${base - 12} V${base - 70} h110 V${base - 12} Z M${n(cx - 180)} ${base - 70} L${n(cx - 115)} ${base - 130} L${n(cx - 50)} ${base - 70} Z" fill="${stone}"/>`);
  sketch.draw(`<path d="${shikharaBands(cx, base - 78, 260, 190, 12)}" stroke="${stoneDark}" stroke-width="3" opacity="0.6"/>`);
  sketch.draw(`<path d="M${n(cx - 20)} ${base - 12} v-44 q20 -18 40 0 v44 Z M${n(cx - 130)} ${base - 12} v-36 q15 -12 30 0 v36 Z" fill="${windowTone(palette, '#2a2520')}"/>`);
  const plaza = sketch.vertical([[0, tone(palette, '#8d877b')], [1, tone(palette, '#5e594f')]], base + 12, H);
  sketch.draw(`<rect x="0" y="${base + 12}" width="${W}" height="${H - base}" fill="${plaza}"/>`);
  // Saffron and red pennants on the path up.
  sketch.draw(prayerFlags(rng, [-10, 470], [cx - 160, 560], 20, 12, 18, ['#e8632c', '#d2392f', '#f2a230']));
}

/** Painted gopurams rising over a temple tank with a pillared cloister. */
export function templeTank(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  const tank = 520;
  sketch.open('above');
  drawSky(sketch, palette, { horizon: 470, sun: sunAt(palette, between(rng, 150, 1050), between(rng, 80, 150)), clouds: 6, stars: palette.night ? 120 : 0 });
  const towers = [
    { cx: between(rng, 140, 260), h: 250, distance: 0.45 },
    { cx: between(rng, 940, 1080), h: 300, distance: 0.35 },
    { cx: between(rng, 520, 700), h: 420, distance: 0 },
  ];
  const paint = ['#d8453a', '#2f7fd0', '#2f9e55', '#f2c230', '#e07bb0', '#ffffff'];
  for (const tower of towers) {
    const base = 420;
    const d = gopuram(tower.cx, base, tower.h, tower.h * 0.6, 9);
    sketch.draw(`<path d="${d}" fill="${tone(palette, '#d6a276', tower.distance)}"/>`);
    const clip = sketch.clip(d);
    // Painted figures crowd every tier: small blocks of colour, softened by distance.
    const figures: string[] = [];
    for (let i = 0; i < tower.h * 0.5; i += 1) {
      const y = between(rng, base - tower.h * 0.86, base);
      const half = tower.h * 0.3 * (1 - (0.55 * (base - y)) / (tower.h * 0.86));
      const x = tower.cx + between(rng, -half, half);
      const size = tower.h / 60;
      figures.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(size * 1.4)}" height="${n(size * 2.6)}" fill="${tone(palette, paint[i % paint.length]!, tower.distance + 0.1)}"/>`);
    }
    sketch.draw(`<g clip-path="${clip}" opacity="0.55">${figures.join('')}</g>`);
    sketch.draw(`<path d="${gopuramDetails(tower.cx, base, tower.h, tower.h * 0.6, 9)}" fill="${tone(palette, '#7a4a30', tower.distance)}" opacity="0.85"/>`);
  }
  // The cloister round the tank.
  const stone = tone(palette, '#c9b89a');
  sketch.draw(`<rect x="-10" y="420" width="${W + 20}" height="${tank - 420}" fill="${stone}"/><rect x="-10" y="414" width="${W + 20}" height="10" fill="${tone(palette, '#a8957a')}"/>`);
  sketch.draw(`<path d="${archRow(-10, 436, W + 20, 60, 30, 0.25)}" fill="${windowTone(palette, '#4a3a2c')}" opacity="0.8"/>`);
  sketch.draw(`<path d="M-10 ${tank - 14} h${W + 20} v14 h${-W - 20} Z" fill="${tone(palette, '#b3a286')}"/>`);
  sketch.close();
  drawWater(sketch, palette, { top: tank, mirror: 'above', calm: true, tint: '#2f6a6a', ripples: 40 });
  const steps: string[] = [];
  for (let i = 0; i < 8; i += 1) steps.push(`M-10 ${H - i * 12} h${W + 20}`);
  sketch.draw(`<rect x="-10" y="${H - 90}" width="${W + 20}" height="100" fill="${tone(palette, '#bda98a')}"/>`);
  sketch.draw(`<path d="${steps.join(' ')}" stroke="${tone(palette, '#8f7d62')}" stroke-width="2"/>`);
}

/** A pyramidal temple tower with four corner spires and the bodhi tree beside it. */
export function bodhiTemple(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  drawSky(sketch, palette, { horizon: 520, sun: sunAt(palette, between(rng, 800, 1100), between(rng, 150, 300), 38), clouds: 4 });
  const far = rolling(rng, 500, 10, 2);
  let trees = '';
  for (let x = -20; x < W + 20; x += between(rng, 30, 60)) trees += roundTree(rng, x, heightAt(far, x) + 10, between(rng, 40, 70));
  sketch.draw(`<g fill="${tone(palette, '#4a6a3a', 0.5)}">${trees}</g>`);
  drawHills(sketch, far, tone(palette, '#6f8f4a', 0.3));
  const cx = between(rng, 640, 760);
  const base = 600;
  const stone = tone(palette, '#c7b08c');
  const shade = tone(palette, '#8a7558');
  sketch.draw(
    `<path d="M${n(cx - 150)} ${base} v-46 h300 v46 Z ${pyramidTower(cx, base - 46, 380, 170)} ${pyramidTower(cx - 110, base - 46, 120, 54)} ${pyramidTower(cx + 110, base - 46, 120, 54)}" fill="${stone}"/>`,
  );
  const tiers: string[] = [];
  for (let i = 1; i < 14; i += 1) {
    const y = base - 46 - i * 24;
    const half = 85 - (85 - 24) * (i / 15.8);
    tiers.push(`M${n(cx - half)} ${n(y)} H${n(cx + half)}`);
  }
  sketch.draw(`<path d="${tiers.join(' ')}" stroke="${shade}" stroke-width="3" opacity="0.7"/>`);
  sketch.draw(`<path d="${archRow(cx - 40, base - 200, 80, 60, 1)} ${archRow(cx - 30, base - 110, 60, 64, 1)}" fill="${windowTone(palette, '#4a3a28')}"/>`);
  // The bodhi tree: a broad, low canopy on a thick trunk that forks into boughs.
  const canopy = tone(palette, '#3f6b34');
  const tx = cx - between(rng, 360, 420);
  let masses =
    `<path d="M${n(tx - 26)} ${base} Q${n(tx - 10)} ${base - 90} ${n(tx - 70)} ${base - 200} L${n(tx - 52)} ${base - 206} Q${n(tx)} ${base - 130} ${n(tx + 10)} ${base - 210} ` +
    `L${n(tx + 26)} ${base - 206} Q${n(tx + 20)} ${base - 120} ${n(tx + 90)} ${base - 190} L${n(tx + 100)} ${base - 178} Q${n(tx + 30)} ${base - 100} ${n(tx + 30)} ${base} Z"/>`;
  for (let i = 0; i < 40; i += 1) {
    const a = between(rng, -0.15, Math.PI + 0.15);
    const d = between(rng, 40, 230);
    masses += `<circle cx="${n(tx + Math.cos(a) * d * 1.15)}" cy="${n(base - 230 - Math.sin(a) * d * 0.45)}" r="${n(between(rng, 34, 58))}"/>`;
  }
  sketch.draw(`<g fill="${canopy}">${masses}</g>`);
  const lawn = sketch.vertical([[0, tone(palette, '#8fae55')], [1, tone(palette, '#5f8a3c')]], base, H);
  sketch.draw(`<rect x="0" y="${base}" width="${W}" height="${H - base}" fill="${lawn}"/>`);
  const railing: string[] = [];
  for (let x = 0; x < W; x += 26) railing.push(`M${x} ${H - 40} v-60 h12 v60 Z`);
  sketch.draw(`<path d="${railing.join(' ')} M0 ${H - 100} h${W} v10 h${-W} Z M0 ${H - 60} h${W} v8 h${-W} Z" fill="${tone(palette, '#b59c78')}"/>`);
}

/** A monastery climbing a hillside under snow peaks, prayer flags in front. */
export function monastery(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  const sunX = between(rng, 150, 1050);
  drawSky(sketch, palette, { horizon: 380, sun: sunAt(palette, sunX, between(rng, 70, 140)), clouds: 5, stars: palette.night ? 180 : 0 });
  drawMountains(sketch, palette, { keys: rangeKeys(rng, 4, 120, 320), color: tone(palette, '#8b98b0', 0.4), snowline: 230, shadow: sideOf(sunX) });
  drawMist(sketch, palette.haze, 300, 110, 0.5);
  const hill = jagged(rng, [[-40, 560], [300, 470], [620, 360], [900, 390], [W + 40, 470]], 0.06, 4);
  drawHills(sketch, hill, tone(palette, '#557a45', 0.1));
  const white = tone(palette, '#f3efe6');
  const maroon = tone(palette, '#7a2630');
  const blocks: Point[] = [];
  for (let i = 0; i < 16; i += 1) blocks.push([between(rng, 380, 1060), 0]);
  blocks.sort((a, b) => heightAt(hill, a[0]) - heightAt(hill, b[0]));
  const walls: string[] = [];
  const bands: string[] = [];
  const windows: string[] = [];
  for (const [x] of blocks) {
    const ground = heightAt(hill, x) + 30;
    const w = between(rng, 50, 110);
    const h = between(rng, 40, 80);
    walls.push(`M${n(x)} ${n(ground)} V${n(ground - h)} h${n(w)} V${n(ground)} Z`);
    bands.push(`M${n(x)} ${n(ground - h)} h${n(w)} v8 h${n(-w)} Z`);
    for (let wx = x + 8; wx < x + w - 10; wx += 16) windows.push(`M${n(wx)} ${n(ground - h + 18)} h7 v10 h-7 Z`);
  }
  // Draw the lower (nearer) buildings last so they overlap the ones above.
  sketch.draw(`<path d="${walls.reverse().join(' ')}" fill="${white}"/>`);
  sketch.draw(`<path d="${bands.join(' ')}" fill="${maroon}"/><path d="${windows.join(' ')}" fill="${windowTone(palette, '#2a1a1a')}"/>`);
  const top = heightAt(hill, 660);
  const gold = tone(palette, '#d9a73a');
  sketch.draw(`<path d="M600 ${n(top + 10)} V${n(top - 90)} h140 V${n(top + 10)} Z" fill="${white}"/><path d="M600 ${n(top - 90)} h140 v16 h-140 Z" fill="${maroon}"/>`);
  sketch.draw(`<path d="M580 ${n(top - 86)} Q600 ${n(top - 100)} 615 ${n(top - 130)} H725 Q740 ${n(top - 100)} 760 ${n(top - 86)} Z M650 ${n(top - 130)} l20 -30 l20 30 Z" fill="${gold}"/>`);
  const ground = jagged(rng, [[-40, 640], [400, 680], [W + 40, 720]], 0.05, 3);
  drawHills(sketch, ground, tone(palette, '#4a6a34'));
  sketch.draw(chorten(130, heightAt(ground, 130) + 6, 150, white, gold));
  sketch.draw(prayerFlags(rng, [210, 470], [W + 20, 560], 26, 22, 24));
}

/** Hampi: granite boulder hills, a temple tower, a pillared hall and a coracle on the river. */
export function boulderRuins(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  const river = 560;
  const sunX = between(rng, 150, 1050);
  sketch.open('above');
  drawSky(sketch, palette, { horizon: 460, sun: sunAt(palette, sunX, between(rng, 120, 260), 38), clouds: 5 });
  const granite = ['#c98a62', '#b97850', '#a86a44'];
  for (let i = 0; i < 3; i += 1) {
    const distance = 0.25 - i * 0.1;
    const lit = tone(palette, mix(granite[i]!, '#fff0d8', 0.25), distance);
    const dark = tone(palette, mix(granite[i]!, '#3a2010', 0.45), distance);
    for (let k = 0; k < 4; k += 1) {
      const { mound, boulders } = boulderPile(between(rng, 0, W), 480 + i * 25, between(rng, 180, 340) * (1 - i * 0.15), rng);
      // Each boulder over its own shadow: a dark crescent on the underside separates the rocks.
      const shadows = boulders.map((b) => ellipsePath(b, 1, 2, 3)).join(' ');
      const rocks = boulders.map((b) => ellipsePath(b, 0.96, -1, -1)).join(' ');
      sketch.draw(`<path d="${mound} ${shadows}" fill="${dark}"/><path d="${rocks}" fill="${lit}"/>`);
    }
  }
  const plain = rolling(rng, 500, 8, 2);
  drawHills(sketch, plain, tone(palette, '#8a9a55', 0.2));
  const stone = tone(palette, '#c8b490', 0.05);
  const tx = between(rng, 300, 420);
  const detail = tone(palette, '#7a6448', 0.05);
  sketch.draw(`<path d="${gopuram(tx, 520, 340, 190, 9)}" fill="${stone}"/><path d="${gopuramDetails(tx, 520, 340, 190, 9)}" fill="${detail}" opacity="0.8"/>`);
  // A pillared mandapa: a flat slab roof on rows of square columns.
  const mx = between(rng, 700, 820);
  const hall = `M${n(mx)} 520 V420 h330 V520 Z`;
  sketch.draw(`<path d="M${n(mx - 14)} 420 h358 v-18 h-358 Z M${n(mx + 20)} 402 h290 v-14 h-290 Z" fill="${stone}"/>`);
  const cols: string[] = [];
  for (let x = mx; x < mx + 330; x += 30) cols.push(`M${n(x)} 520 V420 h14 V520 Z`);
  sketch.draw(`<path d="${hall}" fill="${tone(palette, '#4a3a2c', 0.05)}" opacity="0.7"/><path d="${cols.join(' ')}" fill="${stone}"/>`);
  let palms = '';
  for (let i = 0; i < 7; i += 1) palms += palm(rng, between(rng, 0, W), 545, between(rng, 90, 170), between(rng, -30, 30));
  sketch.draw(`<g fill="${tone(palette, '#2f5a2c', 0.05)}">${palms}</g>`);
  sketch.draw(`<path d="${areaBelow(rolling(rng, 545, 6, 3), river + 5, true)}" fill="${tone(palette, '#6f8a3f')}"/>`);
  sketch.close();
  drawWater(sketch, palette, { top: river, mirror: 'above', glitter: sunX, tint: '#3f6a6a', ripples: 50 });
  const cx = between(rng, 520, 820);
  sketch.draw(`<ellipse cx="${n(cx)}" cy="660" rx="80" ry="22" fill="${tone(palette, '#4a3322')}"/><ellipse cx="${n(cx)}" cy="654" rx="66" ry="13" fill="${tone(palette, '#2e1f14')}"/>`);
  sketch.draw(`<path d="M${n(cx - 8)} 656 v-44 h16 v44 Z" fill="${tone(palette, '#2a2a40')}"/><circle cx="${n(cx)}" cy="604" r="10" fill="${tone(palette, '#3a2418')}"/><path d="M${n(cx + 6)} 620 L${n(cx + 70)} 690" stroke="${tone(palette, '#3a2418')}" stroke-width="4"/>`);
}

/** A hill fort: walls snaking along the ridges, the palace above a lake. */
export function hillFort(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  const lake = 560;
  const sunX = between(rng, 150, 1050);
  sketch.open('above');
  drawSky(sketch, palette, { horizon: 420, sun: sunAt(palette, sunX, between(rng, 100, 220), 36), clouds: 4, stars: palette.night ? 140 : 0 });
  const ridge = jagged(rng, rangeKeys(rng, 3, 180, 330), 0.15, 4);
  drawHills(sketch, ridge, tone(palette, '#8a7a52', 0.35));
  const wall = tone(palette, '#d7a86a', 0.3);
  sketch.draw(`<path d="M${ridge.map(([x, y]) => `${n(x)} ${n(y - 6)}`).join(' L')}" stroke="${wall}" stroke-width="8" fill="none" stroke-linejoin="round"/>`);
  let towers = '';
  for (let x = 40; x < W; x += between(rng, 110, 190)) towers += `M${n(x - 9)} ${n(heightAt(ridge, x))} v-26 h18 v26 Z ${battlements(x - 9, x + 9, heightAt(ridge, x) - 26, 4)}`;
  sketch.draw(`<path d="${towers}" fill="${wall}"/>`);
  const hill = jagged(rng, [[-40, 520], [220, 470], [420, 400], [780, 390], [980, 460], [W + 40, 520]], 0.05, 3);
  drawHills(sketch, hill, tone(palette, '#5f6238', 0.1));
  // The palace: honey-coloured blocks stepping up the hill, kiosks on the roofline.
  const honey = tone(palette, '#f4cf8e');
  const blocks = [
    [380, 470, 130, 60], [480, 440, 180, 110], [640, 420, 200, 140], [820, 450, 120, 80], [560, 360, 160, 70], [700, 340, 100, 60],
  ] as const;
  let palace = '';
  let windows = '';
  for (const [x, ground, w, h] of blocks) {
    palace += `M${x} ${ground} V${ground - h} h${w} V${ground} Z ${battlements(x, x + w, ground - h, 5)}`;
    windows += archRow(x + 6, ground - h + 14, w - 12, 22, Math.max(2, Math.round(w / 24)));
    if (h > 60) windows += archRow(x + 6, ground - h + 50, w - 12, 22, Math.max(2, Math.round(w / 24)));
  }
  palace += `${chhatri(600, 290, 40)} ${chhatri(680, 290, 36)} ${chhatri(750, 280, 34)} ${chhatri(520, 370, 30)} ${chhatri(870, 370, 30)}`;
  sketch.draw(`<path d="${palace}" fill="${honey}"/><path d="${windows}" fill="${windowTone(palette, '#7a4a2a')}" opacity="0.8"/>`);
  // Ramparts down to the water.
  sketch.draw(`<path d="M${-10} ${lake - 40} H${W + 10} V${lake} H-10 Z ${battlements(-10, W + 10, lake - 40, 8)}" fill="${tone(palette, '#c99a5e')}"/>`);
  sketch.close();
  drawWater(sketch, palette, { top: lake, mirror: 'above', calm: true, tint: '#4a5a5a', ripples: 40 });
}

/** A white marble mausoleum: the dome, four minarets and a long reflecting pool. */
export function mausoleum(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  const poolTop = 470;
  const cx = W / 2;
  sketch.open('above');
  drawSky(sketch, palette, { horizon: 440, sun: sunAt(palette, between(rng, 120, 300), between(rng, 180, 320), 32), clouds: 3 });
  let trees = '';
  for (let x = -20; x < W + 20; x += between(rng, 24, 40)) trees += roundTree(rng, x, 450, between(rng, 40, 60));
  sketch.draw(`<g fill="${tone(palette, '#4a6a3a', 0.45)}">${trees}</g>`);
  const marble = tone(palette, '#f6f1e8');
  const shade = tone(palette, '#cfc6b8');
  const plinth = 448;
  let body = `M${cx - 300} ${plinth} v-22 h600 v22 Z`;
  body += `M${cx - 150} ${plinth - 22} V${plinth - 150} h300 V${plinth - 22} Z`;
  body += `M${cx - 62} ${plinth - 150} v-30 h124 v30 Z ${onionDome(cx, plinth - 178, 88)}`;
  body += `${chhatri(cx - 110, plinth - 150, 44)} ${chhatri(cx + 110, plinth - 150, 44)}`;
  for (const mx of [cx - 280, cx + 280]) {
    body += `M${mx - 10} ${plinth - 22} L${mx - 7} ${plinth - 250} h14 L${mx + 10} ${plinth - 22} Z ${chhatri(mx, plinth - 250, 26)}`;
    body += `M${mx - 14} ${plinth - 100} h28 v6 h-28 Z M${mx - 13} ${plinth - 175} h26 v6 h-26 Z`;
  }
  sketch.draw(`<path d="${body}" fill="${marble}"/>`);
  sketch.draw(`<path d="M${cx - 40} ${plinth - 22} V${plinth - 110} Q${cx} ${plinth - 150} ${cx + 40} ${plinth - 110} V${plinth - 22} Z ${archRow(cx - 140, plinth - 130, 80, 46, 1)} ${archRow(cx - 140, plinth - 72, 80, 46, 1)} ${archRow(cx + 60, plinth - 130, 80, 46, 1)} ${archRow(cx + 60, plinth - 72, 80, 46, 1)}" fill="${shade}"/>`);
  sketch.draw(`<rect x="0" y="${plinth}" width="${W}" height="${poolTop - plinth}" fill="${tone(palette, '#cbb89a')}"/>`);
  sketch.close();
  drawWater(sketch, palette, { top: poolTop, mirror: 'above', calm: true, tint: '#3f6a7a', ripples: 20 });
  // Lawns on either side leave the long pool running toward us.
  const lawn = tone(palette, '#6f9a45');
  const path = tone(palette, '#d8c6a4');
  sketch.draw(`<path d="M-10 ${poolTop} H${cx - 60} L${cx - 200} ${H + 10} H-10 Z M${W + 10} ${poolTop} H${cx + 60} L${cx + 200} ${H + 10} H${W + 10} Z" fill="${path}"/>`);
  sketch.draw(`<path d="M-10 ${poolTop + 4} H${cx - 90} L${cx - 330} ${H + 10} H-10 Z M${W + 10} ${poolTop + 4} H${cx + 90} L${cx + 330} ${H + 10} H${W + 10} Z" fill="${lawn}"/>`);
  let cypress = '';
  for (let i = 0; i < 7; i += 1) {
    const t = i / 6;
    const y = poolTop + 10 + t * t * (H - poolTop);
    const offset = 110 + t * 280;
    const h = 40 + t * 170;
    cypress += poplar(cx - offset, y, h) + poplar(cx + offset, y, h);
  }
  sketch.draw(`<g fill="${tone(palette, '#2f4f2f')}">${cypress}</g>`);
}

/** A cluster of sandstone temples whose spires rise like a mountain range. */
export function templeCluster(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  drawSky(sketch, palette, { horizon: 520, sun: sunAt(palette, between(rng, 100, 350), between(rng, 150, 300), 38), clouds: 4 });
  let trees = '';
  for (let x = -20; x < W + 20; x += between(rng, 40, 80)) trees += roundTree(rng, x, 530, between(rng, 50, 90));
  sketch.draw(`<g fill="${tone(palette, '#4f6f3a', 0.4)}">${trees}</g>`);
  const stone = tone(palette, '#d9a567');
  const detail = tone(palette, '#9a6a3a');
  const temple = (cx: number, base: number, scale: number, distance: number) => {
    const spires = [
      [-150, 0.45], [-110, 0.55], [-70, 0.7], [-30, 0.85], [0, 1], [35, 0.82], [75, 0.62], [115, 0.5],
    ] as const;
    let d = `M${n(cx - 190 * scale)} ${n(base)} v${n(-50 * scale)} h${n(380 * scale)} v${n(50 * scale)} Z`;
    let bands = '';
    for (const [dx, k] of spires) {
      const h = 320 * k * scale;
      d += ` ${shikhara(cx + dx * scale, base - 50 * scale, h, h * 0.4)}`;
      bands += shikharaBands(cx + dx * scale, base - 50 * scale, h, h * 0.4, 10);
    }
    sketch.draw(`<path d="${d}" fill="${mix(stone, palette.haze, distance)}"/>`);
    sketch.draw(`<path d="${bands}" stroke="${mix(detail, palette.haze, distance)}" stroke-width="${n(2.5 * scale)}" opacity="0.55"/>`);
    sketch.draw(`<path d="M${n(cx - 190 * scale)} ${n(base - 26 * scale)} h${n(380 * scale)}" stroke="${mix(detail, palette.haze, distance)}" stroke-width="${n(5 * scale)}"/>`);
  };
  temple(between(rng, 180, 280), 560, 0.55, 0.35);
  temple(between(rng, 620, 760), 620, 1.05, 0);
  const lawn = sketch.vertical([[0, tone(palette, '#8fb055')], [1, tone(palette, '#5f8a3c')]], 600, H);
  sketch.draw(`<path d="M-10 ${H + 10} V610 Q${W / 2} 590 ${W + 10} 610 V${H + 10} Z" fill="${lawn}"/>`);
  sketch.draw(`<path d="M${W / 2 - 90} ${H + 10} L${W / 2 - 40} 622 H${W / 2 + 40} L${W / 2 + 90} ${H + 10} Z" fill="${tone(palette, '#d8c6a4')}"/>`);
}

/** Rock-cut caves along a horseshoe cliff above a river. */
export function cliffCaves(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  drawSky(sketch, palette, { horizon: 200, sun: sunAt(palette, between(rng, 900, 1100), between(rng, 60, 110), 32), clouds: 5 });
  const rim = jagged(rng, [[-40, 150], [300, 170], [600, 190], [900, 165], [W + 40, 140]], 0.06, 4);
  drawHills(sketch, rim, tone(palette, '#5a7a3f', 0.2));
  let scrub = '';
  for (let x = -20; x < W + 20; x += between(rng, 20, 40)) scrub += roundTree(rng, x, heightAt(rim, x) + 14, between(rng, 24, 44));
  sketch.draw(`<g fill="${tone(palette, '#4a6a34', 0.2)}">${scrub}</g>`);
  // The cliff curves away at both ends: caves shrink toward the edges.
  const cliffTop = (x: number) => heightAt(rim, x) + 24;
  const ledge = (x: number) => 470 - Math.cos(((x - W / 2) / W) * Math.PI) * 90;
  let face = `M-40 ${H} L-40 ${n(cliffTop(-40))}`;
  for (let x = -40; x <= W + 40; x += 40) face += ` L${x} ${n(cliffTop(x))}`;
  face += ` L${W + 40} ${H} Z`;
  const rock = sketch.vertical([[0, tone(palette, '#a88d6e')], [1, tone(palette, '#6f5a46')]], 160, 560);
  sketch.draw(`<path d="${face}" fill="${rock}"/>`);
  const strata: string[] = [];
  for (let k = 0; k < 14; k += 1) {
    const y0 = between(rng, 200, 540);
    const x0 = between(rng, -40, W * 0.7);
    strata.push(`M${n(x0)} ${n(y0)} q${n(W * 0.15)} ${n(between(rng, 4, 14))} ${n(between(rng, 200, 500))} ${n(between(rng, -6, 10))}`);
  }
  sketch.draw(`<path d="${strata.join(' ')}" stroke="${tone(palette, '#5f4c3b')}" stroke-width="2" fill="none" opacity="0.35"/>`);
  const openings: string[] = [];
  const pillars: string[] = [];
  for (let x = 70; x < W - 40; x += between(rng, 150, 200)) {
    const scale = 0.55 + 0.45 * Math.cos(((x - W / 2) / W) * Math.PI);
    const w = 120 * scale;
    const h = 120 * scale;
    const ground = ledge(x);
    if (rng() < 0.3) {
      // A chaitya hall: the horseshoe window above a pillared porch.
      openings.push(`M${n(x - w * 0.3)} ${n(ground - h * 1.2)} a${n(w * 0.3)} ${n(w * 0.34)} 0 1 1 ${n(w * 0.6)} 0 v${n(h * 0.25)} h${n(-w * 0.6)} Z`);
    }
    openings.push(`M${n(x - w / 2)} ${n(ground)} v${n(-h * 0.7)} h${n(w)} v${n(h * 0.7)} Z`);
    for (let k = 1; k < 4; k += 1) pillars.push(`M${n(x - w / 2 + (w * k) / 4 - 5 * scale)} ${n(ground)} v${n(-h * 0.7)} h${n(10 * scale)} v${n(h * 0.7)} Z`);
    pillars.push(`M${n(x - w / 2 - 6)} ${n(ground - h * 0.7)} h${n(w + 12)} v${n(8 * scale)} h${n(-w - 12)} Z`);
  }
  sketch.draw(`<path d="${openings.join(' ')}" fill="${windowTone(palette, '#2a1e16')}"/>`);
  sketch.draw(`<path d="${pillars.join(' ')}" fill="${tone(palette, '#9c8266')}"/>`);
  const slope = jagged(rng, [[-40, 560], [W / 2, 600], [W + 40, 560]], 0.05, 3);
  drawHills(sketch, slope, tone(palette, '#5f7f3c'));
  const river = `M-40 ${H - 40} Q${W / 2} ${H - 100} ${W + 40} ${H - 40} V${H + 10} H-40 Z`;
  sketch.draw(`<path d="${river}" fill="${tone(palette, '#5f8f8a')}"/>`);
  let bush = '';
  for (let x = -20; x < W + 20; x += between(rng, 30, 60)) bush += roundTree(rng, x, heightAt(slope, x) + 40, between(rng, 40, 70));
  sketch.draw(`<g fill="${tone(palette, '#3f5f2c')}">${bush}</g>`);
}

/** A palace outlined by thousands of bulbs on a festival night. */
export function palaceLights(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  drawSky(sketch, palette, { horizon: 480, sun: sunAt(palette, between(rng, 900, 1100), between(rng, 80, 130), 26), stars: palette.night ? 160 : 0 });
  const cx = W / 2;
  const ground = 560;
  const body = tone(palette, '#cdb89a');
  let outline = '';
  let shape = `M${cx - 420} ${ground} V${ground - 120} h840 V${ground} Z`;
  outline += `M${cx - 420} ${ground - 120} h840 `;
  shape += `M${cx - 80} ${ground - 120} V${ground - 260} h160 V${ground - 120} Z ${onionDome(cx, ground - 260, 62)}`;
  outline += `M${cx - 80} ${ground - 120} V${ground - 260} h160 V${ground - 120} `;
  for (const tx of [cx - 330, cx + 330, cx - 200, cx + 200]) {
    const top = Math.abs(tx - cx) > 300 ? ground - 190 : ground - 160;
    shape += `M${tx - 30} ${ground - 120} V${top} h60 V${ground - 120} Z ${onionDome(tx, top, 30)}`;
    outline += `M${tx - 30} ${ground - 120} V${top} h60 V${ground - 120} `;
  }
  sketch.draw(`<path d="${shape}" fill="${body}"/>`);
  const arches = `${archRow(cx - 410, ground - 100, 820, 90, 16)} ${archRow(cx - 70, ground - 240, 140, 90, 3)}`;
  sketch.draw(`<path d="${arches}" fill="${windowTone(palette, '#3a2a20')}" opacity="0.85"/>`);
  // The bulbs: zero-length dashes with round caps along every line.
  const bulbs = `${outline} ${arches} ${onionDome(cx, ground - 260, 62)} ${onionDome(cx - 330, ground - 190, 30)} ${onionDome(cx + 330, ground - 190, 30)} ${onionDome(cx - 200, ground - 160, 30)} ${onionDome(cx + 200, ground - 160, 30)}`;
  if (palette.lampsLit) {
    const glow = sketch.id('glow');
    sketch.define(`<radialGradient id="${glow}" gradientUnits="userSpaceOnUse" cx="${cx}" cy="${ground - 150}" r="560"><stop offset="0" stop-color="${palette.lamp}" stop-opacity="0.35"/><stop offset="1" stop-color="${palette.lamp}" stop-opacity="0"/></radialGradient>`);
    sketch.draw(`<rect width="${W}" height="${H}" fill="url(#${glow})"/>`);
    sketch.draw(`<path d="${bulbs}" fill="none" stroke="${palette.lamp}" stroke-width="4" stroke-linecap="round" stroke-dasharray="0 9"/>`);
  }
  const lawn = sketch.vertical([[0, tone(palette, '#4f7a3a')], [1, tone(palette, '#2f4a24')]], ground, H);
  sketch.draw(`<rect x="0" y="${ground}" width="${W}" height="${H - ground}" fill="${lawn}"/>`);
  sketch.draw(`<path d="M${cx - 120} ${H + 10} L${cx - 60} ${ground} H${cx + 60} L${cx + 120} ${H + 10} Z" fill="${tone(palette, '#c9b08a')}"/>`);
  if (palette.lampsLit) {
    sketch.draw(`<path d="M${cx - 60} ${ground} L${cx - 120} ${H} M${cx + 60} ${ground} L${cx + 120} ${H}" stroke="${palette.lamp}" stroke-width="5" stroke-linecap="round" stroke-dasharray="0 16"/>`);
  }
  let trees = '';
  trees += roundTree(rng, 60, 640, 220) + roundTree(rng, 1140, 650, 240);
  sketch.draw(`<g fill="${tone(palette, '#1f3320')}">${trees}</g>`);
}

/** A fort on a sheer rock above a town of blue houses. */
export function blueCityFort(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  const sunX = between(rng, 100, 400);
  drawSky(sketch, palette, { horizon: 420, sun: sunAt(palette, sunX, between(rng, 100, 220), 36), clouds: 4 });
  const rock = jagged(rng, [[-40, 520], [260, 470], [380, 330], [900, 320], [1020, 420], [W + 40, 480]], 0.08, 4);
  drawHills(sketch, rock, tone(palette, '#a4603f'));
  const clip = sketch.clip(areaBelow(rock));
  const cracks: string[] = [];
  for (let i = 0; i < 30; i += 1) {
    const x = between(rng, 300, 1000);
    cracks.push(`M${n(x)} ${n(heightAt(rock, x) + 10)} l${n(between(rng, -12, 12))} ${n(between(rng, 30, 90))}`);
  }
  sketch.draw(`<g clip-path="${clip}"><path d="${cracks.join(' ')}" stroke="${tone(palette, '#6a3a26')}" stroke-width="3" opacity="0.5"/></g>`);
  const wall = tone(palette, '#c98a5a');
  const fort = `M400 ${n(heightAt(rock, 400) + 10)} V190 h220 V150 h160 V200 h100 V${n(heightAt(rock, 880) + 10)} Z ${battlements(400, 620, 190, 7)} ${battlements(620, 780, 150, 7)} ${battlements(780, 880, 200, 7)}`;
  sketch.draw(`<path d="${fort}" fill="${wall}"/>`);
  sketch.draw(`<path d="M400 ${n(heightAt(rock, 400) + 10)} V190 h40 V${n(heightAt(rock, 440) + 10)} Z M840 200 h40 V${n(heightAt(rock, 880) + 10)} h-40 Z" fill="${tone(palette, '#8a5236')}" opacity="0.5"/>`);
  sketch.draw(`<path d="${archRow(640, 170, 120, 26, 5)} ${archRow(450, 210, 150, 22, 6)} ${archRow(640, 220, 120, 24, 5)}" fill="${windowTone(palette, '#5a3020')}"/>`);
  // The old city: cubes washed in indigo and sky blue.
  const blues = ['#3f6fb5', '#5a8bd0', '#7fa8e0', '#a9c6ee', '#e8eef5', '#4a7ac0'];
  for (let row = 0; row < 5; row += 1) {
    const ground = 560 + row * 48;
    const houses: string[] = [];
    for (let x = between(rng, -60, 0); x < W + 20; ) {
      const w = between(rng, 40, 80) * (1 + row * 0.15);
      const h = between(rng, 36, 70) * (1 + row * 0.15);
      const color = tone(palette, blues[Math.floor(rng() * blues.length)]!, 0.25 - row * 0.05);
      houses.push(`<path d="M${n(x)} ${n(ground + 60)} V${n(ground - h)} h${n(w)} V${n(ground + 60)} Z" fill="${color}"/>`);
      houses.push(`<path d="M${n(x + w * 0.2)} ${n(ground - h + 12)} h${n(w * 0.18)} v${n(h * 0.25)} h${n(-w * 0.18)} Z M${n(x + w * 0.6)} ${n(ground - h + 12)} h${n(w * 0.18)} v${n(h * 0.25)} h${n(-w * 0.18)} Z" fill="${windowTone(palette, '#1f2f4a')}" opacity="0.7"/>`);
      x += w + between(rng, -4, 6);
    }
    sketch.draw(houses.join(''));
  }
}

/** A white palace afloat on a lake at dusk, the city palace on the far shore. */
export function lakePalace(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  const shore = 440;
  const sunX = between(rng, 700, 1000);
  sketch.open('above');
  drawSky(sketch, palette, { horizon: shore, sun: sunAt(palette, sunX, between(rng, 260, 340), 38), clouds: 5, stars: palette.night ? 120 : 0 });
  const hills = jagged(rng, rangeKeys(rng, 4, 300, 400), 0.1, 4);
  drawHills(sketch, hills, tone(palette, '#6a6a5a', 0.45));
  const white = tone(palette, '#f2ebe0', 0.15);
  const dark = windowTone(palette, '#8a7a6a');
  let city = `M-10 ${shore} V300 h140 V250 h90 V280 h120 V320 h80 V${shore} Z`;
  city += `${chhatri(40, 300, 30)} ${chhatri(100, 300, 28)} ${chhatri(160, 250, 30)} ${chhatri(200, 250, 26)} ${chhatri(280, 280, 30)} ${chhatri(400, 320, 28)}`;
  sketch.draw(`<path d="${city}" fill="${white}"/>`);
  sketch.draw(`<path d="${archRow(0, 320, 120, 26, 5)} ${archRow(0, 370, 420, 26, 16)} ${archRow(140, 270, 80, 26, 3)} ${archRow(230, 300, 110, 24, 4)}" fill="${dark}" opacity="0.75"/>`);
  sketch.close();
  drawWater(sketch, palette, { top: shore, mirror: 'above', glitter: sunX, calm: true, tint: '#3a4a6a' });
  // The island palace sits on the water; its reflection is drawn by hand below it.
  const px = between(rng, 620, 760);
  const waterline = 520;
  const palace = (flip: boolean) => {
    const s = flip ? -1 : 1;
    const y = (dy: number) => n(waterline - dy * s);
    return (
      `M${n(px - 230)} ${y(0)} V${y(70)} H${n(px + 230)} V${y(0)} Z M${n(px - 60)} ${y(70)} V${y(110)} H${n(px + 60)} V${y(70)} Z ` +
      (flip ? '' : `${onionDome(px, waterline - 110, 38)} ${chhatri(px - 200, waterline - 70, 30)} ${chhatri(px + 200, waterline - 70, 30)} ${chhatri(px - 110, waterline - 70, 26)} ${chhatri(px + 110, waterline - 70, 26)}`)
    );
  };
  sketch.draw(`<path d="${palace(true)}" fill="${white}" opacity="0.35"/>`);
  sketch.draw(`<path d="${palace(false)}" fill="${white}"/>`);
  sketch.draw(`<path d="${archRow(px - 220, waterline - 60, 440, 40, 14)} ${archRow(px - 50, waterline - 104, 100, 28, 3)}" fill="${dark}"/>`);
  sketch.draw(boat(between(rng, 200, 400), 640, 200, tone(palette, '#2a1c16'), tone(palette, '#d8453a')));
}
