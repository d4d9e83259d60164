import { between, H, mix, n, pick, type Point, type Sketch, W } from './canvas.ts';
import { boat, camel, chorten, coral, diver, fish, flowers, forestOnLine, houseboat, palm, paraglider, pine, poplar, prayerFlags, raft, roundTree, tent } from './nature.ts';
import { drawSky, sunAt, tone, type Palette } from './sky.ts';
import { areaBelow, drawHills, drawMist, drawMountains, drawWater, heightAt, jagged, rangeKeys, rolling } from './terrain.ts';

// Landscapes where nature is the subject: treks, rivers, sea, desert, tea.


const rock = '#8d9ab3';
const forest = '#2f5a3c';
const grass = '#7fa843';

/** Snow peaks behind a forested valley, tents on a meadow. */
export function snowTrek(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  const sunX = between(rng, 180, 1020);
  drawSky(sketch, palette, { horizon: 420, sun: sunAt(palette, sunX, between(rng, 90, 170)), stars: palette.night ? 160 : 0, clouds: 4 });
  drawMountains(sketch, palette, {
    keys: rangeKeys(rng, 4, 130, 330),
    color: tone(palette, rock, 0.45),
    snowline: 250,
    shadow: sunX < W / 2 ? 'right' : 'left',
    shadowOpacity: 0.25,
  });
  drawMist(sketch, palette.haze, 290, 130, 0.55);
  const mid = rolling(rng, 430, 45, 2.5);
  const midColor = tone(palette, forest, 0.4);
  sketch.draw(`<path d="${forestOnLine(rng, mid, -30, W + 30, 14, 40, 70)}" fill="${midColor}"/>`);
  drawHills(sketch, mid, midColor);
  const meadow = rolling(rng, 560, 30, 1.4);
  drawHills(sketch, meadow, tone(palette, grass), tone(palette, mix(grass, '#e8e07a', 0.45)));
  const tentColors = ['#e0562f', '#f2b134', '#2f7fd0'];
  const door = palette.lampsLit ? palette.lamp : '#2a2020';
  let tents = '';
  for (let i = 0; i < 3; i += 1) {
    const x = between(rng, 380, 860) + i * 60;
    tents += tent(x, heightAt(meadow, x) + 14, between(rng, 60, 80), tone(palette, tentColors[i]!), door);
  }
  sketch.draw(tents);
  const near = rolling(rng, 690, 25, 1.8);
  drawHills(sketch, near, tone(palette, '#4f7a2c'));
  sketch.draw(
    `<path d="${pine(80, heightAt(near, 80) + 10, 230)} ${pine(150, heightAt(near, 150) + 10, 170)} ${pine(1120, heightAt(near, 1120) + 10, 250)}" fill="${tone(palette, '#1d3b28')}"/>`,
  );
}

