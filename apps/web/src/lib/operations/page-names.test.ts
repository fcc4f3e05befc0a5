import { describe, expect, it } from 'vitest';
import { fixedPageName } from './page-names';

describe('a fixed page named on the dashboard', () => {
  it('calls the home page and the search results by what they are', () => {
    expect(fixedPageName('/', 'ja', 'ja')).toBe('トップページ');
    expect(fixedPageName('/search-result', 'ja', 'ja')).toBe('検索結果');
    expect(fixedPageName('/en', 'en', 'en')).toBe('Home page');
    expect(fixedPageName('/en/blog/2', 'en', 'ja')).toBe('ブログ');
  });

  it('leaves an article, a category or an unknown path to others', () => {
    expect(fixedPageName('/best-free-dvd-software', 'ja', 'ja')).toBeNull();
    expect(fixedPageName('/constructor', 'ja', 'ja')).toBeNull();
  });
});
