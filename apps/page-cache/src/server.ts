import { pino } from 'pino';
import { buildApp } from './app';
import { type CacheEnv, loadEnv } from './env';
import { createStore } from './store';

// Fail fast with a readable message rather than a stack trace (design rule 3).
let env: CacheEnv;
try {
  env = loadEnv();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const log = pino({ level: env.LOG_LEVEL, name: 'page-cache' });
if (env.adminKeyFile) {
  log.warn(
    { file: env.adminKeyFile },
    'CACHE_ADMIN_KEY is not set: using the random key kept in the data folder (set it in production)',
  );
}

const store = await createStore(env, log);
const app = await buildApp({
  store,
  adminKey: env.CACHE_ADMIN_KEY,
  maxEntryBytes: env.CACHE_MAX_ENTRY_BYTES,
  logger: log,
});
await app.listen({ port: env.CACHE_PORT, host: env.CACHE_HOST });
log.info({ store: store.kind, maxBytes: env.CACHE_MAX_BYTES }, 'page cache ready');

// Graceful stop: finish requests in flight, then close the store (app onClose). A stop that
// hangs (a Redis that never answers) must not keep the supervisor waiting forever.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'page cache stopping');
    setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    process.exit(0);
  });
}
