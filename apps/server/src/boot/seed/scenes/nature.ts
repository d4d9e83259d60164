import { between, n, type Point, type Rng } from './canvas.ts';
import { heightAt } from './terrain.ts';

// Shapes here return SVG path data or elements in one fill, so a scene can
// merge many of them into a single element.

/** A conifer: stacked tiers on a short trunk. */
export function pine(x: number, base: number, height: number): string {
  const w = height * 0.36;
  let d = `M${n(x - w * 0.08)} ${n(base)} h${n(w * 0.16)} v${n(-height * 0.14)} h${n(-w * 0.16)} Z`;
  const tiers = 3;
  for (let i = 0; i < tiers; i += 1) {
    const tierBase = base - height * 0.1 - (i * height * 0.26);
    const tierWidth = w * (1 - i * 0.24);
    const tierTop = tierBase - height * (0.42 - i * 0.02);
    d += ` M${n(x - tierWidth / 2)} ${n(tierBase)} L${n(x)} ${n(tierTop)} L${n(x + tierWidth / 2)} ${n(tierBase)} Z`;
  }
  return d;
}

/** A band of conifers standing on a ridge line. */
export function forestOnLine(rng: Rng, line: readonly Point[], from: number, to: number, spacing: number, minH: number, maxH: number): string {
  let d = '';
  for (let x = from; x < to; x += spacing * between(rng, 0.5, 1.2)) {
    const height = between(rng, minH, maxH);
    // Sunk so the lowest tier meets the ground between trunks.
    d += pine(x, heightAt(line, x) + height * 0.14, height);
  }
  return d;
}

/** A broadleaf tree: a few overlapping round masses on a trunk. */
export function roundTree(rng: Rng, x: number, base: number, size: number): string {
  const trunk = `<path d="M${n(x - size * 0.06)} ${n(base)} L${n(x - size * 0.03)} ${n(base - size * 0.7)} L${n(x + size * 0.03)} ${n(base - size * 0.7)} L${n(x + size * 0.06)} ${n(base)} Z"/>`;
  const masses: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const a = (i / 6) * Math.PI + between(rng, -0.2, 0.2);
    const cx = x - Math.cos(a) * size * 0.32;
    const cy = base - size * 0.78 - Math.sin(a) * size * 0.28;
    masses.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(size * between(rng, 0.22, 0.32))}"/>`);
  }
  masses.push(`<circle cx="${n(x)}" cy="${n(base - size * 0.85)}" r="${n(size * 0.36)}"/>`);
  return trunk + masses.join('');
}

/** A tall narrow tree (poplar, silver oak). */
export function poplar(x: number, base: number, height: number): string {
  const w = height * 0.16;
  return `<path d="M${n(x - 2)} ${n(base)} h4 v${n(-height * 0.15)} h-4 Z"/><ellipse cx="${n(x)}" cy="${n(base - height * 0.55)}" rx="${n(w / 2)}" ry="${n(height * 0.45)}"/>`;
}

/** A coconut palm: a curved trunk and drooping fronds. `lean` tilts the crown (px). */
export function palm(rng: Rng, x: number, base: number, height: number, lean: number): string {
  const top: Point = [x + lean, base - height];
  const ctrl: Point = [x + lean * 0.15, base - height * 0.55];
  const w0 = height * 0.045;
  const w1 = height * 0.022;
  const trunk =
    `<path d="M${n(x - w0)} ${n(base)} Q${n(ctrl[0] - w0)} ${n(ctrl[1])} ${n(top[0] - w1)} ${n(top[1])} ` +
    `L${n(top[0] + w1)} ${n(top[1])} Q${n(ctrl[0] + w0)} ${n(ctrl[1])} ${n(x + w0)} ${n(base)} Z"/>`;
  const fronds: string[] = [];
  const count = 9;
  for (let i = 0; i < count; i += 1) {
    const a = -Math.PI + (i / (count - 1)) * Math.PI + between(rng, -0.15, 0.15);
    const len = height * between(rng, 0.32, 0.42);
    const tipX = top[0] + Math.cos(a) * len;
    // Fronds arch up, then droop: the lower the angle, the more they hang.
    const tipY = top[1] + Math.abs(Math.cos(a)) * len * 0.45 + len * 0.15;
    const midX = top[0] + Math.cos(a) * len * 0.55;
    const midY = top[1] - Math.sin(-a) * len * 0.35 - len * 0.12;
    const thick = len * 0.09;
    fronds.push(
      `<path d="M${n(top[0])} ${n(top[1])} Q${n(midX)} ${n(midY - thick)} ${n(tipX)} ${n(tipY)} Q${n(midX)} ${n(midY + thick)} ${n(top[0])} ${n(top[1] + 2)} Z"/>`,
    );
  }
  const nuts = `<circle cx="${n(top[0] - 3)}" cy="${n(top[1] + 5)}" r="${n(height * 0.018)}"/><circle cx="${n(top[0] + 4)}" cy="${n(top[1] + 6)}" r="${n(height * 0.018)}"/>`;
  return trunk + fronds.join('') + nuts;
}

