import { containsText, type Db, type MediaTable } from '@tsuzuri/db';
import type { Selectable } from 'kysely';
import { MEDIA_URL_PREFIX } from './urls';
import type { VariantFormat } from './limits';

export type StoredVariant = {
  format: VariantFormat;
  width: number;
  height: number;
  bytes: number;
  url: string;
};

/** Something that shows a library image: an article (`ja:/slug`), an article's unpublished change, an author (slug) or a site setting (key). */
export type MediaUse = { kind: 'article' | 'change' | 'author' | 'setting'; name: string };

/** A library image as the console shows it. */
export type MediaItem = {
  id: number;
  hash: string;
  fileName: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  /** Alternative text per locale; `ja` is always there. */
  alt: Record<string, string>;
  variants: StoredVariant[];
  /** The URL an article's <img src> uses: the largest WebP (the pipeline makes the rest). */
  src: string;
  uploadedBy: string;
  createdAt: string;
};

export type NewMedia = Omit<MediaItem, 'id' | 'src'>;

export type MediaPage = { items: MediaItem[]; total: number; page: number; perPage: number };

export const MEDIA_PER_PAGE = 40;

function toItem(row: Selectable<MediaTable>): MediaItem {
  const variants = JSON.parse(row.variants) as StoredVariant[];
  const webp = variants.filter((v) => v.format === 'webp');
  return {
    id: Number(row.id),
    hash: row.hash,
    fileName: row.file_name,
    mime: row.mime,
    width: row.width,
    height: row.height,
    bytes: Number(row.bytes),
    alt: JSON.parse(row.alt) as Record<string, string>,
    variants,
    src: webp[webp.length - 1]?.url ?? '',
    uploadedBy: row.uploaded_by,
    createdAt: row.created_at,
  };
}

/** The media table (migration 0016), on SQLite and PostgreSQL alike. */
export function mediaRepository(db: Db) {
  const byId = (id: number) =>
    db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
  return {
    async get(id: number): Promise<MediaItem | null> {
      const row = await byId(id);
      return row ? toItem(row) : null;
    },

    async findByHash(hash: string): Promise<MediaItem | null> {
      const row = await db
        .selectFrom('media')
        .selectAll()
        .where('hash', '=', hash)
        .executeTakeFirst();
      return row ? toItem(row) : null;
    },

    /**
     * Adds an image; the same hash twice (two instances storing one upload at once) keeps the
     * first row and returns it, with `created: false`.
     */
    async insert(media: NewMedia): Promise<{ item: MediaItem; created: boolean }> {
      const inserted = await db
        .insertInto('media')
        .values({
          hash: media.hash,
          file_name: media.fileName,
          mime: media.mime,
          width: media.width,
          height: media.height,
          bytes: media.bytes,
          alt: JSON.stringify(media.alt),
          variants: JSON.stringify(media.variants),
          uploaded_by: media.uploadedBy,
          created_at: media.createdAt,
        })
        .onConflict((c) => c.column('hash').doNothing())
        .returning('id')
        .executeTakeFirst();
      const item = await this.findByHash(media.hash);
      if (!item) throw new Error(`media ${media.hash} vanished while being added`);
      return { item, created: inserted !== undefined };
    },

    /** Newest first; `q` matches the file name or any locale's alternative text. */
    async list({ page = 1, perPage = MEDIA_PER_PAGE, q = '' } = {}): Promise<MediaPage> {
      const word = q.trim();
      let query = db.selectFrom('media');
      if (word) {
        query = query.where((eb) =>
          eb.or([containsText('file_name', word), containsText('alt', word)]),
        );
      }
      const rows = await query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      const { total } = await query
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      return { items: rows.map(toItem), total: Number(total), page, perPage };
    },

    async updateAlt(id: number, alt: Record<string, string>): Promise<MediaItem | null> {
      await db
        .updateTable('media')
        .set({ alt: JSON.stringify(alt) })
        .where('id', '=', id)
        .execute();
      return this.get(id);
    },

    /**
     * Everything that shows the image (any of its files: each name holds its hash): an article's
     * body or thumbnail, an unpublished change waiting to be published, an author's avatar, a
     * site setting (the home page's recommended entries). An image in use is not deleted: each
     * of these would be a page with a broken picture. Old revisions are history and do not count.
     */
    async usedBy(hash: string): Promise<MediaUse[]> {
      const needle = `%${MEDIA_URL_PREFIX}${hash.slice(0, 2)}/${hash}-%`;
      const [articles, changes, authors, settings] = await Promise.all([
        db
          .selectFrom('articles')
          .select(['slug', 'locale'])
          .where((eb) =>
            eb.or([eb('body_source', 'like', needle), eb('thumbnail', 'like', needle)]),
          )
          .orderBy('slug')
          .orderBy('locale')
          .execute(),
        db
          .selectFrom('article_changes as c')
          .innerJoin('articles as a', 'a.id', 'c.article_id')
          .select(['a.slug', 'a.locale'])
          .where('c.fields', 'like', needle)
          .orderBy('a.slug')
          .orderBy('a.locale')
          .execute(),
        db
          .selectFrom('authors')
          .select('slug')
          .where('avatar', 'like', needle)
          .orderBy('slug')
          .execute(),
        db
          .selectFrom('site_settings')
          .select('key')
          .where('value', 'like', needle)
          .orderBy('key')
          .execute(),
      ]);
      return [
        ...articles.map((a) => ({ kind: 'article' as const, name: `${a.locale}:/${a.slug}` })),
        ...changes.map((a) => ({ kind: 'change' as const, name: `${a.locale}:/${a.slug}` })),
        ...authors.map((a) => ({ kind: 'author' as const, name: a.slug })),
        ...settings.map((s) => ({ kind: 'setting' as const, name: s.key })),
      ];
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('media').where('id', '=', id).execute();
    },
  };
}

export type MediaRepository = ReturnType<typeof mediaRepository>;
