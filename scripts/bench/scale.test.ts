import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { mergeScale } from './scale.mjs';

const row = (dialect: string, articles: number, mark: string) => ({ dialect, articles, mark });

describe('mergeScale', () => {
  it('keeps the rows a run did not measure and replaces the ones it did', () => {
    const previous = {
      sizes: [1000, 10000],
      rows: [row('sqlite', 1000, 'old'), row('sqlite', 10000, 'old'), row('postgres', 1000, 'old')],
    };
    const current = {
      sizes: [1000],
      rows: [row('postgres', 1000, 'new'), row('postgres', 10000, 'new')],
    };
    const merged = mergeScale(previous, current);
    expect(merged.rows).toEqual([
      row('postgres', 1000, 'new'),
      row('postgres', 10000, 'new'),
      row('sqlite', 1000, 'old'),
      row('sqlite', 10000, 'old'),
    ]);
    expect(merged.sizes).toEqual([1000, 10000]);
  });

  it('keeps the import figures of a size measured again on its kept database', () => {
    const previous = {
      rows: [{ ...row('sqlite', 10000, 'old'), importSeconds: 900, importMeasured: false }],
    };
    const current = { rows: [{ ...row('sqlite', 10000, 'new'), importSeconds: null }] };
    const [merged] = mergeScale(previous, current).rows;
    expect(merged).toMatchObject({ mark: 'new', importSeconds: 900, importMeasured: false });
  });

  it('starts from this run alone when the last scale part was an error or missing', () => {
    const current = { sizes: [1000], rows: [row('sqlite', 1000, 'new')] };
    expect(mergeScale({ error: 'x' }, current).rows).toEqual(current.rows);
    expect(mergeScale(undefined, current).rows).toEqual(current.rows);
  });
});