/** A ridge tent; the door glows at night. */
export function tent(x: number, base: number, size: number, color: string, door: string): string {
  const h = size * 0.62;
  return (
    `<path d="M${n(x - size / 2)} ${n(base)} L${n(x)} ${n(base - h)} L${n(x + size / 2)} ${n(base)} Z" fill="${color}"/>` +
    `<path d="M${n(x - size * 0.12)} ${n(base)} L${n(x)} ${n(base - h * 0.62)} L${n(x + size * 0.12)} ${n(base)} Z" fill="${door}"/>` +
    `<path d="M${n(x)} ${n(base - h)} l${n(size * 0.46)} ${n(h * 0.08)} l${n(size * 0.08)} ${n(h * 0.92)} L${n(x + size / 2)} ${n(base)} Z" fill="#000" opacity="0.18"/>`
  );
}

/** A wooden boat seen side-on; with a canopy it is a Kashmiri shikara. */
export function boat(x: number, waterline: number, length: number, hull: string, canopy?: string): string {
  const h = length * 0.12;
  let svg =
    `<path d="M${n(x - length / 2)} ${n(waterline - h * 1.3)} Q${n(x - length * 0.3)} ${n(waterline + h * 0.4)} ${n(x)} ${n(waterline + h * 0.35)} ` +
    `Q${n(x + length * 0.3)} ${n(waterline + h * 0.4)} ${n(x + length / 2)} ${n(waterline - h * 1.3)} ` +
    `Q${n(x + length * 0.3)} ${n(waterline - h * 0.2)} ${n(x)} ${n(waterline - h * 0.25)} Q${n(x - length * 0.3)} ${n(waterline - h * 0.2)} ${n(x - length / 2)} ${n(waterline - h * 1.3)} Z" fill="${hull}"/>`;
  if (canopy) {
    const w = length * 0.36;
    const top = waterline - h * 3.4;
    svg +=
      `<path d="M${n(x - w / 2)} ${n(waterline - h * 0.3)} v${n(-(waterline - h * 0.3 - top))} M${n(x + w / 2)} ${n(waterline - h * 0.3)} v${n(-(waterline - h * 0.3 - top))}" stroke="${hull}" stroke-width="${n(length * 0.012)}"/>` +
      `<path d="M${n(x - w / 2 - length * 0.04)} ${n(top + h * 0.3)} Q${n(x)} ${n(top - h * 0.9)} ${n(x + w / 2 + length * 0.04)} ${n(top + h * 0.3)} Z" fill="${canopy}"/>` +
      `<path d="M${n(x - w / 2 - length * 0.04)} ${n(top + h * 0.3)} h${n(w + length * 0.08)} v${n(h * 0.35)} h${n(-w - length * 0.08)} Z" fill="${hull}"/>`;
  }
  return svg;
}

/** A camel walking left to right, in a 100-unit box scaled to `size`. */
export function camel(x: number, base: number, size: number, stride = 0): string {
  const s = size / 100;
  const p = (px: number, py: number) => `${n(x + px * s)} ${n(base - (100 - py) * s)}`;
  const legA = stride * 6;
  return (
    `<path d="M${p(18, 52)} Q${p(20, 34)} ${p(34, 38)} Q${p(44, 22)} ${p(55, 36)} Q${p(66, 40)} ${p(72, 48)} ` +
    `Q${p(78, 36)} ${p(80, 24)} Q${p(82, 16)} ${p(90, 17)} L${p(96, 20)} L${p(95, 24)} L${p(88, 24)} ` +
    `Q${p(86, 38)} ${p(80, 56)} Q${p(74, 66)} ${p(62, 64)} L${p(30, 64)} Q${p(16, 66)} ${p(14, 58)} Q${p(10, 60)} ${p(8, 70)} L${p(7, 70)} Q${p(9, 56)} ${p(18, 52)} Z"/>` +
    `<path d="M${p(26 + legA, 100)} L${p(28, 62)} L${p(33, 62)} L${p(30 + legA, 100)} Z M${p(36 - legA, 100)} L${p(34, 62)} L${p(39, 62)} L${p(40 - legA, 100)} Z ` +
    `M${p(60 - legA, 100)} L${p(62, 62)} L${p(67, 62)} L${p(64 - legA, 100)} Z M${p(70 + legA, 100)} L${p(68, 62)} L${p(73, 62)} L${p(74 + legA, 100)} Z"/>`
  );
}

