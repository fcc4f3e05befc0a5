import fs from 'node:fs/promises';
import path from 'node:path';
import { articleWriteTags } from '../cache-tags';
import { slugRowIds } from '../sitemap-parts';
import type { Db } from '@tsuzuri/db';
import { importProduct, isProductFile } from '../products/import-product';
import { parseProductFile } from '../products/product-file';
import { ImportFileError, parseArticleFile } from './parse-file';
import { upsertArticle } from './upsert-article';

export type FileReport =
  | {
      file: string;
      status: 'created' | 'updated' | 'unchanged';
      slug: string;
      locale: string;
      /** Present when there is something to tell (e.g. an author the import created). */
      notes?: string[];
    }
  | { file: string; status: 'error'; reason: string };

/** An article this import made visible: what web push announces when PUSH_ON_PUBLISH is on. */
export type PublishedArticle = { slug: string; locale: string; title: string; description: string };

export type ImportReport = { files: FileReport[]; tags: string[]; published: PublishedArticle[] };

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return listFiles(full);
      return /\.(md|html|json)$/i.test(e.name) && !/^[A-Z-]+\.md$/.test(e.name) ? [full] : [];
    }),
  );
  return nested.flat().sort();
}

/**
 * Imports every .md/.html article and every .json product file under the given folders
 * (recursively; UPPERCASE.md notes such as a README are skipped). Each file is its own transaction: a bad file is reported with its name
 * and reason, and the others still import. Returns the cache tags the changes touched and the
 * articles that became published.
 */
export async function importDirectories(db: Db, dirs: string[]): Promise<ImportReport> {
  const files = (await Promise.all(dirs.map(listFiles))).flat();
  const seen = new Map<string, string>();
  const reports: FileReport[] = [];
  const touched = new Set<string>();
  const published: PublishedArticle[] = [];

  for (const file of files) {
    try {
      if (isProductFile(file)) {
        const product = parseProductFile(await fs.readFile(file, 'utf8'));
        const first = seen.get(`product/${product.slug}`);
        if (first) throw new ImportFileError(`product '${product.slug}' is also in ${first}`);
        seen.set(`product/${product.slug}`, file);
        const result = await importProduct(db, product);
        for (const t of result.tags) touched.add(t);
        const locale = Object.keys(product.texts).join('+');
        reports.push({ file, status: result.status, slug: product.slug, locale });
        continue;
      }
      const parsed = parseArticleFile(file, await fs.readFile(file, 'utf8'));
      const key = `${parsed.locale}/${parsed.slug}`;
      const first = seen.get(key);
      if (first)
        throw new ImportFileError(
          `slug '${parsed.slug}' (${parsed.locale}) is also used by ${first}`,
        );
      seen.set(key, file);
      const result = await db.transaction().execute((trx) => upsertArticle(trx, parsed));
      if (result.status !== 'unchanged') {
        for (const t of articleWriteTags({
          slug: parsed.slug,
          locale: parsed.locale,
          categoryUids: result.categoryUids,
          slugIds: await slugRowIds(db, [parsed.slug]),
        }))
          touched.add(t);
      }
      if (result.becamePublished)
        published.push({
          slug: parsed.slug,
          locale: parsed.locale,
          title: parsed.title,
          description: parsed.description,
        });
      reports.push({
        file,
        status: result.status,
        slug: parsed.slug,
        locale: parsed.locale,
        ...(result.notes.length ? { notes: result.notes } : {}),
      });
    } catch (e) {
      if (!(e instanceof ImportFileError)) throw e;
      reports.push({ file, status: 'error', reason: e.message });
    }
  }
  return { files: reports, tags: [...touched], published };
}
