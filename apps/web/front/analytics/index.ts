import type { IncomingMessage, ServerResponse } from 'node:http';
import { type AnalyticsEventInput, sharedAnalyticsRepository } from '@tsuzuri/analytics';
import { addressHashSalt } from '@tsuzuri/env';
import type { Logger } from 'pino';
import { sharedLimiter } from '@/lib/abuse/shared-limiter';
import { readSiteUrl } from '@/lib/site-routes';
import type { FrontEnv } from '../env';
import { ARTICLE_VIEW_WINDOW_MS } from './accept';
import { LEGACY_REPORT_PATH, REPORT_PATH } from '@tsuzuri/tracker/protocol';
import { createIngestion, type Ingestion } from './ingest';
import { EventQueue } from './queue';

let active: Ingestion | null = null;
let stopping: Promise<number> | null = null;

/**
 * True for the requests the front answers itself as analytics ingestion: the two endpoints
 * (docs/product.md#analytics-endpoints), the current one and the older form-encoded one.
 */
export function isReportRequest(method: string | undefined, pathname: string): boolean {
  return method === 'POST' && (pathname === REPORT_PATH || pathname === LEGACY_REPORT_PATH);
}

/**
 * Starts this process's ingestion: the queue, its timer and the writer into the database.
 * server.ts calls it once per worker, and stopIngestion() once the server stopped taking requests.
 */
export function startIngestion(
  env: FrontEnv,
  site: { locales: readonly string[]; defaultLocale: string },
  log: Logger,
): Ingestion {
  const queue = new EventQueue<AnalyticsEventInput>({
    batchSize: env.ANALYTICS_BATCH_SIZE,
    flushMs: env.ANALYTICS_FLUSH_MS,
    maxQueued: env.ANALYTICS_QUEUE_MAX,
    store: async (batch) => (await sharedAnalyticsRepository()).insertBatch(batch),
    onError: (err, waiting) => log.error({ err, waiting }, 'analytics batch not stored; retrying'),
    onUnstorable: (event, err) =>
      log.error({ err, event }, 'analytics event refused by the database; set aside'),
  }).start();
  active = createIngestion({
    queue,
    locales: site.locales,
    defaultLocale: site.defaultLocale,
    pageName: (p) =>
      readSiteUrl(p, '', { configured: site.locales, defaultLocale: site.defaultLocale }).pageName,
    perAddress: sharedLimiter(
      'analytics-report',
      { limit: env.ANALYTICS_RATE_LIMIT, windowMs: env.ANALYTICS_RATE_WINDOW_MS },
      env.REDIS_URL,
    ),
    articleViews: sharedLimiter(
      'article-view',
      { limit: 1, windowMs: ARTICLE_VIEW_WINDOW_MS },
      env.REDIS_URL,
    ),
    // The same on every instance of a deployment, and secret (a hashed IPv4 is otherwise guessable).
    salt: addressHashSalt('analytics', env),
  });
  keepRawEventsFor(env.ANALYTICS_RAW_DAYS, log);
  return active;
}

/**
 * Raw events (and the per-reader rows behind unique counts) are kept this many days; the daily
 * rollups stay. Checked hourly by every worker: the deletes are idempotent, so several are harmless.
 */
function keepRawEventsFor(days: number, log: Logger): void {
  const prune = async () => {
    try {
      const before = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
      const pruned = await (await sharedAnalyticsRepository()).pruneBefore(before);
      if (pruned.events || pruned.readers)
        log.info({ before, ...pruned }, 'old analytics events pruned');
    } catch (err) {
      log.warn({ err }, 'analytics prune failed; retrying in an hour');
    }
  };
  setTimeout(prune, 60_000).unref();
  setInterval(prune, 3_600_000).unref();
}

/** Writes every queued event (once, however often called); resolves with how many could not be. */
export function stopIngestion(log: Logger): Promise<number> {
  const ingestion = active;
  if (!ingestion) return Promise.resolve(0);
  stopping ??= ingestion.queue.close().then((left) => {
    const summary = { ...ingestion.queue.counters, ...ingestion.counters, left };
    if (left) log.error(summary, 'analytics events not stored at shutdown');
    else log.info(summary, 'analytics queue flushed');
    return left;
  });
  return stopping;
}

/** The front's route for both endpoints; 503 until startIngestion ran (never a crash). */
export async function serveReport(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<void> {
  if (!active) {
    res
      .writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' })
      .end('{"cscode":503,"msg":"ingestion not started"}');
    return;
  }
  await active.serve(req, res, pathname);
}
