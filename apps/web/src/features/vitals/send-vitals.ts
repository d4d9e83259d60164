/** Where measurements go (apps/server/src/modules/vitals). */
export const VITALS_URL = '/api/vitals';

/**
 * Sends a batch as the page is hidden, maybe for good. `navigator.sendBeacon` hands it to the
 * browser, which sends it even after the page is gone; a string goes as text/plain, which needs no
 * preflight. Where there is no beacon, or the browser refuses it (its queue is full), a fetch with
 * `keepalive` outlives the page too. Nobody waits for an answer, and a lost batch is a lost sample.
 */
export function sendVitals(body: string): void {
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(VITALS_URL, body)) return;
  fetch(VITALS_URL, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain;charset=UTF-8' } }).catch(() => {});
}
