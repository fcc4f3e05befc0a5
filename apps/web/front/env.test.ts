import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { frontEnv } from './env';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('the web server environment: secrets', () => {
  it('refuses a short, repetitive or well-known ADMIN_TOKEN or CACHE_ADMIN_KEY at start, saying why', () => {
    process.env.ADMIN_TOKEN = 'short';
    expect(() => frontEnv()).toThrow(/ADMIN_TOKEN: must be at least 16/);
    process.env.ADMIN_TOKEN = '0000000000000000000000';
    expect(() => frontEnv()).toThrow(/ADMIN_TOKEN: is too repetitive/);
    delete process.env.ADMIN_TOKEN;
    process.env.CACHE_ADMIN_KEY = 'dev-cache-admin-key';
    expect(() => frontEnv()).toThrow(/CACHE_ADMIN_KEY: is a known default/);
  });

  it('without CACHE_ADMIN_KEY uses the random key kept in DATA_DIR, never a fixed default', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-front-env-'));
    try {
      delete process.env.CACHE_ADMIN_KEY;
      process.env.DATA_DIR = dir;
      const key = frontEnv().CACHE_ADMIN_KEY;
      expect(key).toMatch(/^[0-9a-f]{48}$/);
      expect(fs.readFileSync(path.join(dir, '.cache-admin-key'), 'utf8').trim()).toBe(key);
      // Next's server code in the same process derives the address-hash salt from it: every
      // worker must see this key, or each hashes (and rate-limits) a visitor its own way.
      expect(process.env.CACHE_ADMIN_KEY).toBe(key);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads the render workers' secret once and takes it out of the process's environment", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-front-env-'));
    try {
      process.env.DATA_DIR = dir;
      process.env.WEB_RENDER_SECRET = 'f'.repeat(64);
      expect(frontEnv().WEB_RENDER_SECRET).toBe('f'.repeat(64));
      // Next's code runs in a render worker: it has no business with the secret.
      expect(process.env.WEB_RENDER_SECRET).toBeUndefined();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
