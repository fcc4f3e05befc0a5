import { describe, expect, it } from 'vitest';
import { DEV_ADMIN_KEY, loadEnv } from './env';

describe('page-cache environment', () => {
  it('defaults to loopback on the spec port, memory store, 256 MiB / 4 MiB, and the dev admin key', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      CACHE_PORT: 40010,
      CACHE_HOST: '127.0.0.1',
      CACHE_MAX_BYTES: 256 * 1024 * 1024,
      CACHE_MAX_ENTRY_BYTES: 4 * 1024 * 1024,
      CACHE_ADMIN_KEY: DEV_ADMIN_KEY,
      adminKeyIsDefault: true,
    });
    expect(env.REDIS_URL).toBeUndefined();
    expect(loadEnv({ REDIS_URL: '' }).REDIS_URL).toBeUndefined(); // empty means unset
  });

  it('requires a real admin key in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/CACHE_ADMIN_KEY: required in production/);
    expect(() => loadEnv({ NODE_ENV: 'production', CACHE_ADMIN_KEY: DEV_ADMIN_KEY })).toThrow(/CACHE_ADMIN_KEY/);
    const env = loadEnv({ NODE_ENV: 'production', CACHE_ADMIN_KEY: 'a-long-enough-secret-value' });
    expect(env.adminKeyIsDefault).toBe(false);
  });

  it('explains every bad value at once', () => {
    const bad = { CACHE_PORT: '70000', REDIS_URL: 'localhost:6379', CACHE_MAX_BYTES: '2048', CACHE_MAX_ENTRY_BYTES: '4096', CACHE_ADMIN_KEY: 'short' };
    expect(() => loadEnv(bad)).toThrow(/CACHE_PORT[\s\S]*CACHE_ADMIN_KEY[\s\S]*REDIS_URL/);
    expect(() => loadEnv({ CACHE_MAX_BYTES: '2048', CACHE_MAX_ENTRY_BYTES: '4096' })).toThrow(/CACHE_MAX_ENTRY_BYTES: must not exceed/);
  });
});
