// Types for the TypeScript that imports bundles.mjs (the tests' command runners).

/** Builds the web server's, the cache service's and the edge relay's bundles, once per process. */
export function buildServerBundles(): Promise<true>;
/** The path of a server's bundle this process built. */
export function serverBundle(name: 'web' | 'cache' | 'edgeRelay'): string;
/** The bundle of an operator's command (`users.ts`), built once per process: its path. */
export function cliBundle(script: string): Promise<string>;
/** cliBundle for synchronous callers. */
export function cliBundleSync(script: string): string;
