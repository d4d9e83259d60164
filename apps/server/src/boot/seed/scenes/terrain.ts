import { between, H, mix, n, type Point, type Rng, type Sketch, W } from './canvas.ts';
import type { Palette } from './sky.ts';

/** Key points of a range: alternating peaks and saddles across the canvas. */
export function rangeKeys(rng: Rng, count: number, top: number, low: number): Point[] {
  const keys: Point[] = [[-40, between(rng, top + (low - top) * 0.5, low)]];
  const step = (W + 80) / count;
  for (let i = 0; i < count; i += 1) {
    const x = -40 + step * (i + 0.5) + between(rng, -0.25, 0.25) * step;
    keys.push([x, between(rng, top, top + (low - top) * 0.45)]);
    keys.push([-40 + step * (i + 1) + between(rng, -0.1, 0.1) * step, between(rng, top + (low - top) * 0.55, low)]);
  }
  keys[keys.length - 1] = [W + 40, keys[keys.length - 1]![1]];
  return keys;
}

/** Rugged line through the key points by midpoint displacement. */
export function jagged(rng: Rng, keys: readonly Point[], roughness = 0.28, depth = 4): Point[] {
  let line: Point[] = [...keys];
  for (let level = 0; level < depth; level += 1) {
    const next: Point[] = [line[0]!];
    for (let i = 1; i < line.length; i += 1) {
      const [x0, y0] = line[i - 1]!;
      const [x1, y1] = line[i]!;
      const spread = (x1 - x0) * roughness;
      next.push([(x0 + x1) / 2 + between(rng, -0.1, 0.1) * (x1 - x0), (y0 + y1) / 2 + between(rng, -spread, spread) * 0.5]);
      next.push(line[i]!);
    }
    line = next;
  }
  return line;
}

/** Rolling line: a few sines with seeded phases. */
export function rolling(rng: Rng, base: number, amplitude: number, waves = 2.2, count = 48): Point[] {
  const phases = [rng() * 6.3, rng() * 6.3, rng() * 6.3];
  const line: Point[] = [];
  for (let i = 0; i <= count; i += 1) {
    const x = -40 + ((W + 80) * i) / count;
    const t = (x / W) * Math.PI * 2;
    const y =
      base -
      amplitude *
        (0.6 * Math.sin(t * waves * 0.5 + phases[0]!) + 0.3 * Math.sin(t * waves * 1.3 + phases[1]!) + 0.1 * Math.sin(t * waves * 3.1 + phases[2]!));
    line.push([x, y]);
  }
  return line;
}

/** The area under a line, down to the bottom of the canvas. */
export function areaBelow(line: readonly Point[], bottom = H + 10, smooth = false): string {
  const [first] = line;
  if (!first) return '';
  let d = `M${n(first[0])} ${n(bottom)} L${n(first[0])} ${n(first[1])}`;
  if (smooth) {
    for (let i = 1; i < line.length - 1; i += 1) {
      const [x, y] = line[i]!;
      const [nx, ny] = line[i + 1]!;
      d += ` Q${n(x)} ${n(y)} ${n((x + nx) / 2)} ${n((y + ny) / 2)}`;
    }
    const last = line[line.length - 1]!;
    d += ` L${n(last[0])} ${n(last[1])}`;
  } else {
    d += line
      .slice(1)
      .map(([x, y]) => ` L${n(x)} ${n(y)}`)
      .join('');
  }
  const last = line[line.length - 1]!;
  return `${d} L${n(last[0])} ${n(bottom)} Z`;
}

/** The height of a line at x, by linear interpolation. */
export function heightAt(line: readonly Point[], x: number): number {
  for (let i = 1; i < line.length; i += 1) {
    const [x0, y0] = line[i - 1]!;
    const [x1, y1] = line[i]!;
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / Math.max(1e-6, x1 - x0);
  }
  return line[line.length - 1]![1];
}

export interface MountainOptions {
  keys: Point[];
  color: string;
  /** Snow above this height, if any. */
  snowline?: number;
  snowColor?: string;
  /** Which side of each peak lies in shadow. */
  shadow: 'left' | 'right';
  shadowOpacity?: number;
  roughness?: number;
}

/** A mountain range with shaded faces and snow on the peaks that rise above the snowline. */
export function drawMountains(sketch: Sketch, palette: Palette, options: MountainOptions): Point[] {
  const { rng } = sketch;
  const line = jagged(rng, options.keys, options.roughness ?? 0.28);
  const d = areaBelow(line);
  sketch.draw(`<path d="${d}" fill="${options.color}"/>`);
  const clip = sketch.clip(d);
  const parts: string[] = [];
  if (options.snowline !== undefined) {
    const snow = options.snowColor ?? mix('#ffffff', palette.glow, 0.25);
    let edge = `M-40 -10 L${W + 40} -10`;
    for (let x = W + 40; x >= -40; x -= 24) edge += ` L${n(x)} ${n(options.snowline + between(rng, -22, 22))}`;
    parts.push(`<path d="${edge} Z" fill="${snow}"/>`);
  }
  // Each peak's shaded face: from the summit down to the saddle on the shadow side.
  const keys = options.keys;
  for (let i = 1; i < keys.length - 1; i += 1) {
    const [px, py] = keys[i]!;
    const isPeak = py < keys[i - 1]![1] && py < keys[i + 1]![1];
    if (!isPeak) continue;
    const [sx, sy] = options.shadow === 'right' ? keys[i + 1]! : keys[i - 1]!;
    const foot = px + (sx - px) * 0.25 + between(rng, -20, 20);
    let face = `M${n(px)} ${n(py - 4)}`;
    for (const [x, y] of line) {
      if ((options.shadow === 'right' && x > px && x <= sx) || (options.shadow === 'left' && x < px && x >= sx)) {
        face += ` L${n(x)} ${n(y - 2)}`;
      }
    }
    face += ` L${n(sx)} ${n(sy)} L${n(foot)} ${n(H + 10)} Z`;
    parts.push(`<path d="${face}" fill="${palette.shade}" opacity="${options.shadowOpacity ?? 0.2}"/>`);
  }
  if (parts.length) sketch.draw(`<g clip-path="${clip}">${parts.join('')}</g>`);
  return line;
}