/** A river running toward us between forested hills, a raft in the rapids, a suspension bridge. */
export function riverRafting(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  const sunX = between(rng, 250, 950);
  drawSky(sketch, palette, { horizon: 380, sun: sunAt(palette, sunX, between(rng, 80, 150)), clouds: 5, stars: palette.night ? 120 : 0 });
  drawMountains(sketch, palette, {
    keys: rangeKeys(rng, 3, 200, 380),
    color: tone(palette, '#5d7f86', 0.55),
    shadow: sunX < W / 2 ? 'right' : 'left',
    roughness: 0.18,
  });
  drawMist(sketch, palette.haze, 320, 100, 0.5);
  // The valley narrows into the distance: the river's banks meet near the centre.
  const mouth = between(rng, 520, 680);
  const riverTop = 420;
  const left: Point[] = [[-40, 250], [mouth * 0.45, 300], [mouth - 70, 395], [mouth - 20, riverTop]];
  const right: Point[] = [[mouth + 20, riverTop], [mouth + 80, 390], [mouth + (W - mouth) * 0.55, 290], [W + 40, 240]];
  const hillColor = tone(palette, forest, 0.2);
  const leftLine = jagged(rng, left, 0.12, 3);
  const rightLine = jagged(rng, right, 0.12, 3);
  drawWater(sketch, palette, { top: riverTop, tint: '#3f8f8a', ripples: 40 });
  // Hills drawn over the water so the banks cut it into a river.
  sketch.draw(`<path d="M-40 ${H + 10} L-40 250 ${leftLine.map(([x, y]) => `L${n(x)} ${n(y)}`).join(' ')} L${n(mouth - 20)} ${riverTop} L${n(W * 0.08)} ${H + 10} Z" fill="${hillColor}"/>`);
  sketch.draw(`<path d="M${W + 40} ${H + 10} L${W + 40} 240 ${[...rightLine].reverse().map(([x, y]) => `L${n(x)} ${n(y)}`).join(' ')} L${n(mouth + 20)} ${riverTop} L${n(W * 0.93)} ${H + 10} Z" fill="${hillColor}"/>`);
  sketch.draw(`<path d="${forestOnLine(rng, leftLine, -30, mouth - 40, 11, 26, 46)} ${forestOnLine(rng, rightLine, mouth + 40, W + 30, 11, 26, 46)}" fill="${hillColor}"/>`);
  // Texture of the forested slopes: tree crowns in two tones, kept off the water.
  const bankX = (y: number, side: -1 | 1) => {
    const t = (y - riverTop) / (H + 10 - riverTop);
    return side < 0 ? mouth - 20 + (W * 0.08 - (mouth - 20)) * t : mouth + 20 + (W * 0.93 - (mouth + 20)) * t;
  };
  for (const [shade, count] of [['#1f4229', 260], ['#5b8a45', 140]] as const) {
    const crowns: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const side = i % 2 === 0 ? -1 : 1;
      const y = between(rng, side < 0 ? 280 : 270, H);
      const limit = y < riverTop ? (side < 0 ? mouth - 60 : mouth + 60) : bankX(y, side);
      const x = side < 0 ? between(rng, -10, limit - 12) : between(rng, limit + 12, W + 10);
      const line = side < 0 ? leftLine : rightLine;
      if (y < heightAt(line, x) + 12) continue;
      crowns.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(rng, 3, 7) * (0.4 + y / H))}"/>`);
    }
    sketch.draw(`<g fill="${tone(palette, shade, 0.15)}" opacity="0.55">${crowns.join('')}</g>`);
  }
  // The suspension bridge high over the river.
  const bridgeY = between(rng, 470, 500);
  const span = [W * 0.12, W * 0.88] as const;
  const towerH = 70;
  const cable = `M${n(span[0])} ${n(bridgeY - towerH)} Q${n(W / 2)} ${n(bridgeY + 10)} ${n(span[1])} ${n(bridgeY - towerH)}`;
  const hangers: string[] = [];
  for (let x = span[0] + 30; x < span[1]; x += 26) {
    const t = (x - span[0]) / (span[1] - span[0]);
    const cy = (1 - t) * (1 - t) * (bridgeY - towerH) + 2 * (1 - t) * t * (bridgeY + 10) + t * t * (bridgeY - towerH);
    hangers.push(`M${n(x)} ${n(cy)} V${n(bridgeY)}`);
  }
  const steel = tone(palette, '#e9e4d4');
  sketch.draw(
    `<g stroke="${steel}" fill="none"><path d="${cable}" stroke-width="3"/><path d="${hangers.join(' ')}" stroke-width="1.2"/>` +
      `<path d="M${n(span[0])} ${n(bridgeY)} H${n(span[1])}" stroke-width="6"/></g>` +
      `<g fill="${tone(palette, '#c9b68c')}"><rect x="${n(span[0] - 10)}" y="${n(bridgeY - towerH - 6)}" width="20" height="${n(towerH + 40)}"/><rect x="${n(span[1] - 10)}" y="${n(bridgeY - towerH - 6)}" width="20" height="${n(towerH + 40)}"/></g>`,
  );
  // White water around the raft.
  const foam: string[] = [];
  for (let i = 0; i < 60; i += 1) {
    const y = between(rng, 560, 740);
    const spread = (y - riverTop) * 1.4;
    const x = mouth + between(rng, -spread, spread) * 0.7;
    foam.push(`<path d="M${n(x)} ${n(y)} q${n(between(rng, 10, 25))} ${n(-between(rng, 4, 10))} ${n(between(rng, 30, 60))} 0" stroke-width="${n(between(rng, 2, 5))}"/>`);
  }
  sketch.draw(`<g stroke="${tone(palette, '#ffffff')}" fill="none" stroke-linecap="round" opacity="0.75">${foam.join('')}</g>`);
  const raftX = mouth + between(rng, -120, 60);
  sketch.draw(raft(raftX, 640, 270, tone(palette, '#f5b52e'), tone(palette, '#d63c2f'), tone(palette, '#2062b8'), tone(palette, '#2b2b2b')));
  sketch.draw(`<ellipse cx="${n(raftX)}" cy="${n(675)}" rx="${n(170)}" ry="18" fill="${tone(palette, '#ffffff')}" opacity="0.45"/>`);
}

