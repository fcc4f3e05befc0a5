import { createHash } from 'node:crypto';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { SUPPORTED_LOCALES } from '@tsuzuri/config';
import { PLACEHOLDER_NAMES, unknownPlaceholders } from '../placeholders';
import { markdownToHtml } from './markdown';

const isoDate = z.union([z.date(), z.string()]).transform((v, ctx) => {
  const d = v instanceof Date ? v : new Date(v);
  if (Number.isNaN(d.getTime())) {
    ctx.addIssue({ code: 'custom', message: `not an ISO date: ${String(v)}` });
    return z.NEVER;
  }
  return d.toISOString();
});

/** The authoring front matter: these keys exactly (category omitted = a standalone page). */
export const FrontMatterSchema = z
  .object({
    slug: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug must be lowercase letters, digits and hyphens'),
    title: z.string().trim().min(1, 'title is empty'),
    description: z.string().trim().default(''),
    keywords: z
      .union([z.string(), z.array(z.string())])
      .default('')
      .transform((k) =>
        (Array.isArray(k) ? k : k.split(','))
          .map((s) => s.trim())
          .filter(Boolean)
          .join(', '),
      ),
    category: z.string().trim().min(1).optional(),
    locale: z.enum(SUPPORTED_LOCALES, {
      message: `locale must be one of ${SUPPORTED_LOCALES.join(', ')}`,
    }),
    author: z.string().trim().min(1, 'author is empty'),
    published_at: isoDate,
    status: z.enum(['draft', 'published'], { message: 'status must be draft or published' }),
  })
  .strict();

export type ParsedArticleFile = z.infer<typeof FrontMatterSchema> & {
  bodySource: string;
  contentHash: string;
};

export class ImportFileError extends Error {}

// gray-matter runs `---js` / `---javascript` front matter with eval: a file to import is data,
// never code. YAML (js-yaml keeps `__proto__` an own key) and JSON are the languages it may use;
// prototype keys then fail the strict schema above like any unknown key.
const refuseCode = () => {
  throw new ImportFileError('front matter must be YAML (or JSON), never JavaScript');
};
const NO_CODE_ENGINES = { js: refuseCode, javascript: refuseCode };

/** Reads one authoring file's text into validated fields and HTML; throws ImportFileError. */
export function parseArticleFile(fileName: string, text: string): ParsedArticleFile {
  const ext = path.extname(fileName).toLowerCase();
  if (ext !== '.md' && ext !== '.html')
    throw new ImportFileError('only .md and .html files can be imported');
  let parsed: matter.GrayMatterFile<string>;
  try {
    // gray-matter caches by content; a fresh options object disables that (edits must be seen).
    parsed = matter(text, { engines: NO_CODE_ENGINES });
  } catch (e) {
    if (e instanceof ImportFileError) throw e;
    throw new ImportFileError(
      `front matter is not valid YAML: ${(e as Error).message.split('\n')[0]}`,
    );
  }
  if (!Object.keys(parsed.data).length)
    throw new ImportFileError('no front matter (--- … --- at the top)');
  const fm = FrontMatterSchema.safeParse(parsed.data);
  if (!fm.success) {
    throw new ImportFileError(
      fm.error.issues.map((i) => `${i.path.join('.') || 'front matter'}: ${i.message}`).join('; '),
    );
  }
  const body = parsed.content.trim();
  if (!body) throw new ImportFileError('the body is empty');
  const unknown = unknownPlaceholders([fm.data.title, fm.data.description, body].join('\n'));
  if (unknown.length)
    throw new ImportFileError(
      `unknown placeholder ${unknown.join(', ')}: the known ones are ${PLACEHOLDER_NAMES.map((n) => `{{${n}}}`).join(', ')}`,
    );
  const bodySource = ext === '.md' ? markdownToHtml(body) : body;
  const contentHash = createHash('sha256')
    .update(JSON.stringify({ ...fm.data, bodySource }))
    .digest('hex');
  return { ...fm.data, bodySource, contentHash };
}
