import http, {
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { isInternalResponseHeader } from './internal-headers';
import { type PrivateEndpoint, RENDER_SECRET_HEADER } from './private-next';

/** What a front sends to Next: the visitor's request line and the headers Next may see. */
export type NextRequest = { method: string; path: string; headers: OutgoingHttpHeaders };

type Handlers = {
  response: (res: IncomingMessage) => void;
  error: (err: Error) => void;
};

// A worker being replaced (no socket yet, or nobody listening on it), or a kept connection the
// worker closed as the request was sent: nothing of the request was handled.
const UNREACHED = new Set(['ENOENT', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

/**
 * The render workers (processes that run Next, front/render-worker.ts) as a front reaches them,
 * over kept connections: its own first (the primary pairs each front with one), so a render runs
 * where the previous ones warmed the code and the kept data, as when both shared a process. A
 * request without a body that could not reach its worker (being replaced, docs/architecture.md)
 * goes to the next one instead; one with a body cannot be sent twice, so its error is the caller's.
 */
export class RenderPool {
  private readonly agents: http.Agent[];

  constructor(
    readonly endpoints: PrivateEndpoint[],
    private readonly own = 0,
  ) {
    if (!endpoints.length) throw new Error('a render pool needs at least one render worker');
    this.agents = endpoints.map(() => new http.Agent({ keepAlive: true, maxSockets: 64 }));
  }

  /** Sends one request; the function returned abandons it (the visitor has gone). */
  send(
    request: NextRequest,
    handlers: Handlers,
    { body, timeoutMs }: { body?: IncomingMessage; timeoutMs?: number } = {},
  ): () => void {
    const first = this.own % this.endpoints.length;
    let current: http.ClientRequest | undefined;
    let abandoned = false;
    const attempt = (tried: number) => {
      const i = (first + tried) % this.endpoints.length;
      const endpoint = this.endpoints[i];
      const req = http.request({
        socketPath: endpoint.socketPath,
        path: request.path,
        method: request.method,
        headers: { ...request.headers, [RENDER_SECRET_HEADER]: endpoint.secret },
        agent: this.agents[i],
        // Next's answer can be larger in its headers than Node's 16 KB default: for a long path
        // it names the path again in several (found by the fuzz storm: 502s, "Header overflow").
        maxHeaderSize: 65_536,
      });
      current = req;
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        handlers.response(res);
      });
      req.on('error', (err: NodeJS.ErrnoException) => {
        if (abandoned) return;
        const again =
          !answered && !body && tried + 1 < this.endpoints.length && UNREACHED.has(err.code ?? '');
        if (again) attempt(tried + 1);
        else handlers.error(err);
      });
      if (timeoutMs)
        req.setTimeout(timeoutMs, () =>
          req.destroy(new Error(`${request.method} ${request.path} timed out in Next`)),
        );
      if (body) body.pipe(req);
      else req.end();
    };
    attempt(0);
    return () => {
      abandoned = true;
      current?.destroy();
    };
  }
}

/** Connection-level headers: they describe one hop, never the next. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

/**
 * The name-value pairs of `raw` (as `rawHeaders`) whose lower-case name `keep` accepts, as one
 * object for writeHead (which keeps the headers the front set, unless named again): a repeated
 * name (Set-Cookie) as a list, and no prototype, so __proto__ is a name like any other.
 */
function headerObject(raw: string[], keep: (name: string) => boolean): OutgoingHttpHeaders {
  const out: Record<string, string | string[]> = Object.create(null);
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i].toLowerCase();
    if (!keep(name)) continue;
    const before = out[name];
    out[name] = before === undefined ? raw[i + 1] : [before, raw[i + 1]].flat();
  }
  return out;
}

/** The headers the front left on a request (req.headers), less the hop-by-hop ones; no prototype. */
function withoutHopHeaders(headers: NodeJS.Dict<string | string[]>): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = Object.create(null);
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  return kept;
}

/**
 * A visitor's request that Next answers as it is, never through the page cache (the staff
 * console, form posts, previews, the last resort after a failed render): sent to a render
 * worker and its answer streamed back as it comes. What the front already set on the answer (the
 * security headers) stays unless Next sets the same header, as when both ran in one process.
 * A render worker that cannot be reached is a 502.
 */
export function createPassthrough(pool: RenderPool) {
  return function passThrough(req: IncomingMessage, res: ServerResponse): Promise<void> {
    return new Promise((resolve) => {
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const abandon = pool.send(
        {
          method: req.method ?? 'GET',
          path: req.url ?? '/',
          // The headers as the front left them (req.headers, never rawHeaders: the door strips
          // internal headers and sets the visitor's address there), less the hop-by-hop ones.
          headers: withoutHopHeaders(req.headers),
        },
        {
          response: (answer) => {
            const headers = headerObject(
              answer.rawHeaders,
              (name) => !HOP_BY_HOP.has(name) && !isInternalResponseHeader(name),
            );
            res.writeHead(answer.statusCode ?? 502, headers);
            answer.pipe(res);
            answer.once('error', () => res.destroy());
          },
          error: (err) => {
            if (res.headersSent) res.destroy(err);
            else
              res
                .writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
                .end('Bad Gateway');
          },
        },
        hasBody ? { body: req } : {},
      );
      // Sent, or the visitor has gone: then Next need not go on (an upload cut short, a page
      // left while it streamed).
      res.once('close', () => {
        if (!res.writableFinished) abandon();
        resolve();
      });
    });
  };
}