/** Paragliders over a wide valley of fields, snow peaks on the skyline. */
export function paragliding(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  const sunX = between(rng, 150, 1050);
  drawSky(sketch, palette, { horizon: 430, sun: sunAt(palette, sunX, between(rng, 70, 140)), clouds: 6 });
  drawMountains(sketch, palette, {
    keys: rangeKeys(rng, 5, 230, 400),
    color: tone(palette, rock, 0.5),
    snowline: 300,
    shadow: sunX < W / 2 ? 'right' : 'left',
  });
  drawMist(sketch, palette.haze, 360, 90, 0.6);
  const valley = rolling(rng, 440, 10, 1.5);
  drawHills(sketch, valley, tone(palette, '#7d9a55', 0.35));
  // A patchwork of fields, flattened by distance, with lines of trees between them.
  const fields: string[] = [];
  const trees: string[] = [];
  const greens = ['#8fae4f', '#6f9440', '#a9b85c', '#c7b66a', '#5f8a3c'];
  let y = 448;
  for (let row = 0; row < 9; row += 1) {
    const h = 5 + row * row * 1.6;
    for (let x = between(rng, -80, 0); x < W; ) {
      const w = between(rng, 50, 140) * (1 + row * 0.35);
      const skew = (x - W / 2) * 0.04 * (row + 1) * 0.15;
      fields.push(`<path d="M${n(x)} ${n(y)} h${n(w - 2)} l${n(skew)} ${n(h)} h${n(-w + 2)} Z" fill="${tone(palette, pick(rng, greens), 0.38 - row * 0.04)}"/>`);
      if (rng() < 0.35) trees.push(`<circle cx="${n(x + w * 0.5)}" cy="${n(y + h * 0.2)}" r="${n(2 + row * 1.4)}"/>`);
      x += w;
    }
    y += h + 1;
  }
  sketch.draw(fields.join(''));
  sketch.draw(`<g fill="${tone(palette, '#2f5a2c', 0.25)}">${trees.join('')}</g>`);
  const slope: Point[] = [[-40, 520], [240, 560], [600, 660], [W + 40, 760]];
  drawHills(sketch, jagged(rng, slope, 0.05, 3), tone(palette, '#4f7a2c'), tone(palette, '#7fa843'));
  const flagsFrom: Point = [40, 470];
  const flagsTo: Point = [420, 540];
  sketch.draw(`<path d="M${flagsFrom[0]} ${flagsFrom[1]} V560 M${flagsTo[0]} ${flagsTo[1]} V610" stroke="${tone(palette, '#3a2b20')}" stroke-width="4"/>`);
  sketch.draw(prayerFlags(rng, flagsFrom, flagsTo, 16, 16, 22));
  const canopies = ['#e8412c', '#f6c02e', '#2f7fd0', '#8a3fd1'];
  for (let i = 0; i < 4; i += 1) {
    const span = [150, 90, 60, 40][i]!;
    const x = between(rng, 150, 1050);
    const y = between(rng, 110, 320) + i * 20;
    sketch.draw(paraglider(x, y, span, tone(palette, canopies[i]!), tone(palette, '#222222'), between(rng, -12, 12)));
  }
}

