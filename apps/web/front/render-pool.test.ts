import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { READ_TAGS_HEADER } from '@/lib/read-tags';
import { createRenderer } from './next-bridge';
import { createRenderDir, listenPrivately, renderEndpoint, renderEndpoints } from './private-next';
import { createPassthrough, RenderPool } from './render-pool';

type Handle = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** Render workers on the sockets of one directory, as the primary names them; null = not listening. */
async function renderWorkers(handles: (Handle | null)[]) {
  const { dir, secret } = createRenderDir();
  for (const [i, handle] of handles.entries()) {
    if (!handle) continue;
    const internal = await listenPrivately(handle, renderEndpoint(dir, secret, i));
    closers.push(() => new Promise((resolve) => internal.close(resolve)));
  }
  return new RenderPool(renderEndpoints(dir, secret, handles.length));
}

/** A front that passes every request through, having set a security header first, as the real one does. */
async function passthroughFront(pool: RenderPool) {
  const passThrough = createPassthrough(pool);
  const server = http.createServer((req, res) => {
    // As the door does: internal headers from outside removed, the visitor's address set.
    delete req.headers['x-tsuzuri-ab'];
    req.headers['x-forwarded-for'] = '203.0.113.7';
    res.setHeader('x-frame-options', 'SAMEORIGIN');
    res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
    void passThrough(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Writes `head` as it is, byte for byte, to the server at `origin`; everything it answered. */
function sendRaw(origin: string, head: string): Promise<string> {
  const url = new URL(origin);
  return new Promise<string>((resolve, reject) => {
    let text = '';
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(head));
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('the render workers, as a front reaches them', () => {
  it("sends a front's renders to its own render worker, and to the next while its own is not listening (being replaced)", async () => {
    const answeredBy: string[] = [];
    const worker =
      (name: string): Handle =>
      async (_req, res) => {
        answeredBy.push(name);
        res.writeHead(200, { 'content-type': 'text/html' }).end(`<p>${name}</p>`);
      };
    const { dir, secret } = createRenderDir();
    const endpoints = renderEndpoints(dir, secret, 3);
    for (const i of [0, 2]) {
      const internal = await listenPrivately(worker(`w${i}`), endpoints[i]);
      closers.push(() => new Promise((resolve) => internal.close(resolve)));
    }
    for (let i = 0; i < 3; i++) await createRenderer(new RenderPool(endpoints, 0))(`/a${i}`, {});
    expect(answeredBy).toEqual(['w0', 'w0', 'w0']);
    // Worker 1 is being replaced: its front's renders go to the next one meanwhile.
    const rendered = await createRenderer(new RenderPool(endpoints, 1))('/b', {});
    expect([rendered.body.toString(), answeredBy.at(-1)]).toEqual(['<p>w2</p>', 'w2']);
  });

  it("gives a render's answer to the front without Next's internal headers (a page not stored is sent with its headers)", async () => {
    const pool = await renderWorkers([
      async (_req, res) => {
        res.setHeader('x-middleware-rewrite', '/ja/dvd');
        res.setHeader('x-middleware-set-cookie', 'a=1');
        res.writeHead(404, { 'content-type': 'text/html', vary: 'rsc' }).end('<p>gone</p>');
      },
    ]);
    const rendered = await createRenderer(pool)('/dvd?x', {});
    expect(rendered.headers['x-middleware-rewrite']).toBeUndefined();
    expect(rendered.headers['x-middleware-set-cookie']).toBeUndefined();
    expect(rendered.headers.vary).toBe('rsc');
  });

  it("passes a post through: its body to Next, Next's status, cookies and headers back, never the render tags or the proxy's routing", async () => {
    let received = '';
    let nextSaw: http.IncomingHttpHeaders = {};
    const pool = await renderWorkers([
      async (req, res) => {
        nextSaw = req.headers;
        for await (const chunk of req) received += chunk;
        res.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
        res.setHeader(READ_TAGS_HEADER, 'article:x');
        res.setHeader('x-middleware-rewrite', '/ja/api/comments');
        res.setHeader('referrer-policy', 'no-referrer');
        res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
      },
    ]);
    const front = await passthroughFront(pool);
    const res = await fetch(`${front}/api/comments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        connection: 'keep-alive',
        'x-tsuzuri-ab': 'sidebarAB=b',
        'x-forwarded-for': '198.51.100.1',
      },
      body: JSON.stringify({ text: 'こんにちは'.repeat(2000) }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    expect(JSON.parse(received).text).toBe('こんにちは'.repeat(2000));
    // Next sees the request as the front's door left it, not as the visitor sent it.
    expect([nextSaw['x-tsuzuri-ab'], nextSaw['x-forwarded-for']]).toEqual([
      undefined,
      '203.0.113.7',
    ]);
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(res.headers.get(READ_TAGS_HEADER)).toBeNull();
    expect(res.headers.get('x-middleware-rewrite')).toBeNull();
    // The front's header stays; where Next set the same header, Next's wins (as in one process).
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('streams the answer: what Next has sent reaches the visitor before Next has finished', async () => {
    let firstSeen: () => void = () => {};
    const seen = new Promise<void>((resolve) => {
      firstSeen = resolve;
    });
    const pool = await renderWorkers([
      async (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('first ');
        await seen;
        res.end('last');
      },
    ]);
    const front = await passthroughFront(pool);
    const res = await fetch(`${front}/admin/stream`);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('first ');
    firstSeen();
    let rest = '';
    for (let r = await reader.read(); !r.done; r = await reader.read())
      rest += new TextDecoder().decode(r.value);
    expect(rest).toBe('last');
  });

  it('abandons the request in Next when the visitor leaves mid-upload', async () => {
    let nextGotSome: () => void = () => {};
    const gotSome = new Promise<void>((resolve) => {
      nextGotSome = resolve;
    });
    let nextSawItEnd: (complete: boolean) => void = () => {};
    const ended = new Promise<boolean>((resolve) => {
      nextSawItEnd = resolve;
    });
    const pool = await renderWorkers([
      async (req, res) => {
        req.once('data', () => nextGotSome());
        req.once('close', () => nextSawItEnd(req.complete));
        req.resume();
        await new Promise((r) => req.once('close', r));
        res.end();
      },
    ]);
    const url = new URL(await passthroughFront(pool));
    const upload = http.request({
      host: url.hostname,
      port: url.port,
      path: '/admin/media',
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'content-length': '1000000' },
    });
    upload.on('error', () => {});
    upload.write(Buffer.alloc(64 * 1024));
    await gotSome;
    upload.destroy();
    expect(await ended).toBe(false);
  });

  it('passes on a request as large as a front accepts, with the headers the front adds, and an answer with larger headers', async () => {
    // Node's parser allows 16 KB of request line and headers; the front adds its own (the secret)
    // to one it accepted near that bound. The render socket refused those (found by the fuzz
    // storm: 502s for long made-up paths), so it allows more than a front does.
    let seenPath = '';
    const pool = await renderWorkers([
      async (req, res) => {
        seenPath = req.url ?? '';
        // As Next does for a long path: the path again in several headers of the answer.
        res.setHeader('x-echo-1', seenPath);
        res.setHeader('x-echo-2', seenPath);
        res.setHeader('x-echo-3', seenPath);
        res.writeHead(404, { 'content-type': 'text/plain', connection: 'close' }).end('not here');
      },
    ]);
    const front = await passthroughFront(pool);
    const path = `/webpush/${'a'.repeat(8_000)}`;
    const head = (cookie: string) =>
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: x=${cookie}\r\nConnection: close\r\n\r\n`;
    // 16,370 bytes in all: under the front's bound, over it with the front's own headers.
    const request = head('b'.repeat(16_370 - head('').length));
    expect(request.length).toBe(16_370);
    const answer = await sendRaw(front, request);
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 404 Not Found');
    expect(seenPath).toBe(path);
  });

  it('passes prototype-named and markup headers through as plain headers both ways, and refuses control characters before Next', async () => {
    let seen: string[] = [];
    let reached = 0;
    const pool = await renderWorkers([
      async (req, res) => {
        reached++;
        seen = req.rawHeaders;
        res.setHeader('__proto__', '<script>alert(1)</script>');
        res.setHeader('constructor', 'x');
        res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      },
    ]);
    const front = await passthroughFront(pool);
    const send = (head: string) => sendRaw(front, head);
    const answer = await send(
      'POST /api/comments HTTP/1.1\r\nHost: x\r\n__proto__: {"polluted":1}\r\n' +
        'constructor: <svg onload=alert(1)>\r\nprototype: a\r\nContent-Length: 2\r\n' +
        'Connection: close\r\n\r\n{}',
    );
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    expect(answer).toContain('__proto__: <script>alert(1)</script>');
    // Next gets the headers as the front's door left them: Node's parser keeps no __proto__ in
    // req.headers (as when Next shared the front's process); the others go on as plain headers.
    const sent = (name: string) => (seen.includes(name) ? seen[seen.indexOf(name) + 1] : undefined);
    expect([sent('__proto__'), sent('constructor'), sent('prototype')]).toEqual([
      undefined,
      '<svg onload=alert(1)>',
      'a',
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // A control character in a header: Node's parser at the front refuses it; Next never sees it.
    const refused = await send('GET /admin HTTP/1.1\r\nHost: x\r\nX-A: a\u0001b\r\n\r\n');
    expect(refused.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(reached).toBe(1);
  });

  it('answers 502 when no render worker can be reached, and renders fail', async () => {
    const pool = await renderWorkers([null, null]);
    const front = await passthroughFront(pool);
    const res = await fetch(`${front}/admin`);
    expect(res.status).toBe(502);
    await expect(createRenderer(pool)('/dvd', {})).rejects.toThrow(/ENOENT/);
  });
});
