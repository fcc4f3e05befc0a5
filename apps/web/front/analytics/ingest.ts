import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AnalyticsEventInput } from '@tsuzuri/analytics';
import { LEGACY_REPORT_PATH, MAX_REPORT_BYTES } from '@tsuzuri/tracker/protocol';
import { addressKey } from '@/lib/abuse/address-key';
import type { RateLimiter } from '@/lib/abuse/rate-limit';
import { visitorFromHeaders } from '@/lib/abuse/visitor-address';
import { type AcceptOptions, createAcceptor } from './accept';
import { closesAfterRefusing } from '../refused-body';
import { readCappedBody } from './body';
import { decodeReport, decodeV2Report } from './decode';
import type { EventQueue } from './queue';
import { RecentMap } from './recent';

/** Refusals by reason (the queue counts its own: accepted, stored, refused when full). */
export type IngestCounters = {
  malformed: number;
  tooLarge: number;
  replayed: number;
  rateLimited: number;
};

function send(
  res: ServerResponse,
  status: number,
  body: object,
  close = false,
  retryAfterS = 0,
): void {
  const bytes = Buffer.from(JSON.stringify(body));
  // A flat array: Node's quicker form of a head, and the security headers are appended to it.
  const headers = [
    'content-type',
    'application/json; charset=utf-8',
    'content-length',
    String(bytes.length),
    'cache-control',
    'no-store',
  ];
  if (close) headers.push('connection', 'close');
  if (retryAfterS) headers.push('retry-after', String(retryAfterS));
  else if (status === 503) headers.push('retry-after', '1');
  res.writeHead(status, headers).end(bytes);
}

/** The visitor as the front recorded it (setForwardedFor runs before this), and where from. */
function visitorOf(req: IncomingMessage) {
  return {
    ...visitorFromHeaders(req.headers),
    referer: typeof req.headers.referer === 'string' ? req.headers.referer : undefined,
  };
}

/**
 * POST /api/web/report and /v2/report, handled in the front (plain node:http, no Next): read
 * the body under a cap (413), refuse an address over its rate (429), decode and validate the
 * body (400), refuse a replayed upload id (409), queue the event (503 when the queue is full)
 * and answer the ids the tracker keeps (200).
 */
export function createIngestion(
  opts: AcceptOptions & {
    queue: EventQueue<AnalyticsEventInput>;
    /** Reports per address key (shared by workers and, through Redis, instances). */
    perAddress: RateLimiter;
    maxBytes?: number;
    recentIds?: number;
  },
) {
  const accept = createAcceptor(opts);
  // Upload ids seen lately by this process; the UNIQUE index on upload_id guards across instances.
  const seen = new RecentMap<true>(opts.recentIds ?? 100_000, 24 * 3600_000, opts.now);
  const counters: IngestCounters = { malformed: 0, tooLarge: 0, replayed: 0, rateLimited: 0 };
  const maxBytes = opts.maxBytes ?? MAX_REPORT_BYTES;

  async function serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const legacy = pathname === LEGACY_REPORT_PATH;
    let body: Buffer | 'too-large';
    try {
      body = await readCappedBody(req, maxBytes);
    } catch {
      // The client went away mid-body: nothing to answer, nothing accepted.
      res.destroy();
      return;
    }
    if (body === 'too-large') {
      counters.tooLarge++;
      const close = closesAfterRefusing(req, maxBytes);
      return send(res, 413, { cscode: 413, msg: `report body over ${maxBytes} bytes` }, close);
    }
    const visitor = visitorOf(req);
    const rate = await opts.perAddress.hit(`report:${addressKey(visitor.ip)}`);
    if (!rate.allowed) {
      // Answered and counted, never stored: the tracker swallows it; an honest burst fits the limit.
      counters.rateLimited++;
      return send(
        res,
        429,
        { cscode: 429, msg: 'too many reports from this address; try again later' },
        false,
        Math.max(1, Math.ceil(rate.retryAfterMs / 1000)),
      );
    }
    const decoded = legacy ? decodeV2Report(body) : decodeReport(body);
    if (!decoded.ok) {
      counters.malformed++;
      return send(res, 400, { cscode: 400, msg: decoded.msg });
    }
    if (seen.has(decoded.uploadId)) {
      counters.replayed++;
      return send(res, 409, { cscode: 409, msg: 'report already received (replayed upload_id)' });
    }
    // Checked before accepting, so a refused event leaves no trace (the tracker may resend it).
    if (opts.queue.full) {
      opts.queue.counters.refusedFull++;
      return send(res, 503, { cscode: 503, msg: 'ingestion queue is full; try again' });
    }
    // Claimed before the wait below, so the same upload id sent twice at once is taken once.
    seen.set(decoded.uploadId, true);
    const { event, ids } = await accept(decoded.payload, decoded.uploadId, visitor);
    if (!opts.queue.push(event)) {
      // Filled up meanwhile (push counted the refusal): not seen, so the tracker may send it again.
      seen.delete(decoded.uploadId);
      return send(res, 503, { cscode: 503, msg: 'ingestion queue is full; try again' });
    }
    if (legacy) {
      const {
        token_id = '',
        tmp_token_id,
        doc_id,
        visit_timestamp,
        recall_data = '',
        track_data = '',
        ad_channel = '',
        order_tag = '',
      } = ids;
      return send(res, 200, {
        cscode: 0,
        token_id,
        tmp_token_id,
        doc_id,
        recall_data,
        track_data,
        ad_channel,
        order_tag,
        visit_timestamp,
      });
    }
    return send(res, 200, { cscode: 0, data: ids });
  }

  return { serve, counters, queue: opts.queue };
}

export type Ingestion = ReturnType<typeof createIngestion>;
