import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cacheAdminKey } from '@tsuzuri/env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCacheAdminKey } from './setup.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-setup-key-'));
const saved = process.env.CACHE_ADMIN_KEY;
beforeAll(() => void delete process.env.CACHE_ADMIN_KEY);
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  if (saved !== undefined) process.env.CACHE_ADMIN_KEY = saved;
});

describe('the local cache admin key of `npm start`', () => {
  it('is the key the service, the fronts and the CLIs of the same data folder use', () => {
    const made = localCacheAdminKey(dir);
    expect(made).toMatch(/^[0-9a-f]{48}$/);
    expect(cacheAdminKey({ DATA_DIR: dir })).toBe(made);
  });

  it('is one key per data folder, whichever side makes it first', () => {
    const fresh = path.join(dir, 'race');
    const keys = Array.from({ length: 5 }, (_, i) =>
      i % 2 ? localCacheAdminKey(fresh) : cacheAdminKey({ DATA_DIR: fresh }),
    );
    expect(new Set(keys).size).toBe(1);
  });
});