/** Under the sea: light shafts, a reef, fish and a diver. */
export function underwater(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  const deep = palette.lampsLit ? '#06203a' : '#0a3d6b';
  const fill = sketch.vertical([[0, tone(palette, '#5fd0d8')], [0.45, tone(palette, '#1784b0')], [1, tone(palette, deep)]]);
  sketch.draw(`<rect width="${W}" height="${H}" fill="${fill}"/>`);
  const rays: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const x = between(rng, 100, 1100);
    const w = between(rng, 30, 90);
    rays.push(`<path d="M${n(x)} -10 L${n(x + w)} -10 L${n(x + w * 2.5 - 200)} ${H} L${n(x - 200)} ${H} Z"/>`);
  }
  const rayFill = sketch.vertical([[0, '#ffffff', 0.22], [1, '#ffffff', 0]], 0, H * 0.9);
  sketch.draw(`<g fill="${rayFill}">${rays.join('')}</g>`);
  // The surface seen from below.
  let surface = 'M-10 0 V30';
  for (let x = 0; x <= W + 40; x += 40) surface += ` Q${x + 20} ${n(between(rng, 14, 40))} ${x + 40} 30`;
  sketch.draw(`<path d="${surface} V0 Z" fill="#d8fbff" opacity="0.35"/>`);
  const fishes: string[] = [];
  const schoolX = between(rng, 700, 1000);
  const schoolY = between(rng, 150, 260);
  for (let i = 0; i < 26; i += 1) {
    fishes.push(fish(schoolX + between(rng, -140, 140), schoolY + between(rng, -60, 60), between(rng, 14, 22), -1));
  }
  sketch.draw(`<g fill="${tone(palette, '#cfe8f0', 0.1)}" opacity="0.8">${fishes.join('')}</g>`);
  const far = rolling(rng, 640, 40, 2.5);
  drawHills(sketch, far, tone(palette, '#1d6a8a'));
  const reefColors = ['#ff7b54', '#ff9fb2', '#b96ad9', '#ffcf5a', '#ff6f91'];
  for (let i = 0; i < 9; i += 1) {
    const x = between(rng, 0, W);
    sketch.draw(
      `<path d="${coral(rng, x, heightAt(far, x) + 30, between(rng, 80, 180), 4)}" stroke="${tone(palette, reefColors[i % reefColors.length]!)}" stroke-width="${n(between(rng, 6, 11))}" stroke-linecap="round" fill="none"/>`,
    );
  }
  const near = rolling(rng, 715, 25, 3);
  drawHills(sketch, near, tone(palette, '#0e4a66'));
  const reefFish: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    reefFish.push(`<g fill="${tone(palette, ['#ffb020', '#ff6a3d', '#3dd6ff'][i % 3]!)}">${fish(between(rng, 60, 1140), between(rng, 480, 620), between(rng, 24, 36), rng() > 0.5 ? 1 : -1)}</g>`);
  }
  sketch.draw(reefFish.join(''));
  const diverX = between(rng, 330, 560);
  const diverY = between(rng, 320, 400);
  sketch.draw(diver(diverX, diverY, 230, tone(palette, '#10263a')));
  const bubbles: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    bubbles.push(`<circle cx="${n(diverX + 80 + between(rng, -12, 12) + i * 2)}" cy="${n(diverY - 40 - i * 22)}" r="${n(between(rng, 3, 8))}"/>`);
  }
  sketch.draw(`<g fill="none" stroke="#e8fbff" stroke-width="1.6" opacity="0.7">${bubbles.join('')}</g>`);
}

/** A high desert road: bare ochre mountains, a winding road, a chorten and prayer flags. */
export function mountainRoad(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  const sunX = between(rng, 200, 1000);
  const shadow = sunX < W / 2 ? 'right' : 'left';
  drawSky(sketch, palette, { horizon: 360, sun: sunAt(palette, sunX, between(rng, 70, 130)), clouds: 3, stars: palette.night ? 200 : 0 });
  drawMountains(sketch, palette, { keys: rangeKeys(rng, 4, 110, 300), color: tone(palette, '#9d8fa6', 0.45), snowline: 200, shadow });
  drawMountains(sketch, palette, { keys: rangeKeys(rng, 3, 230, 400), color: tone(palette, '#b98b5e', 0.2), shadow, shadowOpacity: 0.3, roughness: 0.22 });
  const plain = rolling(rng, 470, 12, 1.2);
  drawHills(sketch, plain, tone(palette, '#c9a46e'), tone(palette, '#dcc08a'));
  // The road: switchbacks up the slope, then straight toward us.
  const road = `M${n(between(rng, 420, 560))} 420 C 700 430, 760 450, 560 470 S 300 500, 520 540 S 1000 600, 760 760`;
  sketch.draw(`<path d="${road}" stroke="${tone(palette, '#4a4440')}" stroke-width="18" fill="none" stroke-linecap="round"/>`);
  sketch.draw(`<path d="${road}" stroke="${tone(palette, '#f1e7c8')}" stroke-width="1.6" stroke-dasharray="10 12" fill="none"/>`);
  const near = jagged(rng, [[-40, 600], [260, 640], [520, 720], [W / 2, H + 20]], 0.1, 3);
  drawHills(sketch, near, tone(palette, '#8c6a48'));
  sketch.draw(chorten(170, heightAt(near, 170) + 8, 120, tone(palette, '#f4efe4'), tone(palette, '#d7a536')));
  sketch.draw(prayerFlags(rng, [250, heightAt(near, 250) - 160], [W + 20, 470], 30, 24, 20));
}

