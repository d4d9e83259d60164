import { between, H, mix, n, type Sketch, W } from './canvas.ts';

export const timesOfDay = ['dawn', 'morning', 'noon', 'golden', 'dusk', 'night'] as const;
export type TimeOfDay = (typeof timesOfDay)[number];

/** The light of one time of day; every layer of a scene takes its colours from here. */
export interface Palette {
  skyTop: string;
  skyMid: string;
  skyLow: string;
  sun: string;
  glow: string;
  /** What distant things fade into. */
  haze: string;
  /** The darkest tone, for the nearest silhouettes. */
  shade: string;
  water: string;
  /** Lit windows, lamps and flames. */
  lamp: string;
  /** The colour the light casts over everything, and how strongly. */
  cast: string;
  castAmount: number;
  night: boolean;
  /** Windows, lamps and tent doors glow (dusk and night). */
  lampsLit: boolean;
}

export const palettes: Record<TimeOfDay, Palette> = {
  dawn: {
    skyTop: '#33406e', skyMid: '#b7789a', skyLow: '#fbc39a', sun: '#fff3d6', glow: '#ffd2a1',
    haze: '#e7b3a8', shade: '#2c2440', water: '#4a4770', lamp: '#ffd37a', cast: '#6b4f86', castAmount: 0.35, night: false, lampsLit: false,
  },
  morning: {
    skyTop: '#4f97da', skyMid: '#9cc9ec', skyLow: '#e6f2f4', sun: '#fffbea', glow: '#fff4d0',
    haze: '#cfe1ea', shade: '#1f3f3a', water: '#2f6f8f', lamp: '#ffe08a', cast: '#fff6e0', castAmount: 0.05, night: false, lampsLit: false,
  },
  noon: {
    skyTop: '#2f7fd0', skyMid: '#7db8e8', skyLow: '#d8ecf5', sun: '#ffffff', glow: '#fffbe6',
    haze: '#c2dbe8', shade: '#1d3b2f', water: '#1f6f9a', lamp: '#ffe08a', cast: '#ffffff', castAmount: 0.04, night: false, lampsLit: false,
  },
  golden: {
    skyTop: '#5177ad', skyMid: '#e7b07a', skyLow: '#ffe0a3', sun: '#fff4cf', glow: '#ffcf80',
    haze: '#eec49a', shade: '#3d2a2a', water: '#6b6a80', lamp: '#ffd27a', cast: '#ff9d47', castAmount: 0.22, night: false, lampsLit: false,
  },
  dusk: {
    skyTop: '#1d2452', skyMid: '#844277', skyLow: '#f4874f', sun: '#ffd27f', glow: '#ff9f5a',
    haze: '#c46a6a', shade: '#1a1230', water: '#3a2a4f', lamp: '#ffc25c', cast: '#2d1a45', castAmount: 0.55, night: false, lampsLit: true,
  },
  night: {
    skyTop: '#070b1f', skyMid: '#15204a', skyLow: '#35467a', sun: '#f3efdc', glow: '#8fa3d8',
    haze: '#3a4876', shade: '#05070f', water: '#111a38', lamp: '#ffc45e', cast: '#0a1230', castAmount: 0.78, night: true, lampsLit: true,
  },
};

/**
 * The colour of a thing (grass, sandstone) as it looks in this light, faded
 * toward the horizon haze by its distance (0 near, 1 at the horizon).
 */
export function tone(palette: Palette, local: string, distance = 0): string {
  return mix(mix(local, palette.cast, palette.castAmount), palette.haze, distance);
}

/** The sun, or by night a slightly smaller moon, at (x, y). */
export const sunAt = (palette: Palette, x: number, y: number, r = 34) => ({ x, y, r: palette.night ? r * 0.9 : r });

export interface SkyOptions {
  /** Where the sky meets the land or sea. */
  horizon: number;
  sun: { x: number; y: number; r: number } | undefined;
  stars?: number;
  clouds?: number;
}

export function drawSky(sketch: Sketch, palette: Palette, options: SkyOptions): void {
  const { horizon } = options;
  const fill = sketch.vertical([[0, palette.skyTop], [0.55, palette.skyMid], [1, palette.skyLow]], 0, horizon);
  sketch.draw(`<rect width="${W}" height="${H}" fill="${fill}"/>`);
  if (options.stars) drawStars(sketch, options.stars, horizon);
  if (options.sun) drawSun(sketch, palette, options.sun);
  if (options.clouds) drawClouds(sketch, palette, options.clouds, horizon);
}

// A gradient in userSpaceOnUse so the glow is round on a wide canvas.
function drawSun(sketch: Sketch, palette: Palette, sun: { x: number; y: number; r: number }): void {
  const glow = sketch.id('glow');
  sketch.define(
    `<radialGradient id="${glow}" gradientUnits="userSpaceOnUse" cx="${n(sun.x)}" cy="${n(sun.y)}" r="${n(sun.r * 9)}">` +
      `<stop offset="0" stop-color="${palette.glow}" stop-opacity="0.75"/>` +
      `<stop offset="0.25" stop-color="${palette.glow}" stop-opacity="0.3"/>` +
      `<stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>`,
  );
  sketch.draw(`<rect width="${W}" height="${H}" fill="url(#${glow})"/>`);
  sketch.draw(`<circle cx="${n(sun.x)}" cy="${n(sun.y)}" r="${n(sun.r)}" fill="${palette.sun}"/>`);
  if (palette.night) {
    // A few soft maria make it read as the moon.
    const { rng } = sketch;
    for (let i = 0; i < 4; i += 1) {
      const a = rng() * Math.PI * 2;
      const d = rng() * sun.r * 0.55;
      sketch.draw(
        `<circle cx="${n(sun.x + Math.cos(a) * d)}" cy="${n(sun.y + Math.sin(a) * d)}" r="${n(sun.r * between(rng, 0.12, 0.28))}" fill="#c9c3ae" opacity="0.35"/>`,
      );
    }
  }
}

function drawStars(sketch: Sketch, count: number, horizon: number): void {
  const { rng } = sketch;
  const stars: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const y = Math.pow(rng(), 1.6) * horizon * 0.9;
    stars.push(
      `<circle cx="${n(rng() * W)}" cy="${n(y)}" r="${n(between(rng, 0.6, 1.9))}" opacity="${n(between(rng, 0.35, 1))}"/>`,
    );
  }
  sketch.draw(`<g fill="#fffaf0">${stars.join('')}</g>`);
}

/** Long flat clouds, lit from below near the horizon. */
function drawClouds(sketch: Sketch, palette: Palette, count: number, horizon: number): void {
  const { rng } = sketch;
  const color = palette.night ? mix(palette.skyMid, '#ffffff', 0.15) : mix(palette.glow, '#ffffff', 0.55);
  const shapes: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const cx = rng() * W;
    const cy = between(rng, 0.12, 0.6) * horizon;
    const width = between(rng, 140, 320);
    const puffs = 3 + Math.floor(rng() * 3);
    for (let j = 0; j < puffs; j += 1) {
      const px = cx + (j / (puffs - 1) - 0.5) * width * 0.8;
      const rx = width * between(rng, 0.22, 0.38);
      const ry = rx * between(rng, 0.22, 0.34);
      shapes.push(`<ellipse cx="${n(px)}" cy="${n(cy - ry * 0.4 * Math.sin((j / (puffs - 1)) * Math.PI))}" rx="${n(rx)}" ry="${n(ry)}"/>`);
    }
  }
  sketch.draw(`<g fill="${color}" opacity="${palette.night ? 0.35 : 0.6}">${shapes.join('')}</g>`);
}
