import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderArticleHtml } from './html';
import { type TempDb, tempDb } from '@tsuzuri/test-support/temp-db';
import { rerenderAllArticles } from './rerender';

const SOURCE = '<p><img src="/a.png" alt="</noscript><img src=x onerror=alert(1)>"></p>';
// What the lazy-image step stored before the fix: the alt ends the <noscript> in a browser.
const OLD_HTML =
  '<p><img data-img="/a.png" alt="x"><noscript><img src="/a.png" alt="</noscript><img src=x onerror=alert(1)>"></noscript></p>';

describe('migration 0010: stored article HTML rendered again', () => {
  let ctx: TempDb;
  beforeEach(async () => {
    ctx = await tempDb();
  });
  afterEach(() => ctx.cleanup());

  it('replaces HTML written by the old pipeline with the current rendering of its source', async () => {
    const now = new Date().toISOString();
    await ctx.db
      .insertInto('articles')
      .values({
        slug: 'old-article',
        locale: 'ja',
        status: 'published',
        title: 'old',
        description: '',
        keywords: '',
        body_source: SOURCE,
        body_html: OLD_HTML,
        body_images: '[]',
        toc_json: '[]',
        thumbnail: '/a.png',
        plain_text: '',
        author_id: null,
        category_id: null,
        published_at: now,
        updated_at: now,
        content_hash: 'h',
      })
      .execute();
    await rerenderAllArticles(ctx.db as unknown as Kysely<unknown>);
    const row = await ctx.db
      .selectFrom('articles')
      .select(['body_html', 'updated_at'])
      .executeTakeFirstOrThrow();
    expect(row.body_html).toBe(renderArticleHtml(SOURCE).html);
    expect(row.body_html).not.toContain('alt="</noscript>');
    expect(row.updated_at).toBe(now); // readers see no "updated" date for a security re-render
  });
});
