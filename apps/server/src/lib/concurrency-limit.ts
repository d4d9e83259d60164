/**
 * Runs at most `max` tasks at a time; the others wait their turn, in order, without using CPU.
 * For work that would otherwise take every core (password hashing) and starve the rest.
 */
export function concurrencyLimit(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next task in line, or give it back.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
