import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env';
import { addressHashSalt } from './secrets';
import { CACHE_CLIENT_VARIABLES, CONTENT_VARIABLES, FRONT_VARIABLES } from './sets';
import { cacheServiceUrl } from './variables';

const STRONG = '9f1c2b7e4a6d8e0f3b5c7a9d';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('readEnv', () => {
  it('applies the declared defaults and types', () => {
    const env = readEnv(FRONT_VARIABLES, 'the web server', {
      DATA_DIR: '/tmp/x',
      PORT: '8080',
      TRUST_PROXY: 'true',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      TRUST_PROXY: true,
      CACHE_TIMEOUT_MS: 150,
      CACHE_PORT: 40010,
    });
  });

  it('takes an empty value as unset, unless empty means something of its own', () => {
    const env = readEnv(CONTENT_VARIABLES, 'content', {
      DATA_DIR: '/tmp/x',
      PORT: '',
      REDIS_URL: '',
      CACHE_URL: '',
      OUTBOUND_DOMAINS: '',
      CACHE_ADMIN_KEY: '',
    });
    expect(env.PORT).toBe(3000);
    expect(env.CACHE_ADMIN_KEY).toBeUndefined();
    expect(env.OUTBOUND_DOMAINS).toBe(''); // none, not the shipped list
    expect(cacheServiceUrl(env)).toBeNull(); // CACHE_URL= : no cache service
    expect(cacheServiceUrl({ CACHE_PORT: 40123 })).toBe('http://127.0.0.1:40123');
  });

  it('refuses a cache service address its client cannot speak to (plain HTTP only)', () => {
    const read = (CACHE_URL: string) => () =>
      readEnv(CACHE_CLIENT_VARIABLES, 'the cache purge', { CACHE_URL });
    expect(read('https://cache.example:40010')).toThrow(/CACHE_URL: .*http:\/\//);
    expect(read('http://10.0.0.5:40010')).not.toThrow();
  });

  it('names every bad variable in one message, for the process that reads them', () => {
    const read = () =>
      readEnv(FRONT_VARIABLES, 'the web server', {
        PORT: '0',
        ADMIN_TOKEN: 'short',
        REDIS_URL: 'localhost:6379',
      });
    expect(read).toThrow(
      /^Invalid environment for the web server:\n {2}PORT: .*\n {2}ADMIN_TOKEN: must be at least 16.*\n {2}REDIS_URL: must start with redis:\/\//,
    );
  });

  it('requires the cache admin key in production, in every set that reads both', () => {
    expect(() =>
      readEnv(CACHE_CLIENT_VARIABLES, 'the cache purge', { NODE_ENV: 'production' }),
    ).toThrow(/CACHE_ADMIN_KEY: required in production/);
    expect(() => readEnv(FRONT_VARIABLES, 'the web server', { NODE_ENV: 'production' })).toThrow(
      /CACHE_ADMIN_KEY: required in production/,
    );
    expect(
      readEnv(CACHE_CLIENT_VARIABLES, 'the cache purge', {
        NODE_ENV: 'production',
        CACHE_ADMIN_KEY: STRONG,
      }).CACHE_ADMIN_KEY,
    ).toBe(STRONG);
  });
});

describe('addressHashSalt', () => {
  it('uses IP_HASH_SALT for every purpose when set', () => {
    const env = {
      IP_HASH_SALT: 'a-configured-salt-0123',
      ADMIN_TOKEN: STRONG,
      CACHE_ADMIN_KEY: STRONG,
    };
    expect(addressHashSalt('forms', env)).toBe('a-configured-salt-0123');
    expect(addressHashSalt('analytics', env)).toBe('a-configured-salt-0123');
  });

  it('derives a different salt for analytics readers than for the forms, each stable', () => {
    const env = { ADMIN_TOKEN: 'admin-token-0123456789', CACHE_ADMIN_KEY: STRONG };
    const forms = addressHashSalt('forms', env);
    const analytics = addressHashSalt('analytics', env);
    expect(forms).not.toBe(analytics);
    // The derivations the stored hashes were made with so far: changing them would reset the limits and split the day's readers.
    expect(forms).toBe(sha256('tsuzuri-ip:admin-token-0123456789'));
    expect(analytics).toBe(sha256(`tsuzuri-analytics:${STRONG}`));
    expect(addressHashSalt('forms', { ...env })).toBe(forms);
    // The forms fall back to the cache admin key; analytics never reads the admin token.
    expect(addressHashSalt('forms', { CACHE_ADMIN_KEY: STRONG })).not.toBe(forms);
    expect(addressHashSalt('analytics', { CACHE_ADMIN_KEY: STRONG })).toBe(analytics);
  });
});
