import { describe, expect, it } from 'vitest';
import { nearTitleGroups } from './near-title-groups';

/** Every subset of the tokens, as a title's held bigrams. */
function* subsets(tokens: string[]): Generator<Set<string>> {
  for (let mask = 0; mask < 1 << tokens.length; mask++)
    yield new Set(tokens.filter((_, i) => mask & (1 << i)));
}

const holdsAGroup = (held: Set<string>, groups: string[][]) =>
  groups.some((group) => group.every((t) => held.has(t)));

describe('nearTitleGroups', () => {
  it('finds every title holding half of the bigrams, whichever are common', () => {
    // Every size to 10 and every way to mark bigrams common: a title holding at least half of
    // the query's bigrams holds some group whole.
    for (let n = 1; n <= 10; n++) {
      const tokens = Array.from({ length: n }, (_, i) => `t${i}`);
      for (let commonMask = 0; commonMask < 1 << n; commonMask += n > 7 ? 7 : 1) {
        const common = new Set(tokens.filter((_, i) => commonMask & (1 << i)));
        const groups = nearTitleGroups([tokens], 0.5, (t) => common.has(t));
        for (const held of subsets(tokens))
          if (held.size >= Math.ceil(n * 0.5)) expect(holdsAGroup(held, groups)).toBe(true);
      }
    }
  });

  it('reads a common bigram only beside others, and every rare bigram alone', () => {
    // ダウンロドー方法: ダウ, ウン, ンロ and 方法 are in many titles, ロド, ドー, ー方 in few.
    const bigrams = ['だう', 'うん', 'んろ', 'ろど', 'どー', 'ー方', '方法'];
    const common = new Set(['だう', 'うん', 'んろ', '方法']);
    const groups = nearTitleGroups([bigrams], 0.5, (t) => common.has(t));
    expect(groups).toEqual([['ろど'], ['どー'], ['ー方'], ['うん', 'だう', 'んろ', '方法']]);
    // Enough rare bigrams: the common ones are not needed at all.
    expect(nearTitleGroups([bigrams], 0.5, (t) => t === '方法')).toEqual(
      bigrams.filter((t) => t !== '方法').map((t) => [t]),
    );
  });

  it('without common bigrams, is every bigram alone (any title sharing one)', () => {
    expect(
      nearTitleGroups(
        [
          ['あい', 'いう'],
          ['いう', 'うえ'],
        ],
        0.5,
        () => false,
      ),
    ).toEqual([['あい'], ['いう'], ['うえ']]);
    expect(nearTitleGroups([[]], 0.5, () => true)).toEqual([]);
  });

  it('covers each of the query’s bigram sets (written and read) on its own', () => {
    const written = ['方法', 'ほう'];
    const read = ['ほう', 'うほ', 'ー方'];
    const common = new Set(['方法', 'ほう', 'うほ']);
    const groups = nearTitleGroups([written, read], 0.5, (t) => common.has(t));
    for (const tokens of [written, read])
      for (const held of subsets(tokens))
        if (held.size >= Math.ceil(tokens.length * 0.5))
          expect(holdsAGroup(held, groups)).toBe(true);
  });
});
