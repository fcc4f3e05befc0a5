import { z } from 'zod';
import { SUPPORTED_LOCALES } from '@tsuzuri/config';
import { ImageRefSchema } from './image-ref';
import { MAX_BODY_BYTES, MAX_BODY_KB, utf8Bytes } from './body-limit';
import { SLUG_PATTERN } from './slug';

/**
 * What the article screen sends on every save (autosave included). `id` absent creates an
 * article; present, `baseVersion` must be the version the editor loaded (a save based on an
 * older one is refused with EditConflictError). Translations share one slug across locales:
 * the site pairs hreflang alternates by slug (repositories' `localesOf`), so "the translation
 * of X" is the article with X's slug in another locale, and renaming a slug renames the group.
 */
export const ArticleInputSchema = z
  .object({
    id: z.number().int().positive().optional(),
    baseVersion: z.number().int().positive().optional(),
    title: z.string().trim().min(1, 'タイトルを入力してください (a title is required)').max(200),
    slug: z
      .string()
      .trim()
      .max(120)
      .regex(
        SLUG_PATTERN,
        'スラッグは半角英小文字・数字・ハイフンで入力してください (lowercase letters, digits and single hyphens only)',
      ),
    description: z.string().trim().max(500).default(''),
    keywords: z
      .union([z.string(), z.array(z.string())])
      .default('')
      .transform((k) =>
        (Array.isArray(k) ? k : k.split(/[,、]/))
          .map((s) => s.trim())
          .filter(Boolean)
          .join(', '),
      ),
    /** A category uid; null for a standalone page. */
    category: z.string().trim().min(1).nullable().default(null),
    /** An author slug; null for none. */
    author: z.string().trim().min(1).nullable().default(null),
    locale: z.enum(SUPPORTED_LOCALES),
    thumbnail: ImageRefSchema.nullable().default(null),
    body: z
      .string()
      .min(1, '本文が空です (the body is empty)')
      .refine(
        (body) => utf8Bytes(body) <= MAX_BODY_BYTES,
        `本文が長すぎます (最大 ${MAX_BODY_KB} KB) (the body is over ${MAX_BODY_KB} KB of UTF-8)`,
      ),
    format: z.enum(['html', 'markdown']).default('html'),
  })
  .strict()
  .refine((a) => a.id === undefined || a.baseVersion !== undefined, {
    message: '編集元の版 (baseVersion) が必要です (an update names the version it was based on)',
    path: ['baseVersion'],
  });

export type ArticleInput = z.input<typeof ArticleInputSchema>;
export type ParsedArticleInput = z.output<typeof ArticleInputSchema>;

/** Who did it: a staff account's id and display name (kept as text on revisions). */
export const ActorSchema = z.object({
  id: z.string().min(1).max(200),
  name: z.string().min(1).max(200),
});
export type Actor = z.infer<typeof ActorSchema>;

/** The scheduler's name on the revisions it writes. */
export const SCHEDULER_ACTOR: Actor = { id: 'system:scheduler', name: '予約公開 (scheduler)' };
/** The import command's name on the revisions it writes. */
export const IMPORT_ACTOR: Actor = { id: 'system:import', name: 'インポート (content:import)' };
