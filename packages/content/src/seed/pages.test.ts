import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_CONTENT_DIRS } from './seed-db';

// The footer and the link page (/pagelink) link every authored page in every language the demo
// site serves, so each page the seed holds in Japanese must be there in English too: otherwise
// the English footer sends readers and crawlers to a 404 (/en/resource did).
const pagesDir = SEED_CONTENT_DIRS.find((d) => path.basename(d) === 'pages') ?? '';
const frontMatter = (file: string, key: string) =>
  fs
    .readFileSync(path.join(pagesDir, file), 'utf8')
    .match(new RegExp(`^${key}:\\s*(.+)$`, 'm'))?.[1]
    .trim();

describe('the authored pages of the demo site', () => {
  it('are each in Japanese and in English, under one slug', () => {
    const bySlug = new Map<string, string[]>();
    for (const file of fs.readdirSync(pagesDir).filter((f) => f.endsWith('.md'))) {
      const slug = frontMatter(file, 'slug') ?? file;
      bySlug.set(slug, [...(bySlug.get(slug) ?? []), frontMatter(file, 'locale') ?? '?'].sort());
    }
    const missing = [...bySlug].filter(([, locales]) => locales.join() !== 'en,ja');
    expect(missing).toEqual([]);
  });
});
