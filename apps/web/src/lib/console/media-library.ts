import 'server-only';
import { getDb } from '@tsuzuri/db';
import { mediaDirOf } from '@tsuzuri/env';
import { createMediaLibrary, type MediaLibrary } from '@tsuzuri/media';
import { serverEnv } from '@/env';

let library: Promise<MediaLibrary> | undefined;

/** The media library over the site's database and MEDIA_DIR, one per process. */
export function mediaLibrary(): Promise<MediaLibrary> {
  library ??= (async () =>
    createMediaLibrary({ db: await getDb(), mediaDir: mediaDirOf(serverEnv()) }))();
  return library;
}
