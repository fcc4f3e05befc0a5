import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { adminCheck } from './admin';
import { registerErrorHandler } from './errors';
import { adminRoutes } from './routes/admin';
import { entryRoutes } from './routes/entries';
import { newCounters } from './routes/deps';
import { feedRoutes } from './routes/feed';
import type { CacheStore } from './store/types';

export type AppOptions = {
  /** The app owns the store: closing the app closes it. */
  store: CacheStore;
  adminKey: string;
  /** Bodies of /set above this many bytes are refused with 413 before they are buffered whole. */
  maxEntryBytes: number;
  /** pino (server.ts) or nothing (tests). */
  logger?: FastifyBaseLogger;
};

/** Builds the service without listening, so tests drive it with app.inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: options.maxEntryBytes,
    // Every page view of every front is a /get: an access log here would dwarf everything
    // else. Invalidations are logged by their routes; failures by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
  });

  // Entries are opaque bytes (HTML, RSC payloads, pre-compressed bodies, JSON): whatever the
  // content type, the body arrives as one Buffer and is stored exactly.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: options.maxEntryBytes },
    (_request, body, done) => done(null, body),
  );

  registerErrorHandler(app, options.maxEntryBytes);
  const deps = {
    store: options.store,
    isAdmin: adminCheck(options.adminKey),
    counters: newCounters(),
  };
  await app.register(entryRoutes, deps);
  await app.register(adminRoutes, deps);
  await app.register(feedRoutes, deps);

  app.addHook('onClose', async () => options.store.close());
  return app;
}
