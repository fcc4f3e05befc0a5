import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_TAGS_HEADER, recordReadTags } from '@/lib/read-tags';
import { RenderPool } from './render-pool';
import { createRenderer, type Renderer } from './next-bridge';
import { listenPrivately } from './private-next';
import { withReadTags } from './render-tags';
import { sendRendered } from './respond';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A stand-in for Next: reads "repositories" after awaits, answers whole or streamed. */
async function fakeNext(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://x');
  const slug = url.searchParams.get('slug') ?? 'none';
  await sleep(Number(url.searchParams.get('wait') ?? 0));
  recordReadTags([`article:${slug}`, 'list:latest:ja']);
  res.setHeader('content-type', 'text/html; charset=utf-8');
  if (url.pathname === '/streamed') {
    res.write('<p>');
    await sleep(5);
    recordReadTags(['locale:ja']);
    res.end(`${slug}</p>`);
  } else res.end(`<p>${slug}</p>`);
}

describe('a render says what it read', () => {
  let render: Renderer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const internal = await listenPrivately(withReadTags(fakeNext));
    render = createRenderer(new RenderPool([internal.endpoint]));
    close = () => new Promise((r) => internal.close(() => r()));
  });
  afterAll(() => close());

  it('the tags of an answer sent whole arrive as a header, and are taken out of it', async () => {
    const out = await render('/whole?slug=x', {});
    expect(out.readTags?.sort()).toEqual(['article:x', 'list:latest:ja']);
    expect(out.headers[READ_TAGS_HEADER]).toBeUndefined();
  });

  it('a streamed answer sends them after its body, with what was read while streaming', async () => {
    const out = await render('/streamed?slug=y', {});
    expect(out.body.toString()).toBe('<p>y</p>');
    expect(out.readTags?.sort()).toEqual(['article:y', 'list:latest:ja', 'locale:ja']);
  });

  it('concurrent renders keep their reads apart', async () => {
    const [a, b] = await Promise.all([
      render('/whole?slug=a&wait=30', {}),
      render('/streamed?slug=b&wait=10', {}),
    ]);
    expect(a.readTags?.sort()).toEqual(['article:a', 'list:latest:ja']);
    expect(b.readTags?.sort()).toEqual(['article:b', 'list:latest:ja', 'locale:ja']);
  });

  it('the tags never reach the visitor, even on an answer the front passes through unstored', async () => {
    const rendered = await render('/whole?slug=x', {});
    const visitor = http.createServer((req, res) => sendRendered(req, res, rendered, 'MISS'));
    await new Promise<void>((r) => visitor.listen(0, '127.0.0.1', r));
    const { port } = visitor.address() as { port: number };
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    expect(await answer.text()).toBe('<p>x</p>');
    expect(answer.headers.has(READ_TAGS_HEADER)).toBe(false);
    await new Promise((r) => visitor.close(r));
  });
});
