import { n } from './canvas.ts';

// Building shapes as path data in one fill, so a scene can colour, light and
// merge them. Coordinates: cx is the centre line, base the ground line.

/** An onion dome with a finial, `r` its widest half-width. */
export function onionDome(cx: number, base: number, r: number): string {
  const top = base - r * 2.1;
  return (
    `M${n(cx - r * 0.78)} ${n(base)} C${n(cx - r * 1.15)} ${n(base - r * 0.7)} ${n(cx - r * 0.75)} ${n(base - r * 1.4)} ${n(cx)} ${n(top)} ` +
    `C${n(cx + r * 0.75)} ${n(base - r * 1.4)} ${n(cx + r * 1.15)} ${n(base - r * 0.7)} ${n(cx + r * 0.78)} ${n(base)} Z ` +
    `M${n(cx - r * 0.05)} ${n(top + 2)} L${n(cx - r * 0.03)} ${n(top - r * 0.45)} L${n(cx + r * 0.03)} ${n(top - r * 0.45)} L${n(cx + r * 0.05)} ${n(top + 2)} Z ` +
    `M${n(cx)} ${n(top - r * 0.5)} m${n(-r * 0.07)} 0 a${n(r * 0.07)} ${n(r * 0.07)} 0 1 0 ${n(r * 0.14)} 0 a${n(r * 0.07)} ${n(r * 0.07)} 0 1 0 ${n(-r * 0.14)} 0`
  );
}

/** A chhatri: a small domed pavilion on four pillars. */
export function chhatri(cx: number, base: number, w: number): string {
  const pillar = w * 0.09;
  const eave = base - w * 0.75;
  return (
    `M${n(cx - w / 2)} ${n(base)} h${n(pillar)} v${n(eave - base)} h${n(-pillar)} Z ` +
    `M${n(cx + w / 2 - pillar)} ${n(base)} h${n(pillar)} v${n(eave - base)} h${n(-pillar)} Z ` +
    `M${n(cx - w * 0.62)} ${n(eave)} h${n(w * 1.24)} l${n(-w * 0.1)} ${n(-w * 0.12)} h${n(-w * 1.04)} Z ` +
    onionDome(cx, eave - w * 0.12, w * 0.42)
  );
}

/** A row of pointed arches, for windows or a colonnade. */
export function archRow(x: number, y: number, width: number, height: number, count: number, gap = 0.35): string {
  const cell = width / count;
  const w = cell * (1 - gap);
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const left = x + i * cell + (cell - w) / 2;
    d += `M${n(left)} ${n(y + height)} V${n(y + w * 0.5)} Q${n(left)} ${n(y)} ${n(left + w / 2)} ${n(y)} Q${n(left + w)} ${n(y)} ${n(left + w)} ${n(y + w * 0.5)} V${n(y + height)} Z `;
  }
  return d;
}

/** Square merlons along a wall top. */
export function battlements(x0: number, x1: number, y: number, size: number): string {
  let d = '';
  for (let x = x0; x < x1 - size * 0.5; x += size * 2) d += `M${n(x)} ${n(y)} h${n(size)} v${n(-size)} h${n(-size)} Z `;
  return d;
}

/** A Nagara temple spire (shikhara): a curved tower capped by an amalaka, a kalash and a flag. */
export function shikhara(cx: number, base: number, h: number, width = h * 0.42): string {
  const w = width / 2;
  const neck = base - h * 0.86;
  const amalaka = h * 0.05;
  return (
    `M${n(cx - w)} ${n(base)} C${n(cx - w)} ${n(base - h * 0.45)} ${n(cx - w * 0.62)} ${n(neck + h * 0.12)} ${n(cx - w * 0.28)} ${n(neck)} ` +
    `L${n(cx + w * 0.28)} ${n(neck)} C${n(cx + w * 0.62)} ${n(neck + h * 0.12)} ${n(cx + w)} ${n(base - h * 0.45)} ${n(cx + w)} ${n(base)} Z ` +
    `M${n(cx)} ${n(neck - amalaka)} m${n(-w * 0.42)} 0 a${n(w * 0.42)} ${n(amalaka)} 0 1 0 ${n(w * 0.84)} 0 a${n(w * 0.42)} ${n(amalaka)} 0 1 0 ${n(-w * 0.84)} 0 ` +
    `M${n(cx - w * 0.1)} ${n(neck - amalaka * 1.8)} Q${n(cx)} ${n(neck - h * 0.14)} ${n(cx + w * 0.1)} ${n(neck - amalaka * 1.8)} Z ` +
    `M${n(cx - 1)} ${n(neck - h * 0.1)} v${n(-h * 0.1)} h2 v${n(h * 0.1)} Z M${n(cx + 1)} ${n(neck - h * 0.2)} l${n(h * 0.07)} ${n(h * 0.025)} l${n(-h * 0.07)} ${n(h * 0.025)} Z`
  );
}

/** Horizontal mouldings across a spire, drawn in a darker tone over it. */
export function shikharaBands(cx: number, base: number, h: number, width = h * 0.42, bands = 9): string {
  const w = width / 2;
  let d = '';
  for (let i = 1; i < bands; i += 1) {
    const t = i / bands;
    const y = base - h * 0.86 * t;
    // Half-width of the curve at this height, close enough to the Bezier.
    const half = w * (1 - 0.72 * Math.pow(t, 2.2));
    d += `M${n(cx - half)} ${n(y)} H${n(cx + half)} `;
  }
  return d;
}

