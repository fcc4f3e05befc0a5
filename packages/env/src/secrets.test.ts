import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localAdminKey, weakSecretProblem } from './secrets';

describe('secrets', () => {
  it('refuses short, repetitive and well-known keys, and accepts random ones', () => {
    expect(weakSecretProblem('short')).toMatch(/at least 16/);
    expect(weakSecretProblem('aaaaaaaaaaaaaaaaaaaa')).toMatch(/repetitive/);
    expect(weakSecretProblem('dev-cache-admin-key')).toMatch(/known default/);
    expect(weakSecretProblem('changeme-changeme-changeme')).toMatch(/known default/);
    expect(weakSecretProblem('9f1c2b7e4a6d8e0f3b5c7a9d')).toBeNull();
  });

  it('makes the local key once, strong and readable by the owner only, and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-secret-'));
    try {
      const first = localAdminKey(dir);
      expect(weakSecretProblem(first)).toBeNull();
      expect(first).toMatch(/^[0-9a-f]{48}$/);
      expect(fs.statSync(path.join(dir, '.cache-admin-key')).mode & 0o777).toBe(0o600);
      expect(localAdminKey(dir)).toBe(first);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
