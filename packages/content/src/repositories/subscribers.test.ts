import { describe, expect, it } from 'vitest';
import { forEachDialect } from '../testing/dialects';
import { useTempDb } from '../testing/temp-db';
import { subscribersRepository } from './subscribers';

forEachDialect((dialect) => {
  const database = useTempDb(dialect);

  describe('subscribers', () => {
    it('stores an address once, whatever its case', async () => {
      const subs = subscribersRepository(database().db);
      expect(await subs.add('Taro@Example.jp', 'ja')).toBe('added');
      expect(await subs.add(' taro@example.jp ', 'ja')).toBe('exists');
      expect(await subs.add('hanako@example.jp', 'en')).toBe('added');
      expect(await subs.count()).toBe(2);
    });
  });
});