/** A flowering alpine meadow under misty peaks, a stream winding through it. */
export function flowerMeadow(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  const sunX = between(rng, 200, 1000);
  drawSky(sketch, palette, { horizon: 380, sun: sunAt(palette, sunX, between(rng, 80, 150)), clouds: 8 });
  drawMountains(sketch, palette, { keys: rangeKeys(rng, 3, 110, 330), color: tone(palette, '#6f8a86', 0.4), snowline: 190, shadow: sunX < W / 2 ? 'right' : 'left' });
  drawMist(sketch, '#ffffff', 220, 140, 0.55);
  const slopes = rolling(rng, 400, 40, 2);
  drawHills(sketch, slopes, tone(palette, '#3f6b3a', 0.3));
  sketch.draw(`<path d="${forestOnLine(rng, slopes, -30, W + 30, 16, 30, 55)}" fill="${tone(palette, '#3f6b3a', 0.3)}"/>`);
  drawMist(sketch, '#ffffff', 380, 80, 0.4);
  const meadow = rolling(rng, 470, 14, 1.3);
  drawHills(sketch, meadow, tone(palette, '#6c9b3e'), tone(palette, '#9cc25a'));
  const stream = `M${n(between(rng, 560, 660))} ${n(heightAt(meadow, 600) + 4)} C 500 520, 760 560, 640 620 S 420 700, 520 ${H + 10}`;
  sketch.draw(`<path d="${stream}" stroke="${tone(palette, '#a9d8ea')}" stroke-width="26" fill="none" stroke-linecap="round"/>`);
  sketch.draw(`<path d="${stream}" stroke="${tone(palette, '#e9f7fb')}" stroke-width="6" stroke-dasharray="18 26" fill="none" opacity="0.7"/>`);
  sketch.draw(flowers(rng, meadow, H, 420, ['#e0559a', '#b06ad8', '#f4d03f', '#f7f2f8', '#e8734a', '#7b6cf0'].map((c) => tone(palette, c))));
  const rocks = [`<ellipse cx="150" cy="700" rx="90" ry="40"/>`, `<ellipse cx="1080" cy="690" rx="70" ry="30"/>`].join('');
  sketch.draw(`<g fill="${tone(palette, '#6f6a63')}">${rocks}</g>`);
}

/** A ribbon waterfall off a green plateau into a turquoise pool, a root bridge in front. */
export function waterfall(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  drawSky(sketch, palette, { horizon: 300, sun: sunAt(palette, between(rng, 800, 1100), between(rng, 60, 110)), clouds: 9 });
  const plateau: Point[] = jagged(rng, [[-40, 230], [400, 215], [800, 225], [W + 40, 210]], 0.04, 4);
  drawHills(sketch, plateau, tone(palette, '#355c3a', 0.35));
  const cliffTop = 250;
  const fallX = between(rng, 520, 680);
  // The cliff face: grey rock banded by strata, framed by forest.
  // Broken vertical edges: jitter sideways as the edge runs down.
  const edge = (x0: number, x1: number): Point[] => {
    const line: Point[] = [];
    for (let y = cliffTop; y <= 560; y += 20) line.push([x0 + ((x1 - x0) * (y - cliffTop)) / (560 - cliffTop) + between(rng, -14, 14), y]);
    return line;
  };
  const leftEdge = edge(fallX - 260, fallX - 230);
  const rightEdge = edge(fallX + 240, fallX + 200).reverse();
  const cliff = `M${[...leftEdge, ...rightEdge].map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')} Z`;
  const rockFill = sketch.vertical([[0, tone(palette, '#8f918a', 0.2)], [1, tone(palette, '#4f544f', 0.1)]], cliffTop, 560);
  sketch.draw(`<path d="${cliff}" fill="${rockFill}"/>`);
  const strata: string[] = [];
  for (let y = cliffTop + 20; y < 560; y += between(rng, 14, 30)) {
    strata.push(`M${n(fallX - 250)} ${n(y)} h${n(between(rng, 120, 470))}`);
  }
  sketch.draw(`<path d="${strata.join(' ')}" stroke="${tone(palette, '#565a56', 0.25)}" stroke-width="3" opacity="0.6"/>`);
  const fall = sketch.vertical([[0, tone(palette, '#ffffff'), 0.95], [1, tone(palette, '#d8f0f2'), 0.8]], cliffTop, 560);
  sketch.draw(`<path d="M${n(fallX - 16)} ${cliffTop - 4} Q${n(fallX - 10)} 400 ${n(fallX - 30)} 560 L${n(fallX + 34)} 560 Q${n(fallX + 14)} 400 ${n(fallX + 16)} ${cliffTop - 4} Z" fill="${fall}"/>`);
  const green = tone(palette, '#2f5a34', 0.15);
  const leftWood = [...jagged(rng, [[-40, 200], [fallX - 250, 240]], 0.1, 3), ...edge(fallX - 250, fallX - 200)];
  const rightWood = [...edge(fallX + 230, fallX + 190).reverse(), ...jagged(rng, [[fallX + 230, 240], [W + 40, 200]], 0.1, 3)];
  sketch.draw(`<path d="M-40 ${H} ${leftWood.map(([x, y]) => `L${n(x)} ${n(y)}`).join(' ')} L${n(fallX - 200)} ${H} Z" fill="${green}"/>`);
  sketch.draw(`<path d="M${W + 40} ${H} ${[...rightWood].reverse().map(([x, y]) => `L${n(x)} ${n(y)}`).join(' ')} L${n(fallX + 190)} ${H} Z" fill="${green}"/>`);
  const canopy: string[] = [];
  for (let i = 0; i < 160; i += 1) {
    const left = i % 2 === 0;
    const x = left ? between(rng, -20, fallX - 220) : between(rng, fallX + 210, W + 20);
    const y = between(rng, 230, H);
    canopy.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(rng, 10, 26))}"/>`);
  }
  sketch.draw(`<g fill="${tone(palette, '#4b7f3f', 0.1)}" opacity="0.6">${canopy.join('')}</g>`);
  sketch.draw(`<rect x="0" y="560" width="${W}" height="${H - 560}" fill="${tone(palette, '#2f5a34', 0.1)}"/>`);
  sketch.draw(`<ellipse cx="${n(fallX)}" cy="600" rx="260" ry="46" fill="${tone(palette, '#3fb8b0')}"/>`);
  sketch.draw(`<ellipse cx="${n(fallX)}" cy="565" rx="110" ry="24" fill="#ffffff" opacity="0.55"/>`);
  drawMist(sketch, '#ffffff', 520, 90, 0.45);
  // The living root bridge: tangled strands arching over the stream.
  const root = tone(palette, '#4a3524');
  const strands: string[] = [];
  for (let i = 0; i < 9; i += 1) {
    const lift = between(rng, -14, 14);
    strands.push(`M-20 ${n(660 + lift)} Q${n(W / 2)} ${n(560 + lift * 2)} ${W + 20} ${n(650 + lift)}`);
  }
  sketch.draw(`<path d="${strands.join(' ')}" stroke="${root}" stroke-width="${n(between(rng, 5, 8))}" fill="none"/>`);
  sketch.draw(`<path d="M-20 690 Q${n(W / 2)} 600 ${W + 20} 684 L${W + 20} ${H + 10} L-20 ${H + 10} Z" fill="${tone(palette, '#1f3a24')}"/>`);
}

