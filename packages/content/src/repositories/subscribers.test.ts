import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDb } from '../testing/temp-db';
import { subscribersRepository } from './subscribers';

let ctx: Awaited<ReturnType<typeof tempDb>>;
beforeEach(async () => {
  ctx = await tempDb();
});
afterEach(() => ctx.cleanup());

describe('subscribers', () => {
  it('stores an address once, whatever its case', async () => {
    const subs = subscribersRepository(ctx.db);
    expect(await subs.add('Taro@Example.jp', 'ja')).toBe('added');
    expect(await subs.add(' taro@example.jp ', 'ja')).toBe('exists');
    expect(await subs.add('hanako@example.jp', 'en')).toBe('added');
    expect(await subs.count()).toBe(2);
  });
});
