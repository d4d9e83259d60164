export declare const knownChromiumLocations: string[];
export declare function findChromium(env?: NodeJS.ProcessEnv): string | undefined;
export declare const chromiumArgs: string[];