/** Kerala backwaters: a houseboat on still water between lines of coconut palms. */
export function backwater(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  const sunX = between(rng, 250, 950);
  const shore = 430;
  sketch.open('above');
  drawSky(sketch, palette, { horizon: shore, sun: sunAt(palette, sunX, between(rng, 200, 330), 40), clouds: 5, stars: palette.night ? 120 : 0 });
  const bank = rolling(rng, shore - 6, 4, 3);
  const far = tone(palette, '#2f5a34', 0.3);
  let palms = '';
  for (let x = -20; x < W + 20; x += between(rng, 30, 70)) {
    palms += palm(rng, x, shore, between(rng, 45, 90), between(rng, -14, 14));
  }
  let bushes = '';
  for (let x = -20; x < W + 20; x += between(rng, 20, 40)) bushes += roundTree(rng, x, shore + 2, between(rng, 22, 40));
  sketch.draw(`<g fill="${tone(palette, '#3a6a3a', 0.3)}">${bushes}</g>`);
  drawHills(sketch, bank, far);
  sketch.draw(`<g fill="${far}">${palms}</g>`);
  sketch.close();
  drawWater(sketch, palette, { top: shore, mirror: 'above', glitter: sunX, calm: true, tint: '#2d5a56' });
  const boatX = between(rng, 520, 760);
  sketch.draw(houseboat(boatX, 540, 420, tone(palette, '#4a2e1c'), tone(palette, '#c9a063'), palette.lampsLit ? palette.lamp : tone(palette, '#2b1d12')));
  sketch.draw(`<path d="M${n(boatX - 260)} 552 h520" stroke="${tone(palette, '#ffffff')}" stroke-width="2" opacity="0.3"/>`);
  // Palms leaning in from the near bank frame the picture.
  const nearColor = tone(palette, '#1d3a22');
  const nearBank = `M-40 ${H + 10} L-40 600 Q120 630 220 ${H + 10} Z`;
  sketch.draw(`<path d="${nearBank}" fill="${nearColor}"/>`);
  sketch.draw(`<g fill="${nearColor}">${palm(rng, 60, 690, 420, 170)}${palm(rng, 20, 700, 340, 90)}${palm(rng, 1180, 760, 380, -150)}</g>`);
}

