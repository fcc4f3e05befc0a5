import { beforeAll, describe, expect, it } from 'vitest';

let pageMetadata: typeof import('./metadata').pageMetadata;
beforeAll(async () => {
  process.env.SITE_LOCALES = 'ja,en';
  process.env.SITE_URL = 'https://tsuzuri.example';
  ({ pageMetadata } = await import('./metadata'));
});

const head = (title: string) => pageMetadata({ locale: 'ja', path: '/x', title, description: 'd' });

// The layout's template adds " | Tsuzuri" to a page's title (app/[locale]/layout.tsx).
describe("a page's title in the browser tab and the search result", () => {
  it('gets the site name after it', () => {
    expect(head('DVDをコピーする方法').title).toBe('DVDをコピーする方法');
  });

  it('does not get it twice when it already names the site (a product, a news item)', () => {
    expect(head('Tsuzuri Video Studio｜機能・価格・動作環境').title).toEqual({
      absolute: 'Tsuzuri Video Studio｜機能・価格・動作環境',
    });
    expect(head('Tsuzuri編集部の検証ルームを公開します').title).toEqual({
      absolute: 'Tsuzuri編集部の検証ルームを公開します',
    });
  });
});
