// The scale benchmark's articles (scale.mjs): the search benchmark's generated Japanese text
// (bench-search-corpus.ts) as authoring Markdown for the import pipeline, or as ready rows for a
// bulk fill. Deterministic: the first n articles of a larger run are the n of a smaller one.
import { createHash } from 'node:crypto';
import type { GeneratedArticle } from './bench-search-corpus';

export const AUTHOR = 'kenji-ito';
export const slugOf = (i: number) => `scale-${String(i).padStart(6, '0')}`;

/** Paragraphs of about four sentences, a heading before every third one. */
function sections(plainText: string): { heading: string | null; text: string }[] {
  const sentences = plainText
    .split(/(?<=。)/)
    .map((s) => s.trim())
    .filter(Boolean);
  const out: { heading: string | null; text: string }[] = [];
  for (let i = 0; i < sentences.length; i += 4) {
    const n = i / 4;
    out.push({
      heading: n % 3 === 0 ? `ポイント${n / 3 + 1}` : null,
      text: sentences.slice(i, i + 4).join(''),
    });
  }
  return out;
}

const description = (a: GeneratedArticle) => [...a.plainText].slice(0, 80).join('');

export function toMarkdown(a: GeneratedArticle, i: number, categoryUid: string): string {
  const body = sections(a.plainText)
    .map((s) => `${s.heading ? `## ${s.heading}\n\n` : ''}${s.text}`)
    .join('\n\n');
  return `---
slug: ${slugOf(i)}
title: "${a.title}"
description: "${description(a)}"
keywords: 動画, 変換
category: ${categoryUid}
locale: ja
author: ${AUTHOR}
published_at: ${a.publishedAt.slice(0, 10)}
status: published
---

${body}
`;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

/** The row the import would write, built directly (the bulk fill at sizes the pipeline is too slow for). */
export function toRow(a: GeneratedArticle, i: number, categoryId: number, authorId: number | null) {
  const parts = sections(a.plainText);
  const toc: { id: string; text: string; depth: 2 }[] = [];
  const html = parts
    .map((s) => {
      if (!s.heading) return `<p>${escapeHtml(s.text)}</p>`;
      const id = `h-${toc.length + 1}`;
      toc.push({ id, text: s.heading, depth: 2 });
      return `<h2 id="${id}">${escapeHtml(s.heading)}</h2>\n<p>${escapeHtml(s.text)}</p>`;
    })
    .join('\n');
  return {
    slug: slugOf(i),
    locale: 'ja',
    title: a.title,
    description: description(a),
    keywords: '動画,変換',
    body_source: parts.map((s) => s.text).join('\n\n'),
    body_html: html,
    body_images: '[]', // the generated bodies have no images
    toc_json: JSON.stringify(toc),
    thumbnail: null,
    plain_text: a.plainText,
    author_id: authorId,
    category_id: categoryId,
    status: 'published' as const,
    published_at: a.publishedAt,
    updated_at: a.publishedAt,
    content_hash: createHash('sha1').update(a.plainText).digest('hex'),
  };
}