/** A paraglider: a curved canopy, its lines and the pilot. */
export function paraglider(x: number, y: number, span: number, canopy: string, dark: string, tilt = 0): string {
  const depth = span * 0.18;
  const thick = span * 0.085;
  const cells: string[] = [];
  for (let i = 1; i < 8; i += 1) {
    const t = i / 8;
    const cx = x - span / 2 + span * t;
    const arc = Math.sin(t * Math.PI) * depth;
    cells.push(`M${n(cx)} ${n(y - arc)} l0 ${n(thick)}`);
  }
  const pilotY = y + span * 0.62;
  return (
    `<g transform="rotate(${n(tilt)} ${n(x)} ${n(y)})">` +
    `<path d="M${n(x - span / 2)} ${n(y)} Q${n(x)} ${n(y - depth * 2)} ${n(x + span / 2)} ${n(y)} L${n(x + span / 2 - 3)} ${n(y + thick * 0.7)} Q${n(x)} ${n(y - depth * 2 + thick * 2)} ${n(x - span / 2 + 3)} ${n(y + thick * 0.7)} Z" fill="${canopy}"/>` +
    `<path d="${cells.join(' ')}" stroke="${dark}" stroke-width="1" opacity="0.35"/>` +
    `<path d="M${n(x - span / 2 + 3)} ${n(y + thick * 0.7)} L${n(x)} ${n(pilotY)} L${n(x + span / 2 - 3)} ${n(y + thick * 0.7)} M${n(x - span * 0.2)} ${n(y - depth * 0.7 + thick)} L${n(x)} ${n(pilotY)} L${n(x + span * 0.2)} ${n(y - depth * 0.7 + thick)}" stroke="${dark}" stroke-width="0.7" fill="none" opacity="0.6"/>` +
    `<ellipse cx="${n(x)}" cy="${n(pilotY + span * 0.03)}" rx="${n(span * 0.035)}" ry="${n(span * 0.05)}" fill="${dark}"/></g>`
  );
}

/** Blue, white, red, green and yellow: sky, air, fire, water, earth. */
const tibetanFlagColors = ['#2f6fd1', '#f4f1e6', '#d2392f', '#2f9e55', '#f2c230'];

/** A string of prayer flags sagging between two posts. */
export function prayerFlags(rng: Rng, from: Point, to: Point, sag: number, count: number, size: number, colors: readonly string[] = tibetanFlagColors): string {
  const ctrl: Point = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2 + sag * 2];
  const flags: string[] = [];
  for (let i = 1; i < count; i += 1) {
    const t = i / count;
    const x = (1 - t) * (1 - t) * from[0] + 2 * (1 - t) * t * ctrl[0] + t * t * to[0];
    const y = (1 - t) * (1 - t) * from[1] + 2 * (1 - t) * t * ctrl[1] + t * t * to[1];
    const sway = between(rng, -0.15, 0.15) * size;
    flags.push(
      `<path d="M${n(x - size * 0.4)} ${n(y)} L${n(x + size * 0.4)} ${n(y)} L${n(x + size * 0.4 + sway)} ${n(y + size)} L${n(x - size * 0.4 + sway)} ${n(y + size)} Z" fill="${colors[i % colors.length]}"/>`,
    );
  }
  return (
    `<path d="M${n(from[0])} ${n(from[1])} Q${n(ctrl[0])} ${n(ctrl[1])} ${n(to[0])} ${n(to[1])}" stroke="#3b3030" stroke-width="1" fill="none" opacity="0.7"/>` +
    `<g opacity="0.92">${flags.join('')}</g>`
  );
}

