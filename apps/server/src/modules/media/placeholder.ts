import sharp from 'sharp';
import { imageWork } from './image-work.ts';

/** Shown for a tour that has no picture: a soft landscape, no text to translate. */
export const placeholderSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dbeafe"/><stop offset="1" stop-color="#f1f5f9"/></linearGradient></defs>
  <rect width="800" height="500" fill="url(#sky)"/>
  <circle cx="600" cy="140" r="50" fill="#fde68a"/>
  <path d="M0 360 L180 200 L300 300 L430 170 L620 340 L800 240 L800 500 L0 500 Z" fill="#cbd5e1"/>
  <path d="M0 420 L220 320 L420 400 L620 330 L800 390 L800 500 L0 500 Z" fill="#94a3b8"/>
</svg>`;

export const PLACEHOLDER_PATH = 'media/placeholder.webp';

let cached: Promise<Buffer> | undefined;

export function placeholderImage(): Promise<Buffer> {
  cached ??= imageWork(() => sharp(Buffer.from(placeholderSvg)).webp({ quality: 80 }).toBuffer());
  return cached;
}