/** A shikara on a mirror-calm lake, poplars on the shore, mountains behind. */
export function shikaraLake(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  const sunX = between(rng, 200, 1000);
  const shore = 440;
  sketch.open('above');
  drawSky(sketch, palette, { horizon: shore, sun: sunAt(palette, sunX, between(rng, 80, 170)), clouds: 4, stars: palette.night ? 150 : 0 });
  drawMountains(sketch, palette, { keys: rangeKeys(rng, 4, 150, 330), color: tone(palette, '#7b8aa1', 0.4), snowline: 215, shadow: sunX < W / 2 ? 'right' : 'left' });
  const hills = rolling(rng, 400, 25, 2);
  drawHills(sketch, hills, tone(palette, '#4a6a4a', 0.3));
  let trees = '';
  for (let x = -10; x < W + 10; x += between(rng, 14, 34)) {
    trees += rng() < 0.6 ? poplar(x, shore, between(rng, 50, 95)) : roundTree(rng, x, shore, between(rng, 30, 50));
  }
  sketch.draw(`<g fill="${tone(palette, '#36553a', 0.15)}">${trees}</g>`);
  sketch.close();
  drawWater(sketch, palette, { top: shore, mirror: 'above', calm: true, ripples: 40, glitter: palette.night ? sunX : undefined });
  const x = between(rng, 420, 780);
  sketch.draw(boat(x, 620, 380, tone(palette, '#3a2416'), tone(palette, '#b8322e')));
  sketch.draw(`<path d="M${n(x + 150)} 580 L${n(x + 230)} 700" stroke="${tone(palette, '#3a2416')}" stroke-width="4"/>`);
  sketch.draw(`<ellipse cx="${n(x)}" cy="640" rx="230" ry="10" fill="${tone(palette, '#0c1a22')}" opacity="0.25"/>`);
  const pads: string[] = [];
  for (let i = 0; i < 12; i += 1) pads.push(`<ellipse cx="${n(between(rng, 0, W))}" cy="${n(between(rng, 660, 740))}" rx="${n(between(rng, 18, 34))}" ry="${n(between(rng, 5, 9))}"/>`);
  sketch.draw(`<g fill="${tone(palette, '#3f7a3a')}">${pads.join('')}</g>`);
}

/** Tea estates: rolling hills combed with rows of bushes, silver oaks and mist. */
export function teaHills(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  drawSky(sketch, palette, { horizon: 330, sun: sunAt(palette, between(rng, 200, 1000), between(rng, 70, 140)), clouds: 6 });
  const layers = [
    { base: 300, amp: 40, distance: 0.6, color: '#4f8a46' },
    { base: 400, amp: 50, distance: 0.38, color: '#5e9a44' },
    { base: 520, amp: 60, distance: 0.18, color: '#6aa843' },
    { base: 650, amp: 50, distance: 0, color: '#76b545' },
  ];
  for (const [i, layer] of layers.entries()) {
    const line = rolling(rng, layer.base, layer.amp, 1.6 + i * 0.3);
    const d = areaBelow(line, H + 10, true);
    sketch.draw(`<path d="${d}" fill="${tone(palette, layer.color, layer.distance)}"/>`);
    // The rows follow the hill's contour, closer together with distance.
    const clip = sketch.clip(d);
    const rows: string[] = [];
    const gap = 7 + i * 5;
    for (let k = 1; k < 26; k += 1) {
      const offset = k * gap;
      rows.push(`M${line.map(([x, y]) => `${n(x)} ${n(y + offset + Math.sin(x / 90 + k) * 3)}`).join(' L')}`);
    }
    sketch.draw(
      `<g clip-path="${clip}"><path d="${rows.join(' ')}" stroke="${tone(palette, '#2f6a34', layer.distance)}" stroke-width="${n(1.5 + i * 1.4)}" fill="none" opacity="0.55"/></g>`,
    );
    let oaks = '';
    for (let j = 0; j < 3 + i; j += 1) {
      const x = between(rng, 0, W);
      oaks += poplar(x, heightAt(line, x) + 10 + i * 10, between(rng, 50, 90) * (1 + i * 0.5));
    }
    sketch.draw(`<g fill="${tone(palette, '#2d4f30', layer.distance)}">${oaks}</g>`);
    if (i < layers.length - 1) drawMist(sketch, '#ffffff', layer.base + 20, 90, 0.45 - i * 0.1);
  }
}

