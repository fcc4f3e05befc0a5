import { createHash } from 'node:crypto';
import type { Db } from '@tsuzuri/db';
import { z } from 'zod';
import { SUPPORTED_LOCALES } from '@tsuzuri/config';
import { type MediaError, type MediaResult, mediaError, refused } from './errors';
import { MEDIA_LIMITS, ORIGINAL_TYPES } from './limits';
import { originalExtension, processUpload } from './process';
import { type MediaItem, type MediaPage, type MediaUse, mediaRepository } from './repository';
import { removeImage, storeImage } from './store';

/**
 * Alternative text per locale: Japanese required, every text trimmed and bounded, and only the
 * languages the site has (another would be stored, never shown and never editable).
 */
export const altSchema = z
  .partialRecord(
    z.enum(SUPPORTED_LOCALES),
    z.string().trim().max(MEDIA_LIMITS.maxAltLength, { message: 'alt-too-long' }),
  )
  .transform((alt) => Object.fromEntries(Object.entries(alt).filter(([, text]) => text !== '')))
  .refine((alt) => Boolean(alt.ja), { message: 'alt-required' });

export type Upload = {
  bytes: Uint8Array;
  /** The uploader's file name: shown and searched, never used to decide anything. */
  fileName: string;
  alt: Record<string, string>;
  /** Who uploads (a staff account id); recorded on the row. */
  actor: string;
};

function checkAlt(alt: unknown): MediaResult<Record<string, string>> {
  const parsed = altSchema.safeParse(alt);
  if (parsed.success) return { ok: true, value: parsed.data };
  const { issues } = parsed.error;
  if (issues.some((i) => i.code === 'unrecognized_keys')) return refused('bad-request');
  return refused(
    issues.some((i) => i.message === 'alt-too-long') ? 'alt-too-long' : 'alt-required',
  );
}

/** A name fit to show: no folders, no control characters, bounded; "image" when nothing is left. */
export function displayFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '').trim();
  return clean.slice(0, MEDIA_LIMITS.maxFileNameLength) || 'image';
}

const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/**
 * The media library over one database and one MEDIA_DIR: what the console's screen and the
 * upload route call. Every refusal is a MediaError with its ja and en message.
 */
export function createMediaLibrary({
  db,
  mediaDir,
  now = () => new Date(),
}: {
  db: Db;
  mediaDir: string;
  now?: () => Date;
}) {
  const repo = mediaRepository(db);
  return {
    /**
     * Checks, converts and stores an upload, then records it. The same file uploaded again is
     * the image already in the library (`created: false`; its alternative text is kept).
     */
    async ingestUpload(
      upload: Upload,
    ): Promise<MediaResult<{ media: MediaItem; created: boolean }>> {
      const alt = checkAlt(upload.alt);
      if (!alt.ok) return alt;
      if (upload.bytes.length > MEDIA_LIMITS.maxBytes) return refused('too-large');
      const known = upload.bytes.length ? await repo.findByHash(hashOf(upload.bytes)) : null;
      if (known) return { ok: true, value: { media: known, created: false } };
      const processed = await processUpload(upload.bytes);
      if (!processed.ok) return processed;
      const image = processed.value;
      await storeImage(mediaDir, image, originalExtension(image.type));
      const { item, created } = await repo.insert({
        hash: image.key.hash,
        fileName: displayFileName(upload.fileName),
        mime: ORIGINAL_TYPES[image.type].mime,
        width: image.key.width,
        height: image.key.height,
        bytes: image.original.length,
        alt: alt.value,
        variants: image.derived.map((f) => ({
          format: f.format,
          width: f.width,
          height: f.height,
          bytes: f.data.length,
          url: `/media/${f.path}`,
        })),
        uploadedBy: upload.actor,
        createdAt: now().toISOString(),
      });
      return { ok: true, value: { media: item, created } };
    },

    list: (options?: { page?: number; perPage?: number; q?: string }): Promise<MediaPage> =>
      repo.list(options),

    get: (id: number) => repo.get(id),

    async updateAlt(id: number, altInput: unknown): Promise<MediaResult<MediaItem>> {
      const alt = checkAlt(altInput);
      if (!alt.ok) return alt;
      const item = await repo.updateAlt(id, alt.value);
      return item ? { ok: true, value: item } : refused('not-found');
    },

    /** Which articles use the image (by slug and locale). */
    async usage(id: number): Promise<MediaUse[]> {
      const item = await repo.get(id);
      return item ? repo.usedBy(item.hash) : [];
    },

    /**
     * Deletes an image and its files, unless an article still uses it: then nothing changes
     * and the error lists what shows it (`usedBy`), so no page loses its picture.
     */
    async delete(
      id: number,
    ): Promise<
      { ok: true; value: MediaItem } | { ok: false; error: MediaError; usedBy?: MediaUse[] }
    > {
      const item = await repo.get(id);
      if (!item) return refused('not-found');
      const usedBy = await repo.usedBy(item.hash);
      if (usedBy.length) return { ok: false, error: mediaError('in-use'), usedBy };
      await repo.remove(id);
      const ext = Object.values(ORIGINAL_TYPES).find((t) => t.mime === item.mime)?.ext ?? 'bin';
      await removeImage(
        mediaDir,
        item.hash,
        ext,
        item.variants.map((v) => v.url),
      );
      return { ok: true, value: item };
    },
  };
}

export type MediaLibrary = ReturnType<typeof createMediaLibrary>;
