/**
 * An `Intl` formatter made on first use and kept. `toLocaleString(locale, options)` builds a new
 * formatter (locale data, time zone rules) on every call, and a formatter made when its module
 * loads is paid for by every page that imports it, shown or not.
 */
export function formatter<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
