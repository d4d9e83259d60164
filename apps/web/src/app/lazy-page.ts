import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** The spec: code-split chunk loading gives up after 120 seconds. */
export const CHUNK_TIMEOUT_MS = 120_000;
export const CHUNK_LOAD_FAILED = 'Loading chunk failed';

/**
 * A route's `lazy` loader for a page module that default-exports its component. A chunk that
 * fails to download or takes too long becomes the error "Loading chunk failed", which the
 * route error page shows.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(CHUNK_LOAD_FAILED)), CHUNK_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module.default };
    } catch (error) {
      if (error instanceof Error && error.message === CHUNK_LOAD_FAILED) throw error;
      throw new Error(CHUNK_LOAD_FAILED, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  };
}

/** A route whose page is its own chunk, loaded by `lazyPage`. */
export const lazyRoute = (path: string, load: Parameters<typeof lazyPage>[0]): RouteObject => ({ path, lazy: lazyPage(load) });
