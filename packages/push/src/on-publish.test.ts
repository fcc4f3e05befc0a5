import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { generateVapidKeys } from './vapid';
import { createRepositories } from '@tsuzuri/test-support/repositories';
import { commandArgs } from '@tsuzuri/test-support/run-script';
import { frontMatter, tempDb, writeFiles } from '@tsuzuri/test-support/temp-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { announcePublished, articleMessage } from './on-publish';
import { type PushRelay, startPushRelay } from '@tsuzuri/test-support/push-relay';

let ctx: Awaited<ReturnType<typeof tempDb>>;
let relay: PushRelay;
let subscriptions: ReturnType<typeof createRepositories>['pushSubscriptions'];
const vapid = { ...generateVapidKeys(), subject: 'mailto:support@tsuzuri.example' };

async function reader(name: string, language: string) {
  const { endpoint, keys } = relay.subscribe(name);
  await subscriptions.upsert({
    endpoint,
    auth: keys.auth,
    pdhkey: keys.p256dh,
    language,
    diff_time: 32400,
    device_model: '',
    app_id: '',
    explorer: 'Chrome',
    explorer_version: '131',
  });
}

beforeEach(async () => {
  ctx = await tempDb();
  relay = await startPushRelay();
  subscriptions = createRepositories(ctx.db, 'ja', 30).pushSubscriptions;
  await reader('ja-reader', 'ja');
  await reader('en-reader', 'en');
});
afterEach(async () => {
  await relay.close();
  await ctx.cleanup();
});

const article = {
  slug: 'dvd-copy-guide',
  locale: 'ja',
  title: 'DVDコピーの手順',
  description: '無料ソフトで簡単に',
};

describe('announcing published articles', () => {
  it("links the article's page: no prefix for the default locale", () => {
    expect(articleMessage(article, 'ja')).toEqual({
      title: 'DVDコピーの手順',
      body: '無料ソフトで簡単に',
      url: '/dvd-copy-guide',
    });
    expect(articleMessage({ ...article, locale: 'en' }, 'ja').url).toBe('/en/dvd-copy-guide');
  });

  it("sends each article to its language's readers, and nothing when PUSH_ON_PUBLISH is off", async () => {
    const options = { subscriptions, vapid, extraHosts: ['127.0.0.1'], defaultLocale: 'ja' };
    expect(await announcePublished([article], { ...options, enabled: false })).toBeNull();
    expect(relay.attempts).toEqual([]);

    const announced = await announcePublished(
      [article, { ...article, locale: 'en', title: 'Copying a DVD' }],
      { ...options, enabled: true },
    );
    expect(announced?.map((a) => a.report.sent)).toEqual([1, 1]);
    expect(relay.received.map((p) => [p.name, JSON.parse(p.text).url])).toEqual([
      ['ja-reader', '/dvd-copy-guide'],
      ['en-reader', '/en/dvd-copy-guide'],
    ]);
  });

  it('npm run content:import announces what it published when PUSH_ON_PUBLISH=true', async () => {
    const { seedDatabase } = await import('@tsuzuri/content/site');
    await seedDatabase(ctx.db);
    const fields = {
      title: '新しい記事',
      description: '説明文',
      category: 'dvd-copy',
      locale: 'ja',
      author: 'editorial',
      published_at: '2026-03-14',
    };
    const dir = writeFiles(ctx.dir, {
      'new.md': frontMatter({ ...fields, slug: 'push-announced', status: 'published' }),
      'draft.md': frontMatter({ ...fields, slug: 'push-draft', status: 'draft' }),
    });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: ctx.url,
      DATA_DIR: ctx.dir,
      CACHE_URL: '',
      PUSH_ON_PUBLISH: 'true',
      PUSH_ENDPOINT_HOSTS: '127.0.0.1',
    };
    for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'WEB_PUSH', 'INIT_CWD'])
      delete env[name];
    const { stdout } = await promisify(execFile)(
      process.execPath,
      await commandArgs('import.ts', dir),
      {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        env,
      },
    );
    expect(stdout).toContain('push: ja/push-announced sent to 1 of 1 (removed 0 gone, 0 failed)');
    expect(relay.received.map((p) => [p.name, JSON.parse(p.text)])).toEqual([
      ['ja-reader', { title: '新しい記事', body: '説明文', url: '/push-announced' }],
    ]);
  });
});
