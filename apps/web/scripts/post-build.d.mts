/** Types for post-build.mjs, so its route table can be checked from a TypeScript test. */
export declare const routePreloads: ReadonlyArray<{ pattern: string; page: string; images: string[] }>;
