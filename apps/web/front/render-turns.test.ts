import { describe, expect, it } from 'vitest';
import type { Renderer } from './next-bridge';
import { RENDERS_AT_ONCE, renderInTurns } from './render-turns';
import { html } from './testing/renders';

/**
 * A render worker as the front sees it, whose renders end when the test says: `started` lists
 * each render's path as it begins, `finish()` ends the oldest one still running.
 */
function heldRenders() {
  const started: string[] = [];
  const running: (() => void)[] = [];
  const render: Renderer = (path) =>
    new Promise((resolve, reject) => {
      started.push(path);
      running.push(() =>
        path.includes('fail') ? reject(new Error('render failed')) : resolve(html(path)),
      );
    });
  const finish = async () => {
    running.shift()?.();
    await new Promise((r) => setImmediate(r));
  };
  return { render, started, finish };
}

const from = (address: string) => ({ 'x-forwarded-for': address });
const settle = () => new Promise((r) => setImmediate(r));

describe('renders taken in turns by address', () => {
  it('a flood of renders from one address does not put another visitor behind all of it', async () => {
    const worker = heldRenders();
    const render = renderInTurns(worker.render, 1);
    const flood = Array.from({ length: 10 }, (_, i) =>
      render(`/search-result?q=flood-${i}`, from('203.0.113.7')),
    );
    await settle();
    const visitor = render('/dvd', from('198.51.100.20'));
    await settle();
    while (worker.started.length < 11) await worker.finish();
    // First-come first-served would start the visitor's render eleventh, after the whole flood.
    expect(worker.started.indexOf('/dvd')).toBeLessThanOrEqual(2);
    await worker.finish();
    await Promise.all([...flood, visitor]);
  });

  it('starts a render at once while fewer than RENDERS_AT_ONCE run, whoever asks', async () => {
    const worker = heldRenders();
    const render = renderInTurns(worker.render);
    const crawl = Array.from({ length: RENDERS_AT_ONCE + 1 }, (_, i) =>
      render(`/page-${i}`, from('66.249.66.1')),
    );
    await settle();
    expect(worker.started).toHaveLength(RENDERS_AT_ONCE);
    await worker.finish();
    expect(worker.started).toHaveLength(RENDERS_AT_ONCE + 1);
    for (let i = 0; i < RENDERS_AT_ONCE; i++) await worker.finish();
    expect((await Promise.all(crawl)).map((r) => r.status)).toEqual(
      Array(RENDERS_AT_ONCE + 1).fill(200),
    );
  });

  it('a render that fails gives its place to the next, and its visitor gets the error', async () => {
    const worker = heldRenders();
    const render = renderInTurns(worker.render, 1);
    const failing = render('/fail', from('192.0.2.1'));
    const next = render('/dvd', from('192.0.2.2'));
    const failed = expect(failing).rejects.toThrow('render failed');
    await settle();
    await worker.finish();
    await failed;
    await worker.finish();
    expect((await next).status).toBe(200);
  });

  it('counts an IPv6 visitor by its /64, as the other per-address limits do', async () => {
    const worker = heldRenders();
    const render = renderInTurns(worker.render, 1);
    const pending = [
      render('/a-1', from('2001:db8:1:2::1')),
      // The same subscriber line, other addresses: one visitor, waiting behind its own first.
      render('/a-2', from('2001:db8:1:2::99')),
      render('/a-3', from('2001:db8:1:2:ffff::3')),
      render('/b-1', from('2001:db8:ffff::1')),
    ];
    await settle();
    while (worker.started.length < 4) await worker.finish();
    // Counted by address, /a-3 would have started before /b-1, in the round ahead of it.
    expect(worker.started).toEqual(['/a-1', '/a-2', '/b-1', '/a-3']);
    await worker.finish();
    await Promise.all(pending);
  });

  it('takes any address header as a plain name: prototype names, markup, control characters, 8,000 characters', async () => {
    const worker = heldRenders();
    const render = renderInTurns(worker.render, 1);
    const hostile = [
      '__proto__',
      'constructor',
      '<script>x</script>',
      'a\u0000\u001b',
      'x'.repeat(8000),
    ];
    const pending = hostile.map((address, i) => render(`/p-${i}`, from(address)));
    await settle();
    while (worker.started.length < hostile.length) await worker.finish();
    await worker.finish();
    expect((await Promise.all(pending)).map((r) => r.status)).toEqual(hostile.map(() => 200));
    expect(worker.started).toEqual(hostile.map((_, i) => `/p-${i}`));
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
