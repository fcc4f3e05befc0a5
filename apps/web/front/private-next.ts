import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';

/** Where the fronts reach one render worker's Next, and the secret each request must carry. */
export type PrivateEndpoint = { socketPath: string; secret: string };

/** The request header that carries the endpoint's secret (removed before Next sees the request). */
export const RENDER_SECRET_HEADER = 'x-tsuzuri-render';

/**
 * A fresh directory for the render workers' endpoints (a unix socket each) that only this user
 * may enter (mode 0700), and the random secret every request to them must carry. Made once by the
 * cluster's primary and handed to its workers (front/cluster-primary.ts), so a render worker that
 * is replaced listens where the fronts already look.
 */
export function createRenderDir(): { dir: string; secret: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-next-'));
  fs.chmodSync(dir, 0o700);
  return { dir, secret: randomBytes(32).toString('hex') };
}

/** Render worker i's endpoint in the primary's directory. */
export function renderEndpoint(dir: string, secret: string, index: number): PrivateEndpoint {
  return { socketPath: path.join(dir, `render-${index}.sock`), secret };
}

/** Every render worker's endpoint, in order. */
export function renderEndpoints(dir: string, secret: string, count: number): PrivateEndpoint[] {
  return Array.from({ length: count }, (_, i) => renderEndpoint(dir, secret, i));
}

/**
 * Next's handler on an endpoint only the fronts can use: a unix socket in a directory only this
 * user may enter (mode 0700), listened on exclusively — under node:cluster a plain listen() is
 * taken over by the primary and shared round-robin by every worker, which would put the socket
 * in a process that is not Next's — and a secret that every request must carry, else its
 * connection is dropped. Without an endpoint (the tests), a fresh directory and secret of its own.
 */
export async function listenPrivately(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  given?: PrivateEndpoint,
) {
  let endpoint = given;
  let ownDir: string | undefined;
  if (!endpoint) {
    const fresh = createRenderDir();
    ownDir = fresh.dir;
    endpoint = renderEndpoint(fresh.dir, fresh.secret, 0);
  }
  // The socket of the render worker this one replaces (killed before it could remove it).
  fs.rmSync(endpoint.socketPath, { force: true });
  const expected = Buffer.from(endpoint.secret);
  // The fronts forward what they accepted (Node's 16 KB of request line and headers) plus their
  // own headers: a bound of its own as tight as theirs refused the longest with a 431.
  const server = http.createServer({ maxHeaderSize: 65_536 }, (req, res) => {
    const given = Buffer.from(String(req.headers[RENDER_SECRET_HEADER] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      req.socket.destroy();
      return;
    }
    delete req.headers[RENDER_SECRET_HEADER];
    void handle(req, res);
  });
  // Idle connections stay open: the fronts' agents are their only clients and bound how many
  // they keep. Closed after Node's default 5 s instead, a render the agent sent on one just then
  // failed (EPIPE, ECONNRESET: Node 20's agent does not drop it first), and the visitor got
  // Next's own answer instead of the front's (a missing image showed Next's bare 404 page).
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ path: endpoint.socketPath, exclusive: true }, resolve);
  });
  const socketPath = endpoint.socketPath;
  const remove = () => fs.rmSync(ownDir ?? socketPath, { recursive: true, force: true });
  process.once('exit', remove);
  return {
    endpoint,
    close: (done: () => void) =>
      server.close(() => {
        remove();
        done();
      }),
    closeAllConnections: () => server.closeAllConnections(),
  };
}
