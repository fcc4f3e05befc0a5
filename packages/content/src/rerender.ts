import type { Kysely } from 'kysely';
import { renderArticleHtml, UnsafeHtmlError } from './html';

type Articles = {
  articles: { id: number; slug: string; locale: string; body_source: string; body_html: string };
};

const BATCH = 200;

/**
 * Migration 0010's data step: every article's HTML rendered again from its source with the
 * current pipeline (docs/decisions/0015-migration-that-renders-again.md). HTML stored before the
 * pipeline checked its output the way a browser parses it could hold a <noscript> fallback that
 * an image's alt or src breaks out of (script in readers' browsers). Only body_html changes:
 * text, contents and thumbnail come out the same. An article the pipeline now refuses keeps its
 * source but shows an empty body until it is fixed and imported. A new build also starts a fresh
 * page-cache namespace, so no page keeps the old HTML.
 */
export async function rerenderAllArticles(db: Kysely<unknown>): Promise<void> {
  const k = db as Kysely<Articles>;
  for (let after = 0; ; ) {
    const rows = await k
      .selectFrom('articles')
      .select(['id', 'slug', 'locale', 'body_source', 'body_html'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (!rows.length) return;
    for (const row of rows) {
      let html = '';
      try {
        html = renderArticleHtml(row.body_source).html;
      } catch (e) {
        if (!(e instanceof UnsafeHtmlError)) throw e;
        console.warn(
          `article ${row.slug} (${row.locale}): ${e.message}; its body is empty until re-imported`,
        );
      }
      if (html !== row.body_html)
        await k.updateTable('articles').set({ body_html: html }).where('id', '=', row.id).execute();
    }
    after = rows[rows.length - 1].id;
  }
}
