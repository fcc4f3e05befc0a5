import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from './env';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-cache-env-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('page-cache environment', () => {
  it('defaults to loopback on port 40010, memory store, 256 MiB / 4 MiB, and a random admin key kept in DATA_DIR', () => {
    const env = loadEnv({ DATA_DIR: dataDir });
    expect(env).toMatchObject({
      CACHE_PORT: 40010,
      CACHE_HOST: '127.0.0.1',
      CACHE_MAX_BYTES: 256 * 1024 * 1024,
      CACHE_MAX_ENTRY_BYTES: 4 * 1024 * 1024,
      adminKeyFile: path.join(dataDir, '.cache-admin-key'),
    });
    expect(env.CACHE_ADMIN_KEY).toMatch(/^[0-9a-f]{48}$/);
    expect(loadEnv({ DATA_DIR: dataDir }).CACHE_ADMIN_KEY).toBe(env.CACHE_ADMIN_KEY);
    expect(env.REDIS_URL).toBeUndefined();
    expect(loadEnv({ DATA_DIR: dataDir, REDIS_URL: '' }).REDIS_URL).toBeUndefined(); // empty means unset
  });

  it('requires a real admin key in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /CACHE_ADMIN_KEY: required in production/,
    );
    const env = loadEnv({ NODE_ENV: 'production', CACHE_ADMIN_KEY: 'a-long-enough-secret-value' });
    expect(env.adminKeyFile).toBeUndefined();
  });

  it('refuses a weak configured key at start, with the reason', () => {
    expect(() => loadEnv({ CACHE_ADMIN_KEY: 'dev-cache-admin-key' })).toThrow(
      /CACHE_ADMIN_KEY: is a known default/,
    );
    expect(() => loadEnv({ CACHE_ADMIN_KEY: 'xxxxxxxxxxxxxxxxxxxxxxxx' })).toThrow(
      /CACHE_ADMIN_KEY: is too repetitive/,
    );
    expect(() => loadEnv({ CACHE_ADMIN_KEY: 'short' })).toThrow(
      /CACHE_ADMIN_KEY: must be at least 16/,
    );
  });

  it('explains every bad value at once', () => {
    const bad = {
      CACHE_PORT: '70000',
      REDIS_URL: 'localhost:6379',
      CACHE_MAX_BYTES: '2048',
      CACHE_MAX_ENTRY_BYTES: '4096',
      CACHE_ADMIN_KEY: 'short',
    };
    expect(() => loadEnv(bad)).toThrow(/CACHE_PORT[\s\S]*CACHE_ADMIN_KEY[\s\S]*REDIS_URL/);
    expect(() => loadEnv({ CACHE_MAX_BYTES: '2048', CACHE_MAX_ENTRY_BYTES: '4096' })).toThrow(
      /CACHE_MAX_ENTRY_BYTES: must not exceed/,
    );
  });
});
