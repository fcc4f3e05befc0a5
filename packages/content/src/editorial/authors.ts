import { createHash } from 'node:crypto';
import { z } from 'zod';
import { SUPPORTED_LOCALES } from '@tsuzuri/config';
import type { Db } from '@tsuzuri/db';
import { EditorialError } from './errors';
import { SLUG_PATTERN } from './slug';
import { DisplayNameSchema } from './display-name';
import { ImageRefSchema } from './image-ref';

const ProfileSchema = z.object({
  name: DisplayNameSchema,
  bio: z.string().trim().max(2000).default(''),
});

/** The console's author form: slug, avatar and a name and bio per locale (one at least). */
export const AuthorInputSchema = z.object({
  slug: z
    .string()
    .regex(
      SLUG_PATTERN,
      'スラッグは半角英小文字・数字・ハイフンで入力してください (lowercase letters, digits and hyphens only)',
    )
    .max(80),
  avatar: ImageRefSchema.nullable().default(null),
  profiles: z
    .partialRecord(z.enum(SUPPORTED_LOCALES), ProfileSchema)
    .refine(
      (p) => Object.keys(p).length > 0,
      '少なくとも一つの言語で名前が必要です (a name in one locale at least)',
    ),
});
export type AuthorInput = z.input<typeof AuthorInputSchema>;

export type AuthorRecord = {
  id: number;
  slug: string;
  avatar: string | null;
  profiles: Partial<Record<string, { name: string; bio: string }>>;
};

/** Every author with every locale's name and bio, by slug. */
export async function listAuthors(db: Db): Promise<AuthorRecord[]> {
  const authors = await db.selectFrom('authors').selectAll().orderBy('slug').execute();
  const texts = await db.selectFrom('author_translations').selectAll().execute();
  return authors.map((a) => ({
    id: a.id,
    slug: a.slug,
    avatar: a.avatar,
    profiles: Object.fromEntries(
      texts
        .filter((t) => t.author_id === a.id)
        .map((t) => [t.locale, { name: t.name, bio: t.bio }]),
    ),
  }));
}

async function writeProfiles(db: Db, id: number, profiles: AuthorRecord['profiles']) {
  await db.deleteFrom('author_translations').where('author_id', '=', id).execute();
  const rows = Object.entries(profiles).flatMap(([locale, p]) =>
    p ? [{ author_id: id, locale, name: p.name, bio: p.bio }] : [],
  );
  if (rows.length) await db.insertInto('author_translations').values(rows).execute();
}

/** Adds an author; a taken slug is refused. Returns its id. */
export async function createAuthor(db: Db, input: AuthorInput): Promise<number> {
  const a = AuthorInputSchema.parse(input);
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('authors')
      .select('id')
      .where('slug', '=', a.slug)
      .executeTakeFirst();
    if (taken)
      throw new EditorialError(
        'slug_taken',
        {
          ja: `著者のスラッグ「${a.slug}」はほかの著者が使っています`,
          en: `Another author already has the slug “${a.slug}”`,
        },
        'slug',
      );
    const { id } = await trx
      .insertInto('authors')
      .values({ slug: a.slug, avatar: a.avatar })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeProfiles(trx, id, a.profiles);
    return id;
  });
}

/**
 * Replaces an author's slug, avatar and profiles. Returns the cache tags to purge: every locale
 * (author names show on article pages of any category; there is no per-author tag).
 */
export async function updateAuthor(db: Db, id: number, input: AuthorInput): Promise<string[]> {
  const a = AuthorInputSchema.parse(input);
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('authors')
      .select('id')
      .where('slug', '=', a.slug)
      .where('id', '!=', id)
      .executeTakeFirst();
    if (taken)
      throw new EditorialError(
        'slug_taken',
        {
          ja: `著者のスラッグ「${a.slug}」はほかの著者が使っています`,
          en: `Another author already has the slug “${a.slug}”`,
        },
        'slug',
      );
    const r = await trx
      .updateTable('authors')
      .set({ slug: a.slug, avatar: a.avatar })
      .where('id', '=', id)
      .executeTakeFirst();
    if (!r.numUpdatedRows)
      throw new EditorialError('not_found', {
        ja: `著者 ${id} がありません`,
        en: `There is no author ${id}`,
      });
    await writeProfiles(trx, id, a.profiles);
    const locales = await trx
      .selectFrom('articles')
      .select('locale')
      .distinct()
      .where('author_id', '=', id)
      .execute();
    return locales.map((l) => `locale:${l.locale}`);
  });
}

/** A slug for a display name: its ASCII words, or a short hash of it (編集部 → author-1a2b3c4d). */
function slugForName(name: string): string {
  const ascii = name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return ascii || `author-${createHash('sha256').update(name).digest('hex').slice(0, 8)}`;
}

/**
 * The author an import names: by slug, else by a display name in any locale, else a new author
 * with that name in the file's locale (`created` says so, for the import's report).
 */
export async function resolveAuthor(
  db: Db,
  nameOrSlug: string,
  locale: string,
): Promise<{ id: number; slug: string; created: boolean }> {
  const bySlug = await db
    .selectFrom('authors')
    .select(['id', 'slug'])
    .where('slug', '=', nameOrSlug)
    .executeTakeFirst();
  if (bySlug) return { ...bySlug, created: false };
  const byName = await db
    .selectFrom('author_translations as t')
    .innerJoin('authors as a', 'a.id', 't.author_id')
    .select(['a.id', 'a.slug'])
    .where('t.name', '=', nameOrSlug)
    .orderBy('a.id')
    .executeTakeFirst();
  if (byName) return { ...byName, created: false };
  const base = slugForName(nameOrSlug);
  let slug = base;
  for (
    let n = 2;
    await db.selectFrom('authors').select('id').where('slug', '=', slug).executeTakeFirst();
    n++
  )
    slug = `${base}-${n}`;
  const { id } = await db
    .insertInto('authors')
    .values({ slug, avatar: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('author_translations')
    .values({ author_id: id, locale, name: nameOrSlug, bio: '' })
    .execute();
  return { id, slug, created: true };
}
