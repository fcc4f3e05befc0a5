import 'server-only';
import { getDb } from '@tsuzuri/db';
import { mediaDirOf } from '@tsuzuri/env';
import { createMediaLibrary, type MediaLibrary } from '@tsuzuri/media';
import { serverEnv } from '@/env';

const globalForMedia = globalThis as unknown as { tsuzuriMedia?: Promise<MediaLibrary> };

/** The media library over the process's connection and MEDIA_DIR, made once per process. */
export function mediaLibrary(): Promise<MediaLibrary> {
  globalForMedia.tsuzuriMedia ??= getDb().then((db) =>
    createMediaLibrary({ db, mediaDir: mediaDirOf(serverEnv()) }),
  );
  return globalForMedia.tsuzuriMedia;
}
