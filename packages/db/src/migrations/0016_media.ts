import type { Kysely } from 'kysely';

/**
 * The media library (docs/product.md#media-library): one row per uploaded image. The files live
 * under MEDIA_DIR, named by the content hash of the original (`hash`, unique: the same bytes
 * uploaded twice are one image), so the row only describes them.
 *
 * - `file_name`: the uploader's file name, for the library's list and search (never a path).
 * - `mime`: the original's type as its bytes say (image/jpeg, png, webp, avif, gif).
 * - `width`, `height`: the original's size after its EXIF orientation; `bytes`: its size.
 * - `alt`: JSON { ja, en, … }, the alternative text per locale (ja required).
 * - `variants`: JSON [{ format, width, height, bytes, url }], the derived AVIF/WebP files.
 * - `uploaded_by`: who uploaded it (a staff account id or the admin token's name).
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable('media')
    .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_created_idx').on('media').columns(['created_at', 'id']).execute();
}
