import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { operatorCommand } from './operator-command';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** An article file as the import reads it (docs/content.md): front matter and a Markdown body. */
export type ArticleFile = {
  slug: string;
  title: string;
  category: string;
  locale: string;
  status?: 'published' | 'draft';
  /** YYYY-MM-DD; 2020-01-02 when not given. */
  publishedAt?: string;
  /** Markdown; a heading and one line when not given. */
  body?: string;
};

/**
 * Imports articles into a running e2e site the way an operator does (`npm run content:import`),
 * against that site's database (data/e2e-{port}) and cache service (port + 1000): the import
 * purges what it changed on the running site.
 */
export function importArticles(port: number, articles: ArticleFile[]): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-e2e-import-'));
  for (const a of articles)
    fs.writeFileSync(
      path.join(dir, `${a.slug}.md`),
      [
        '---',
        `slug: ${a.slug}`,
        `title: ${JSON.stringify(a.title)}`,
        `description: ${a.title}`,
        'keywords: test',
        `category: ${a.category}`,
        `locale: ${a.locale}`,
        'author: editorial',
        `published_at: ${a.publishedAt ?? '2020-01-02'}`,
        `status: ${a.status ?? 'published'}`,
        '---',
        '',
        a.body ?? '## Heading\n\nBody.',
      ].join('\n'),
    );
  operatorCommand('import.ts', [dir], {
    DATA_DIR: path.join(root, 'data', `e2e-${port}`),
    CACHE_URL: `http://127.0.0.1:${port + 1000}`,
  });
  fs.rmSync(dir, { recursive: true, force: true });
}
