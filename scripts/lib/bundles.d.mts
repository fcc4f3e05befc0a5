// Types for the TypeScript that imports bundles.mjs (the specs' operatorCommand).

/** The bundle of an operator's command (`users.ts`), built once per process in a child: its path. */
export function cliBundleSync(script: string): string;
