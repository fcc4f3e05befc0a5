import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@tsuzuri/test-support/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedStore } from './l2-client';

// The front's client against the real page-cache service (its own process on a free port).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ADMIN_KEY = 'l2-client-test-key-0123456789abcdef';
let service: ChildProcess;
let baseUrl: string;

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  service = spawn(process.execPath, ['--import', 'tsx', 'apps/page-cache/src/server.ts'], {
    cwd: root,
    env: { ...process.env, CACHE_PORT: String(port), CACHE_ADMIN_KEY: ADMIN_KEY, REDIS_URL: '' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${baseUrl}/keys`).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('page-cache service did not start');
}, 20_000);
afterAll(() => void service?.kill());

const store = (buildId: string) =>
  createSharedStore({ baseUrl, domain: 'l2.test', buildId, adminKey: ADMIN_KEY, timeoutMs: 2000 });

describe('the shared store as the front sees it', () => {
  it('gives a page back to the build that stored it', async () => {
    await store('build-1').set('pc/same-build', Buffer.from('<p>build 1</p>'), ['a']);
    expect((await store('build-1').get('pc/same-build'))?.toString()).toBe('<p>build 1</p>');
  });

  it("never gives a new build the previous build's page (its /_next files are gone after a deploy)", async () => {
    await store('build-1').set('pc/deployed', Buffer.from('<p>old build</p>'), ['a']);
    expect(await store('build-2').get('pc/deployed')).toBeNull();
  });
});
