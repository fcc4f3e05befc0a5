import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { generateVapidKeys } from './vapid';
import { createRepositories } from '@tsuzuri/test-support/repositories';
import { commandArgs } from '@tsuzuri/test-support/run-script';
import { tempDb } from '@tsuzuri/test-support/temp-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PushCliDeps, runPushCli } from './cli';
import { sendToAll } from './send';
import { type PushRelay, startPushRelay } from '@tsuzuri/test-support/push-relay';

let ctx: Awaited<ReturnType<typeof tempDb>>;
let relay: PushRelay;
let deps: PushCliDeps;
let out: string[];
let err: string[];
const vapid = { ...generateVapidKeys(), subject: 'mailto:support@tsuzuri.example' };

beforeEach(async () => {
  ctx = await tempDb();
  relay = await startPushRelay();
  out = [];
  err = [];
  const subscriptions = createRepositories(ctx.db, 'ja', 30).pushSubscriptions;
  deps = {
    subscriptions,
    send: (message, options) =>
      sendToAll(message, { ...options, subscriptions, vapid, extraHosts: ['127.0.0.1'] }),
    publicKey: () => vapid.publicKey,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  };
  const { endpoint, keys } = relay.subscribe('reader');
  await subscriptions.upsert(
    {
      endpoint,
      auth: keys.auth,
      pdhkey: keys.p256dh,
      language: 'ja',
      diff_time: 32400,
      device_model: 'Windows',
      app_id: '',
      explorer: 'Chrome',
      explorer_version: '131.0',
    },
    new Date('2026-05-01T00:00:00Z'),
  );
});
afterEach(async () => {
  await relay.close();
  await ctx.cleanup();
});

describe('npm run push', () => {
  it('send: pushes the title, url and body to every subscriber and says how it went', async () => {
    expect(
      await runPushCli(
        ['send', '--title', 'セール開始', '--url', '/checkout.htm', '--body', '今だけ半額'],
        deps,
      ),
    ).toBe(0);
    expect(JSON.parse(relay.received[0].text)).toEqual({
      title: 'セール開始',
      body: '今だけ半額',
      url: '/checkout.htm',
    });
    expect(out).toEqual(['sent 1 of 1 (removed 0 gone, 0 failed, 0 skipped)']);
  });

  it('send: refuses a message without a title or with a bad url, sending nothing', async () => {
    expect(await runPushCli(['send', '--url', '/x'], deps)).toBe(2);
    expect(await runPushCli(['send', '--title', 'x', '--url', 'javascript:alert(1)'], deps)).toBe(
      2,
    );
    expect(err.join('\n')).toMatch(/title/);
    expect(err.join('\n')).toMatch(/a path starting with \/, or an https:\/\/ URL/);
    expect(relay.attempts).toEqual([]);
  });

  it('list: one line per subscription, then the count', async () => {
    expect(await runPushCli(['list'], deps)).toBe(0);
    expect(out).toEqual([
      expect.stringMatching(
        /^\d+\tja\tChrome 131\.0\tWindows\t2026-05-01T00:00:00\.000Z\thttp:\/\/127\.0\.0\.1:\d+\/push\/reader$/,
      ),
      '1 subscriptions',
    ]);
  });

  it('keys: prints the public key browsers subscribe with; fails when push is off', async () => {
    expect(await runPushCli(['keys'], deps)).toBe(0);
    expect(out).toEqual([vapid.publicKey]);
    expect(await runPushCli(['keys'], { ...deps, publicKey: () => null })).toBe(1);
    expect(err).toEqual(['web push is off: no VAPID keys (see docs/push.md)']);
  });

  it('answers an unknown command or option with the usage', async () => {
    expect(await runPushCli(['blast'], deps)).toBe(2);
    expect(await runPushCli(['send', '--titel', 'x'], deps)).toBe(2);
    expect(err.every((e) => e.includes('usage: npm run push'))).toBe(true);
  });
});

describe('the push script on the embedded default', () => {
  it('makes the VAPID pair once in DATA_DIR (0600) and prints its public key', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: ctx.dir, DATABASE_URL: ctx.url };
    for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'WEB_PUSH']) delete env[name];
    const run = async (args: string[]) =>
      promisify(execFile)(process.execPath, await commandArgs('push.ts', ...args), {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        env,
      });
    const first = (await run(['keys'])).stdout.trim();
    const file = path.join(ctx.dir, 'vapid.json');
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).publicKey).toBe(first);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect((await run(['keys'])).stdout.trim()).toBe(first);
    expect((await run(['list'])).stdout).toContain('1 subscriptions');
  });
});
