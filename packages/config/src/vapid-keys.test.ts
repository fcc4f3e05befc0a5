import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContentEnv } from './env';
import { webPushSettings } from './web-push';
import { generateVapidKeys, resolveVapidKeys } from './vapid-keys';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-vapid-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const shipped = {
  isOpen: false,
  publicKey: '',
  appId: 'app',
  blockedPages: ['checkout'],
  checkoutBlocked: true,
  serviceUrl: '',
};
const env = (over: Partial<ContentEnv> = {}): ContentEnv => ({
  DATA_DIR: dataDir,
  CACHE_PORT: 40010,
  PORT: 3000,
  ...over,
});

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR/vapid.json, readable by the owner only, and reused', () => {
    const first = resolveVapidKeys({ dataDir, mayGenerate: true });
    const file = path.join(dataDir, 'vapid.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first).toMatchObject({
      source: 'file',
      publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/),
      privateKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(resolveVapidKeys({ dataDir, mayGenerate: true })).toEqual(first);
    expect(fs.readdirSync(dataDir)).toEqual(['vapid.json']);
  });

  it('come from the env when both are set, and a mismatched or half pair fails at start', () => {
    const pair = generateVapidKeys();
    expect(resolveVapidKeys({ ...pair, dataDir, mayGenerate: true })).toEqual({
      ...pair,
      source: 'env',
    });
    expect(fs.existsSync(path.join(dataDir, 'vapid.json'))).toBe(false);
    const other = generateVapidKeys();
    expect(() =>
      resolveVapidKeys({
        publicKey: pair.publicKey,
        privateKey: other.privateKey,
        dataDir,
        mayGenerate: true,
      }),
    ).toThrow(/does not belong/);
    expect(() =>
      resolveVapidKeys({ publicKey: pair.publicKey, dataDir, mayGenerate: true }),
    ).toThrow(/both/);
  });

  it('are not generated where several instances would each make their own (PostgreSQL)', () => {
    expect(resolveVapidKeys({ dataDir, mayGenerate: false })).toBeNull();
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});

describe('site web-push settings', () => {
  it('open push on the embedded default with the generated public key', () => {
    const settings = webPushSettings(env(), shipped);
    const stored = JSON.parse(fs.readFileSync(path.join(dataDir, 'vapid.json'), 'utf8'));
    expect(settings).toEqual({ ...shipped, isOpen: true, publicKey: stored.publicKey });
  });

  it('stay closed on PostgreSQL without keys, and open with keys from the env', () => {
    const pg = env({ DATABASE_URL: 'postgres://db/tsuzuri' });
    expect(webPushSettings(pg, shipped)).toMatchObject({ isOpen: false, publicKey: '' });
    const pair = generateVapidKeys();
    expect(
      webPushSettings(
        { ...pg, VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey },
        shipped,
      ),
    ).toMatchObject({ isOpen: true, publicKey: pair.publicKey });
  });

  it('WEB_PUSH=off closes push and makes no keys; WEB_PUSH=on without keys is an error', () => {
    expect(webPushSettings(env({ WEB_PUSH: 'off' }), shipped)).toMatchObject({
      isOpen: false,
      publicKey: '',
    });
    expect(fs.readdirSync(dataDir)).toEqual([]);
    expect(() =>
      webPushSettings(env({ WEB_PUSH: 'on', DATABASE_URL: 'postgres://db/tsuzuri' }), shipped),
    ).toThrow(/WEB_PUSH=on needs/);
  });

  it('point the browser at PUSH_SERVICE_URL when the push service runs elsewhere', () => {
    expect(
      webPushSettings(env({ PUSH_SERVICE_URL: 'https://push.example.com/' }), shipped).serviceUrl,
    ).toBe('https://push.example.com');
  });
});
