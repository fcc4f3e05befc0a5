import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A real two-worker instance (node:cluster, one shared port): connections are dealt to the
// workers in turn, as a visitor's submissions are on a site started with WEB_CONCURRENCY=2.
let child: ChildProcess;
let port = 0;
beforeAll(async () => {
  const tsx = path.resolve(import.meta.dirname, '../../../../../node_modules/.bin/tsx');
  child = spawn(tsx, [path.join(import.meta.dirname, 'testing/two-workers.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (c: Buffer) => {
      out += c;
      const m = /port (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`fixture exited ${code}`)));
  });
}, 30_000);
afterAll(() => {
  child?.kill('SIGTERM');
});

const hit = async (key: string) =>
  (await (await fetch(`http://127.0.0.1:${port}/hit?key=${key}`)).json()) as {
    pid: number;
    allowed: boolean;
  };

describe('the form limiter of one instance with two workers', () => {
  it('counts both workers together: the 6th hit of one key is refused whichever worker takes it', async () => {
    const answers = [];
    for (let i = 0; i < 9; i++) answers.push(await hit('comment:one-address'));
    expect(new Set(answers.map((a) => a.pid)).size).toBe(2);
    expect(answers.map((a) => a.allowed)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    // The refusals came from both workers, and another address is not affected.
    expect(new Set(answers.slice(5).map((a) => a.pid)).size).toBe(2);
    expect((await hit('comment:another-address')).allowed).toBe(true);
  });

  it('both workers see a key over its limit without counting: peeking never blocks, and a block shows on each', async () => {
    const peek = async (key: string) =>
      (await (await fetch(`http://127.0.0.1:${port}/hit?key=${key}&peek`)).json()) as {
        pid: number;
        allowed: boolean;
      };
    const before = [];
    for (let i = 0; i < 8; i++) before.push(await peek('admin:peeked'));
    expect(before.every((a) => a.allowed)).toBe(true);
    for (let i = 0; i < 5; i++) expect((await hit('admin:peeked')).allowed).toBe(true);
    expect((await hit('admin:peeked')).allowed).toBe(false);
    const after = [];
    for (let i = 0; i < 4; i++) after.push(await peek('admin:peeked'));
    expect(new Set(after.map((a) => a.pid)).size).toBe(2);
    expect(after.every((a) => !a.allowed)).toBe(true);
  });

  it('answers hits asked together in the order asked, and counts them with the other worker', async () => {
    const burst = async (n: number) =>
      (await (await fetch(`http://127.0.0.1:${port}/hit?key=burst-address&burst=${n}`)).json()) as {
        pid: number;
        allowed: boolean[];
      };
    // 1,500 at once: more than one message holds, and still counted as one sequence.
    const first = await burst(1500);
    expect(first.allowed.slice(0, 5)).toEqual([true, true, true, true, true]);
    expect(first.allowed.slice(5).every((allowed) => !allowed)).toBe(true);
    // The next burst is dealt to the other worker: the key is already full there too.
    const second = await burst(3);
    expect(second.pid).not.toBe(first.pid);
    expect(second.allowed).toEqual([false, false, false]);
  });
});