/** Small flowers scattered over an area, denser toward the bottom. */
export function flowers(rng: Rng, line: readonly Point[], bottom: number, count: number, colors: readonly string[]): string {
  const dots: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = rng() * 1200;
    const top = heightAt(line, x);
    const depth = Math.pow(rng(), 0.7);
    const y = top + 6 + depth * (bottom - top - 6);
    dots.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(1 + depth * 4.5)}" fill="${colors[i % colors.length]}"/>`);
  }
  return dots.join('');
}

/** A Kerala kettuvallam: a long wooden hull under a curved thatch roof. */
export function houseboat(x: number, waterline: number, length: number, wood: string, thatch: string, window: string): string {
  const h = length * 0.07;
  const hull =
    `<path d="M${n(x - length / 2)} ${n(waterline - h * 1.6)} Q${n(x - length * 0.42)} ${n(waterline + h * 0.5)} ${n(x - length * 0.2)} ${n(waterline + h * 0.4)} ` +
    `L${n(x + length * 0.3)} ${n(waterline + h * 0.4)} Q${n(x + length * 0.46)} ${n(waterline + h * 0.3)} ${n(x + length / 2)} ${n(waterline - h * 1.9)} ` +
    `L${n(x + length * 0.44)} ${n(waterline - h * 0.5)} L${n(x - length * 0.44)} ${n(waterline - h * 0.5)} Z" fill="${wood}"/>`;
  const roofLeft = x - length * 0.36;
  const roofRight = x + length * 0.3;
  const roofTop = waterline - h * 4.2;
  const roof =
    `<path d="M${n(roofLeft)} ${n(waterline - h * 0.9)} Q${n(roofLeft - length * 0.02)} ${n(roofTop)} ${n(roofLeft + length * 0.12)} ${n(roofTop)} ` +
    `L${n(roofRight - length * 0.1)} ${n(roofTop)} Q${n(roofRight + length * 0.02)} ${n(roofTop)} ${n(roofRight)} ${n(waterline - h * 0.9)} Z" fill="${thatch}"/>`;
  const ribs: string[] = [];
  for (let rx = roofLeft + length * 0.04; rx < roofRight - length * 0.02; rx += length * 0.035) {
    ribs.push(`M${n(rx)} ${n(roofTop + h * 0.2)} V${n(waterline - h * 1.0)}`);
  }
  const windows: string[] = [];
  for (let wx = roofLeft + length * 0.08; wx < roofRight - length * 0.1; wx += length * 0.09) {
    windows.push(`<rect x="${n(wx)}" y="${n(waterline - h * 2.2)}" width="${n(length * 0.045)}" height="${n(h * 1.0)}" rx="${n(h * 0.2)}"/>`);
  }
  return (
    hull +
    roof +
    `<path d="${ribs.join(' ')}" stroke="${wood}" stroke-width="${n(length * 0.004)}" opacity="0.45"/>` +
    `<g fill="${window}">${windows.join('')}</g>`
  );
}

/** An inflatable raft with a crew, seen from a little above. */
export function raft(x: number, y: number, length: number, hull: string, helmet: string, jacket: string, paddle: string): string {
  const w = length;
  const h = length * 0.26;
  let svg =
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w / 2)}" ry="${n(h / 2)}" fill="${hull}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y - h * 0.08)}" rx="${n(w * 0.4)}" ry="${n(h * 0.27)}" fill="#000" opacity="0.25"/>`;
  for (let i = 0; i < 6; i += 1) {
    const side = i % 2 === 0 ? -1 : 1;
    const px = x - w * 0.3 + Math.floor(i / 2) * w * 0.24 + side * w * 0.02;
    const py = y - h * 0.05 + side * h * 0.2;
    svg +=
      `<path d="M${n(px - w * 0.06)} ${n(py + h * 0.5)} L${n(px - w * 0.1)} ${n(py - h * 0.8)}" stroke="${paddle}" stroke-width="${n(w * 0.012)}" stroke-linecap="round"/>` +
      `<rect x="${n(px - w * 0.03)}" y="${n(py - h * 0.55)}" width="${n(w * 0.06)}" height="${n(h * 0.55)}" rx="${n(w * 0.015)}" fill="${jacket}"/>` +
      `<circle cx="${n(px)}" cy="${n(py - h * 0.72)}" r="${n(w * 0.028)}" fill="${helmet}"/>`;
  }
  return svg;
}

