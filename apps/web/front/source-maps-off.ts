/**
 * Imported first by server.ts. tsx turns Node's source maps on, and then Node reads and keeps the
 * map of every module it loads: Next's server chunks brought ~68 MB of map text into each web
 * process's heap (measured: 168 → 100 MB live heap after a full collection), which every major
 * collection marks again. Nothing reads them: Next installs its own `Error.prepareStackTrace`,
 * which formats stacks without maps, so no log line changes.
 */
process.setSourceMapsEnabled(false);

export {};
