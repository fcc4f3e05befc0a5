import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentsTestDb, TEST_ARTICLES } from '@tsuzuri/test-support/comments';
import { commandArgs } from '@tsuzuri/test-support/run-script';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
let ctx: Awaited<ReturnType<typeof commentsTestDb>>;
let cache: http.Server;
const purges: string[] = [];

// A stand-in page-cache service: records which tags the CLI purges.
beforeAll(async () => {
  ctx = await commentsTestDb();
  cache = http.createServer((req, res) => {
    purges.push(new URL(req.url ?? '/', 'http://x').searchParams.get('tags') ?? '');
    res.setHeader('content-type', 'application/json').end('{"purged":3}');
  });
  await new Promise<void>((resolve) => cache.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  cache.close();
  await ctx.cleanup();
});

/** The editor's command, as `npm run comments -- …` runs it, against the test database. */
async function runCli(
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _sqliteOnly, ...inherited } = process.env;
  const env = {
    ...inherited,
    DATA_DIR: ctx.dir,
    CACHE_URL: `http://127.0.0.1:${(cache.address() as AddressInfo).port}`,
    CACHE_ADMIN_KEY: 'k-0123456789abcdef',
  };
  const argv = await commandArgs('comments.ts', ...args);
  return new Promise((resolve) => {
    execFile(process.execPath, argv, { cwd: root, env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** A visitor's comment on the Japanese test article, waiting for the editor. */
const pendingComment = (visitor: {
  name: string;
  email: string;
  body: string;
  holdReason: string | null;
}) =>
  ctx.comments.create({
    ...visitor,
    articleSlug: TEST_ARTICLES.ja,
    locale: 'ja',
    status: 'pending',
    ipHash: 'x',
    userAgent: 'ua',
  });

describe('npm run comments', () => {
  it('lists pending comments with id, status, article, name and a one-line excerpt', async () => {
    await pendingComment({
      name: '山田太郎',
      email: 'taro@example.jp',
      body: '一行目\n二行目 https://a.example https://b.example https://c.example',
      holdReason: 'links',
    });
    const { code, stdout } = await runCli('list');
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /#1 {2}pending {2}ja\/comment-test-article {2}山田太郎 <taro@example\.jp> .*"一行目 二行目 https:\/\/a\.example .*\[held: links\]/,
    );
    expect(stdout).toContain('1 pending comment');
  });

  it("approves: prints the change and purges the article's cached pages; a repeat changes nothing", async () => {
    const first = await runCli('approve', '1');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('#1 pending → approved (ja/comment-test-article)');
    expect(first.stdout).toContain('cache: purged 3 entries');
    expect(purges).toEqual([`article:${TEST_ARTICLES.ja}`]);
    expect((await ctx.comments.approvedFor(TEST_ARTICLES.ja, 'ja')).map((c) => c.id)).toEqual([1]);

    const again = await runCli('approve', '1');
    expect(again.stdout).toContain('#1 was already approved');
    expect(purges).toHaveLength(1);
  });

  it('marks spam, which takes the comment off the page (and purges again)', async () => {
    const { code, stdout } = await runCli('spam', '1');
    expect(code).toBe(0);
    expect(stdout).toContain('#1 approved → spam');
    expect(purges).toHaveLength(2);
    expect(await ctx.comments.approvedFor(TEST_ARTICLES.ja, 'ja')).toEqual([]);
  });

  it('prints what a visitor wrote without letting it drive the terminal or fake a line', async () => {
    await pendingComment({
      name: 'Eve\u001b]0;pwned\u0007\n#99  approved',
      email: 'eve@example.jp',
      body: 'nice\u001b[2K\rfake \u009b31m \u202egnp.exe',
      holdReason: null,
    });
    const { stdout } = await runCli('list', 'all');
    expect(stdout).not.toMatch(/[^\P{Cc}\t\n]|[\u202a-\u202e]/u);
    expect(stdout).toContain('Eve\\u001b]0;pwned\\u0007\\u000a#99  approved');
    // One line per comment plus the count: nothing the visitor wrote made a line of its own.
    expect(stdout.trim().split('\n')).toHaveLength(3);
  });

  it('exits 1 with a clear message for an unknown id, 2 for wrong usage', async () => {
    const unknown = await runCli('reject', '4242');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no comment with id 4242');
    const usage = await runCli('approve');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('needs a comment id');
    expect((await runCli('frobnicate')).stderr).toContain('usage: npm run comments');
  });
});
