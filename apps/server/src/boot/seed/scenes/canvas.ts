/** Every scene is drawn on this canvas; the renderer scales it to the output size. */
export const W = 1200;
export const H = 750;

/** A seeded generator, so a tour's picture is the same on every boot. */
export type Rng = () => number;

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng: Rng, low: number, high: number) => low + (high - low) * rng();

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

/** One decimal keeps the SVG small without visible loss. */
export const n = (value: number) => (Math.round(value * 10) / 10).toString();

export type Point = readonly [number, number];

export const points = (list: readonly Point[]) => list.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

/** A closed path through the points, straight segments. */
export const polygonPath = (list: readonly Point[]) => `M${list.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')} Z`;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Linear blend of two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  const out = ca.map((value, i) => Math.round(value + (cb[i]! - value) * t));
  return `#${out.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}


/** Collects one SVG document: shared definitions (gradients, clips) and the drawing, back to front. */
export class Sketch {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private count = 0;

  constructor(readonly rng: Rng) {}

  id(prefix = 'd'): string {
    return `${prefix}${(this.count++).toString(36)}`;
  }

  define(svg: string): void {
    this.defs.push(svg);
  }

  draw(svg: string): void {
    this.body.push(svg);
  }

  /** A vertical gradient between two heights of the canvas; returns the fill reference. */
  vertical(stops: ReadonlyArray<readonly [offset: number, color: string, opacity?: number]>, y1 = 0, y2 = H): string {
    const id = this.id('g');
    const list = stops
      .map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`)
      .join('');
    this.define(`<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${n(y1)}" x2="0" y2="${n(y2)}">${list}</linearGradient>`);
    return `url(#${id})`;
  }

  /** A soft round glow that fades to nothing at the shape's edge; returns the fill reference. */
  glow(color: string, opacity = 0.6): string {
    const id = this.id('r');
    this.define(`<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`);
    return `url(#${id})`;
  }

  /** A clip path from a path outline; returns the clip-path reference. */
  clip(d: string): string {
    const id = this.id('c');
    this.define(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  /** Starts a named group; everything drawn until `close` can be re-used (reflections). */
  open(id: string): void {
    this.body.push(`<g id="${id}">`);
  }

  close(): void {
    this.body.push('</g>');
  }

  svg(width: number, height: number): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}