/** A white stupa (chorten): plinth, dome, spire and a crescent. */
export function chorten(x: number, base: number, size: number, white: string, gold: string): string {
  const s = size;
  return (
    `<path d="M${n(x - s * 0.5)} ${n(base)} h${n(s)} v${n(-s * 0.14)} h${n(-s * 0.08)} v${n(-s * 0.12)} h${n(-s * 0.84)} v${n(s * 0.12)} h${n(-s * 0.08)} Z" fill="${white}"/>` +
    `<path d="M${n(x - s * 0.32)} ${n(base - s * 0.26)} h${n(s * 0.64)} v${n(-s * 0.1)} h${n(-s * 0.64)} Z" fill="${white}"/>` +
    `<path d="M${n(x - s * 0.28)} ${n(base - s * 0.36)} Q${n(x - s * 0.3)} ${n(base - s * 0.72)} ${n(x)} ${n(base - s * 0.74)} Q${n(x + s * 0.3)} ${n(base - s * 0.72)} ${n(x + s * 0.28)} ${n(base - s * 0.36)} Z" fill="${white}"/>` +
    `<path d="M${n(x - s * 0.07)} ${n(base - s * 0.74)} L${n(x - s * 0.035)} ${n(base - s * 1.12)} h${n(s * 0.07)} L${n(x + s * 0.07)} ${n(base - s * 0.74)} Z" fill="${gold}"/>` +
    `<circle cx="${n(x)}" cy="${n(base - s * 1.16)}" r="${n(s * 0.035)}" fill="${gold}"/>`
  );
}

/** A scuba diver gliding to the right, in a 100-unit box. */
export function diver(x: number, y: number, size: number, color: string): string {
  const s = size / 100;
  const p = (px: number, py: number) => `${n(x + (px - 50) * s)} ${n(y + (py - 50) * s)}`;
  return (
    `<g fill="${color}">` +
    `<path d="M${p(30, 48)} Q${p(45, 40)} ${p(70, 44)} Q${p(80, 46)} ${p(80, 52)} Q${p(70, 58)} ${p(45, 57)} Q${p(32, 56)} ${p(30, 48)} Z"/>` +
    `<circle cx="${n(x + 33 * s)}" cy="${n(y - 2 * s)}" r="${n(7 * s)}"/>` +
    `<rect x="${n(x - 8 * s)}" y="${n(y - 15 * s)}" width="${n(34 * s)}" height="${n(9 * s)}" rx="${n(4 * s)}"/>` +
    `<path d="M${p(32, 49)} L${p(8, 44)} L${p(-6, 36)} L${p(-4, 46)} L${p(8, 50)} L${p(31, 55)} Z"/>` +
    `<path d="M${p(32, 53)} L${p(10, 58)} L${p(-6, 64)} L${p(-2, 56)} L${p(10, 54)} Z"/>` +
    `<path d="M${p(70, 54)} L${p(88, 62)} L${p(90, 59)} L${p(74, 50)} Z"/></g>`
  );
}

/** A small reef fish facing left or right. */
export function fish(x: number, y: number, size: number, facing: 1 | -1): string {
  const tail = x - facing * size * 0.55;
  return (
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size * 0.5)}" ry="${n(size * 0.22)}"/>` +
    `<path d="M${n(tail + facing * size * 0.1)} ${n(y)} L${n(tail - facing * size * 0.2)} ${n(y - size * 0.2)} L${n(tail - facing * size * 0.2)} ${n(y + size * 0.2)} Z"/>`
  );
}

/** A branching coral, drawn as round-capped strokes. */
export function coral(rng: Rng, x: number, base: number, size: number, depth = 4): string {
  const segments: string[] = [];
  const grow = (px: number, py: number, angle: number, length: number, level: number) => {
    const nx = px + Math.cos(angle) * length;
    const ny = py - Math.sin(angle) * length;
    segments.push(`M${n(px)} ${n(py)} L${n(nx)} ${n(ny)}`);
    if (level === 0) return;
    grow(nx, ny, angle + between(rng, 0.2, 0.6), length * between(rng, 0.6, 0.8), level - 1);
    grow(nx, ny, angle - between(rng, 0.2, 0.6), length * between(rng, 0.6, 0.8), level - 1);
  };
  grow(x, base, Math.PI / 2 + between(rng, -0.2, 0.2), size * 0.35, depth);
  return segments.join(' ');
}