/** A smooth hill layer, optionally lighter along its crest. */
export function drawHills(sketch: Sketch, line: readonly Point[], color: string, crest?: string): void {
  const d = areaBelow(line, H + 10, true);
  if (!crest) {
    sketch.draw(`<path d="${d}" fill="${color}"/>`);
    return;
  }
  const top = Math.min(...line.map(([, y]) => y));
  const fill = sketch.vertical([[0, crest], [0.35, color], [1, color]], top, H);
  sketch.draw(`<path d="${d}" fill="${fill}"/>`);
}

/** Haze between layers: the further back, the paler. */
export function drawMist(sketch: Sketch, color: string, y: number, height: number, opacity: number): void {
  // Eased stops: a linear ramp up and down would show a crease at the peak.
  const ramp = [0, 0.15, 0.5, 0.85, 1].map((t) => [t, color, opacity * Math.sin(t * Math.PI) ** 2] as const);
  const fill = sketch.vertical(ramp, y, y + height);
  sketch.draw(`<rect x="0" y="${n(y)}" width="${W}" height="${n(height)}" fill="${fill}"/>`);
}

export interface WaterOptions {
  top: number;
  /** Id of the group above the water to mirror. */
  mirror?: string;
  tint?: string;
  /** x of the sun or moon for the glitter path. */
  glitter?: number;
  ripples?: number;
  calm?: boolean;
}

/** Water from `top` down: the mirrored scene, tinted, with ripples and a glitter path. */
export function drawWater(sketch: Sketch, palette: Palette, options: WaterOptions): void {
  const { rng } = sketch;
  const { top } = options;
  const tint = options.tint ?? palette.water;
  sketch.draw(`<rect x="0" y="${n(top)}" width="${W}" height="${n(H - top)}" fill="${mix(palette.skyLow, tint, 0.6)}"/>`);
  if (options.mirror) {
    const clip = sketch.clip(`M0 ${n(top)} H${W} V${H} H0 Z`);
    // The clip sits on a wrapper: on the <use> itself it would be flipped with the mirror.
    sketch.draw(
      `<g clip-path="${clip}"><use href="#${options.mirror}" transform="matrix(1 0 0 -1 0 ${n(top * 2)})" opacity="${options.calm ? 0.85 : 0.6}"/></g>`,
    );
  }
  const shade = sketch.vertical([[0, tint, options.calm ? 0.15 : 0.3], [1, tint, options.calm ? 0.55 : 0.75]], top, H);
  sketch.draw(`<rect x="0" y="${n(top)}" width="${W}" height="${n(H - top)}" fill="${shade}"/>`);
  const light = mix(palette.skyLow, '#ffffff', 0.3);
  const lines: string[] = [];
  const count = options.ripples ?? 70;
  for (let i = 0; i < count; i += 1) {
    const depth = Math.pow(rng(), 1.4);
    const y = top + 3 + depth * (H - top);
    const length = between(rng, 20, 90) * (0.4 + depth);
    const x = rng() * W;
    lines.push(`<path d="M${n(x)} ${n(y)} h${n(length)}" stroke-width="${n(0.8 + depth * 2.2)}"/>`);
  }
  sketch.draw(`<g stroke="${light}" stroke-linecap="round" opacity="${options.calm ? 0.22 : 0.35}">${lines.join('')}</g>`);
  if (options.glitter !== undefined) {
    const glints: string[] = [];
    for (let i = 0; i < 42; i += 1) {
      const depth = i / 42;
      const y = top + 2 + depth * depth * (H - top);
      const width = (6 + depth * 70) * between(rng, 0.4, 1.2);
      const x = options.glitter + between(rng, -1, 1) * (8 + depth * 60) - width / 2;
      glints.push(`<path d="M${n(x)} ${n(y)} h${n(width)}" stroke-width="${n(1 + depth * 3)}"/>`);
    }
    sketch.draw(`<g stroke="${palette.sun}" stroke-linecap="round" opacity="0.75">${glints.join('')}</g>`);
  }
  // A thin bright seam where the water meets the land.
  sketch.draw(`<path d="M0 ${n(top + 0.5)} H${W}" stroke="${light}" stroke-width="1.2" opacity="0.35"/>`);
}
