/**
 * Work too long for one turn of the event loop (the lexicon's million words), cut into slices of
 * about `sliceMs`, each followed by a turn for whatever is waiting: requests keep being answered
 * while it runs (decision 052).
 */
export const DEFAULT_SLICE_MS = 10;

/** A turn of the event loop: I/O callbacks (a request, a query's answer) run before the promise settles. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Calls `work(index)` for 0 … count − 1, handing the event loop back whenever a slice has run `sliceMs`. */
export async function inSlices(count: number, work: (index: number) => void, sliceMs = DEFAULT_SLICE_MS): Promise<void> {
  let sliceEnds = performance.now() + sliceMs;
  for (let index = 0; index < count; index++) {
    work(index);
    // Reading the clock costs more than most steps: every 64th is often enough.
    if ((index & 63) === 63 && performance.now() > sliceEnds) {
      await nextTurn();
      sliceEnds = performance.now() + sliceMs;
    }
  }
}
