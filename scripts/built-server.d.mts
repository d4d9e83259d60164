export declare const repositoryRoot: string;
export declare function freePort(): Promise<number>;

export interface BuiltServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  dataDir: string;
  /** Everything the server printed, when started with `captureOutput`. */
  output(): string;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
}

export declare function startBuiltServer(options: {
  env: NodeJS.ProcessEnv;
  captureOutput?: boolean;
  timeoutMs?: number;
  dataDir?: string;
  nodeOptions?: string[];
  port?: number;
}): Promise<BuiltServer>;
