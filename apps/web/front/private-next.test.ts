import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RenderPool } from './render-pool';
import { createRenderer } from './next-bridge';
import { listenPrivately, RENDER_SECRET_HEADER } from './private-next';

function ask(socketPath: string, headers: Record<string, string>): Promise<number | 'dropped'> {
  return new Promise((resolve) => {
    const req = http.request({ socketPath, path: '/x', headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve('dropped'));
    req.end();
  });
}

describe("the worker's private Next endpoint", () => {
  it('answers only requests with its secret, hides the secret from Next, and lives in a 0700 directory', async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const internal = await listenPrivately(async (req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>ok</p>');
    });
    try {
      const { socketPath } = internal.endpoint;
      expect(fs.statSync(path.dirname(socketPath)).mode & 0o777).toBe(0o700);
      expect(await ask(socketPath, {})).toBe('dropped');
      expect(await ask(socketPath, { [RENDER_SECRET_HEADER]: 'a'.repeat(64) })).toBe('dropped');
      expect(seen).toEqual([]);
      // The renderer carries the secret; a visitor's own copy of the front's headers never wins.
      const rendered = await createRenderer(new RenderPool([internal.endpoint]))(
        '/x',
        { 'x-tsuzuri-ab': 'sidebarAB=b', [RENDER_SECRET_HEADER]: 'forged' },
        { 'x-tsuzuri-ab': 'sidebarAB=a' },
      );
      expect(rendered.status).toBe(200);
      expect(seen[0]['x-tsuzuri-ab']).toBe('sidebarAB=a');
      expect(seen[0][RENDER_SECRET_HEADER]).toBeUndefined();
    } finally {
      await new Promise<void>((resolve) => internal.close(resolve));
    }
    expect(fs.existsSync(path.dirname(internal.endpoint.socketPath))).toBe(false);
  });

  it('keeps an idle connection open: a render after a quiet spell reuses it instead of failing on one the endpoint closed', async () => {
    // Node closes an idle keep-alive connection after 5 s by default, while the renderer's agent
    // still holds it: a render sent on it then failed (EPIPE, ECONNRESET), and the front fell
    // back to Next's own answer (a missing image got Next's bare 404 page).
    const connections = new Set<unknown>();
    const internal = await listenPrivately(async (req, res) => {
      connections.add(req.socket);
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>ok</p>');
    });
    try {
      const render = createRenderer(new RenderPool([internal.endpoint]));
      expect((await render('/a', {})).status).toBe(200);
      await new Promise((r) => setTimeout(r, 6_000));
      expect((await render('/b', {})).status).toBe(200);
      expect(connections.size).toBe(1);
    } finally {
      await new Promise<void>((resolve) => internal.close(resolve));
    }
  }, 15_000);
});