/** A South Indian gopuram: stacked tiers narrowing to a barrel-vaulted crown with finials. */
export function gopuram(cx: number, base: number, h: number, width = h * 0.62, tiers = 7): string {
  const body = h * 0.86;
  let d = '';
  for (let i = 0; i < tiers; i += 1) {
    const t0 = i / tiers;
    const t1 = (i + 1) / tiers;
    const w0 = (width / 2) * (1 - 0.55 * t0);
    const w1 = (width / 2) * (1 - 0.55 * t1);
    const y0 = base - body * t0;
    const y1 = base - body * t1;
    const ledge = (y0 - y1) * 0.18;
    d += `M${n(cx - w0 - ledge * 0.6)} ${n(y0)} L${n(cx - w1)} ${n(y1 + ledge)} h${n(-ledge * 0.5)} v${n(-ledge)} h${n(w1 * 2 + ledge)} v${n(ledge)} h${n(-ledge * 0.5)} L${n(cx + w0 + ledge * 0.6)} ${n(y0)} Z `;
  }
  const crownW = (width / 2) * 0.5;
  const crownBase = base - body;
  d += `M${n(cx - crownW)} ${n(crownBase)} Q${n(cx - crownW)} ${n(crownBase - h * 0.1)} ${n(cx)} ${n(crownBase - h * 0.1)} Q${n(cx + crownW)} ${n(crownBase - h * 0.1)} ${n(cx + crownW)} ${n(crownBase)} Z `;
  for (let i = 0; i < 5; i += 1) {
    const fx = cx - crownW * 0.8 + (i * crownW * 1.6) / 4;
    d += `M${n(fx - 2)} ${n(crownBase - h * 0.1 + 2)} L${n(fx)} ${n(crownBase - h * 0.15)} L${n(fx + 2)} ${n(crownBase - h * 0.1 + 2)} Z `;
  }
  return d;
}

/** The cornice of each tier and the doorway openings, drawn darker over the tower. */
export function gopuramDetails(cx: number, base: number, h: number, width = h * 0.62, tiers = 7): string {
  const body = h * 0.86;
  let d = '';
  for (let i = 0; i < tiers; i += 1) {
    const y0 = base - body * (i / tiers);
    const y1 = base - body * ((i + 1) / tiers);
    const w1 = (width / 2) * (1 - 0.55 * ((i + 1) / tiers));
    const ledge = (y0 - y1) * 0.18;
    d += `M${n(cx - w1 - ledge * 0.5)} ${n(y1)} h${n(w1 * 2 + ledge)} v${n(ledge * 0.7)} h${n(-w1 * 2 - ledge)} Z `;
    const tall = (y0 - y1) * 0.5;
    const door = Math.max(4, w1 * 0.12);
    d += `M${n(cx - door / 2)} ${n(y0 - (y0 - y1) * 0.12)} v${n(-tall)} q${n(door / 2)} ${n(-door * 0.6)} ${n(door)} 0 v${n(tall)} Z `;
  }
  return d;
}

/** A pyramidal tower with straight sides and horizontal tiers (Mahabodhi style). */
export function pyramidTower(cx: number, base: number, h: number, width: number): string {
  const top = base - h;
  return (
    `M${n(cx - width / 2)} ${n(base)} L${n(cx - width * 0.14)} ${n(top + h * 0.06)} L${n(cx + width * 0.14)} ${n(top + h * 0.06)} L${n(cx + width / 2)} ${n(base)} Z ` +
    `M${n(cx - width * 0.16)} ${n(top + h * 0.07)} Q${n(cx)} ${n(top - h * 0.02)} ${n(cx + width * 0.16)} ${n(top + h * 0.07)} Z ` +
    `M${n(cx - 2)} ${n(top)} v${n(-h * 0.1)} h4 v${n(h * 0.1)} Z`
  );
}

export interface Boulder {
  x: number;
  y: number;
  rx: number;
  ry: number;
}

/** Rounded boulders heaped into a mound, as at Hampi: boulders along the mound's outline, one balanced on top. */
export function boulderPile(cx: number, base: number, size: number, rng: () => number): { mound: string; boulders: Boulder[] } {
  const height = size * (0.45 + rng() * 0.25);
  const mound = `M${n(cx - size / 2)} ${n(base)} Q${n(cx - size * 0.3)} ${n(base - height)} ${n(cx)} ${n(base - height)} Q${n(cx + size * 0.3)} ${n(base - height)} ${n(cx + size / 2)} ${n(base)} Z`;
  const boulders: Boulder[] = [];
  const count = 7 + Math.floor(rng() * 5);
  for (let i = 0; i < count; i += 1) {
    const t = i / (count - 1);
    const rx = size * (0.08 + rng() * 0.09);
    boulders.push({ x: cx - size / 2 + t * size, y: base - Math.sin(t * Math.PI) * height * 0.9, rx, ry: rx * (0.7 + rng() * 0.25) });
  }
  const r = size * (0.07 + rng() * 0.05);
  boulders.push({ x: cx, y: base - height - r * 0.6, rx: r, ry: r * 0.8 });
  return { mound, boulders };
}

export const ellipsePath = ({ x, y, rx, ry }: Boulder, scale = 1, dx = 0, dy = 0) =>
  `M${n(x + dx - rx * scale)} ${n(y + dy)} a${n(rx * scale)} ${n(ry * scale)} 0 1 0 ${n(rx * scale * 2)} 0 a${n(rx * scale)} ${n(ry * scale)} 0 1 0 ${n(-rx * scale * 2)} 0`;
