import type { Db } from '@tsuzuri/db';
import { createAuthor, createCategory, type ArticleInput } from '@tsuzuri/content/editorial';

/** Two editors, as the console names them. */
export const HANAKO = { id: 'user-hanako', name: '佐藤 花子' };
export const TARO = { id: 'user-taro', name: '山田 太郎' };

/**
 * The least a console test needs, made through the console's own functions: a top-level
 * category `video` with a child `dvd-copy`, and the author `editorial`.
 */
export async function editorialFixture(db: Db): Promise<void> {
  const { cid } = await createCategory(db, {
    uid: 'video',
    names: { ja: { name: '動画' }, en: { name: 'Video' } },
  });
  await createCategory(db, { uid: 'dvd-copy', parent: cid, names: { ja: { name: 'DVDコピー' } } });
  await createAuthor(db, { slug: 'editorial', profiles: { ja: { name: '編集部', bio: '' } } });
}

/** A valid console save of a Japanese draft (override any field). */
export const draftInput = (over: Partial<ArticleInput> = {}): ArticleInput => ({
  title: '画質を上げる方法',
  slug: 'better-picture',
  description: '説明',
  keywords: 'DVD、画質',
  category: 'dvd-copy',
  author: 'editorial',
  locale: 'ja',
  body: '<h2>はじめに</h2><p><ruby>漢字<rt>かんじ</rt></ruby>の本文<script>alert(1)</script></p><img src="/images/a.png" alt="図">',
  ...over,
});