/** Dunes under a desert sky, a camel caravan on the crest, camp tents glowing. */
export function desertDunes(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  const sunX = between(rng, 200, 1000);
  drawSky(sketch, palette, { horizon: 470, sun: sunAt(palette, sunX, palette.night ? 110 : between(rng, 330, 420), 38), stars: palette.night ? 260 : 0, clouds: palette.night ? 0 : 2 });
  const sand = ['#d9a05b', '#e0a862', '#cf8e49', '#c27c3c'];
  let crest: Point[] = [];
  for (let i = 0; i < 4; i += 1) {
    const line = rolling(rng, 430 + i * 80, 30 + i * 10, 1.4 + i * 0.4);
    const distance = 0.45 - i * 0.15;
    const lit = tone(palette, mix(sand[i]!, '#fff0c8', 0.35), Math.max(0, distance));
    const dark = tone(palette, mix(sand[i]!, '#7a3e1c', 0.35), Math.max(0, distance));
    const fill = sketch.vertical([[0, lit], [1, dark]], Math.min(...line.map(([, y]) => y)), H);
    const d = areaBelow(line, H + 10, true);
    sketch.draw(`<path d="${d}" fill="${fill}"/>`);
    // The light catches the crest; the slip face below it falls into shadow.
    const rim = palette.night ? mix(palette.sun, lit, 0.5) : mix(palette.glow, '#ffffff', 0.4);
    sketch.draw(`<path d="${d}" fill="none" stroke="${rim}" stroke-width="${n(2 + i)}" opacity="0.55"/>`);
    if (i === 1) crest = line;
  }
  let caravan = '';
  const start = between(rng, 300, 600);
  for (let i = 0; i < 4; i += 1) {
    const x = start + i * 70;
    caravan += camel(x, heightAt(crest, x + 40) + 2, 60, i % 2 === 0 ? 1 : -1);
  }
  sketch.draw(`<g fill="${tone(palette, '#2a1a12')}">${caravan}</g>`);
  const door = palette.lampsLit ? palette.lamp : tone(palette, '#5a3420');
  let camp = '';
  for (let i = 0; i < 3; i += 1) camp += tent(820 + i * 110, 690 - i * 10, 120 - i * 10, tone(palette, '#f1e2c4'), door);
  sketch.draw(camp);
  if (palette.lampsLit) {
    sketch.draw(`<circle cx="720" cy="705" r="90" fill="${sketch.glow(palette.lamp, 0.55)}"/><path d="M708 714 Q714 690 720 680 Q726 690 732 714 Z" fill="${palette.lamp}"/>`);
  }
}

/** A palm-fringed cove: sea to the horizon, waves on the sand, a fishing boat drawn up. */
export function beachCove(sketch: Sketch, palette: Palette): void {
  const { rng } = sketch;
  const sunX = between(rng, 350, 850);
  const horizon = 430;
  sketch.open('above');
  drawSky(sketch, palette, { horizon, sun: sunAt(palette, sunX, between(rng, 300, 400), 42), clouds: 6, stars: palette.night ? 150 : 0 });
  sketch.close();
  drawWater(sketch, palette, { top: horizon, mirror: 'above', glitter: sunX, tint: '#1f6f8a' });
  const headland = jagged(rng, [[-40, 380], [120, 390], [260, 425], [340, horizon + 2]], 0.1, 3);
  sketch.draw(`<path d="M-40 ${horizon + 2} ${headland.map(([x, y]) => `L${n(x)} ${n(y)}`).join(' ')} Z" fill="${tone(palette, '#2f5234', 0.4)}"/>`);
  const sandLine: Point[] = [[-40, 640], [300, 600], [700, 560], [W + 40, 520]];
  const sandFill = sketch.vertical([[0, tone(palette, '#f0d9a8')], [1, tone(palette, '#d9b77c')]], 520, H);
  const sandD = areaBelow(jagged(rng, sandLine, 0.02, 3), H + 10, true);
  // Foam lines where the waves run up the beach.
  for (let k = 0; k < 3; k += 1) {
    const wave = sandLine.map(([x, y]) => [x, y - 10 - k * 14] as Point);
    sketch.draw(`<path d="${areaBelow(wave, H + 10, true)}" fill="#ffffff" opacity="${n(0.25 + k * 0.1)}"/>`);
  }
  sketch.draw(`<path d="${sandD}" fill="${sandFill}"/>`);
  sketch.draw(boat(between(rng, 450, 700), 640, 240, tone(palette, '#2f6fb0')));
  const dark = tone(palette, '#1d3a22');
  sketch.draw(`<g fill="${dark}">${palm(rng, 1120, 760, 480, -200)}${palm(rng, 1060, 740, 360, -120)}${palm(rng, 1170, 720, 300, -60)}</g>`);
}
