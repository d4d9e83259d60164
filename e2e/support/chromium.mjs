// Finding and launching Chromium. Plain JavaScript so that scripts/test.mjs can use it too.
import { existsSync } from 'node:fs';

/** Where Debian (and most Linux distributions) put Chromium. */
export const knownChromiumLocations = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'];

/** CHROMIUM_PATH when set (and present), otherwise the first known location that exists. */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  return knownChromiumLocations.find((location) => existsSync(location));
}

/** Quiet, headless and offline: no sandbox (CI runs as root), no GPU, no background calls home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
