import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';

/** Where this process's front reaches its own Next, and the secret each render must carry. */
export type PrivateEndpoint = { socketPath: string; secret: string };

/** The request header that carries the endpoint's secret (removed before Next sees the request). */
export const RENDER_SECRET_HEADER = 'x-tsuzuri-render';

/**
 * Next's handler on an endpoint only this process's front can use: a unix socket in a fresh
 * directory only this user may enter (mode 0700), listened on exclusively — under node:cluster a
 * plain listen() is taken over by the primary and shared round-robin by every worker, so one
 * worker's renders would land in another's Next and the port would bypass the front — and a
 * random secret per process that every request must carry, else its connection is dropped.
 */
export async function listenPrivately(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-next-'));
  fs.chmodSync(dir, 0o700);
  const endpoint: PrivateEndpoint = {
    socketPath: path.join(dir, 'next.sock'),
    secret: randomBytes(32).toString('hex'),
  };
  const expected = Buffer.from(endpoint.secret);
  const server = http.createServer((req, res) => {
    const given = Buffer.from(String(req.headers[RENDER_SECRET_HEADER] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      req.socket.destroy();
      return;
    }
    delete req.headers[RENDER_SECRET_HEADER];
    void handle(req, res);
  });
  // Idle connections stay open: the front's own agent is their only client and bounds how many
  // it keeps. Closed after Node's default 5 s instead, a render the agent sent on one just then
  // failed (EPIPE, ECONNRESET: Node 20's agent does not drop it first), and the visitor got
  // Next's own answer instead of the front's (a missing image showed Next's bare 404 page).
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ path: endpoint.socketPath, exclusive: true }, resolve);
  });
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  process.once('exit', removeDir);
  return {
    endpoint,
    close: (done: () => void) =>
      server.close(() => {
        removeDir();
        done();
      }),
    closeAllConnections: () => server.closeAllConnections(),
  };
}
