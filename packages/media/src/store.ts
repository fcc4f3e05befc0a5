import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ProcessedImage } from './process';
import { parseVariantPath } from './urls';

/**
 * The library's files under MEDIA_DIR: `public/` holds the derived files the front serves at
 * /media/; `originals/` keeps every upload as it came (with its metadata, so never served).
 * Names come from the content hash: two instances storing the same upload write the same bytes
 * to the same names, each through its own temporary file and an atomic rename, so a reader never
 * sees half a file and neither writer can break the other's.
 */
export const PUBLIC_FOLDER = 'public';
export const ORIGINALS_FOLDER = 'originals';

async function writeOnce(file: string, data: Uint8Array): Promise<void> {
  const existing = await fs.stat(file).catch(() => null);
  if (existing?.size === data.length) return;
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, file);
  } finally {
    await fs.rm(temporary, { force: true });
  }
}

export const originalPath = (mediaDir: string, hash: string, ext: string) =>
  path.join(mediaDir, ORIGINALS_FOLDER, hash.slice(0, 2), `${hash}.${ext}`);

/** Writes the derived files first and the original last: a kept original means a complete set. */
export async function storeImage(
  mediaDir: string,
  image: ProcessedImage,
  ext: string,
): Promise<void> {
  for (const file of image.derived)
    await writeOnce(path.join(mediaDir, PUBLIC_FOLDER, file.path), file.data);
  await writeOnce(originalPath(mediaDir, image.key.hash, ext), image.original);
}

/** Removes every file of an image (its variants' URLs as recorded); files already gone are fine. */
export async function removeImage(
  mediaDir: string,
  hash: string,
  ext: string,
  variantUrls: string[],
): Promise<void> {
  for (const url of variantUrls) {
    const file = publicFilePath(mediaDir, url.slice('/media/'.length));
    if (file) await fs.rm(file, { force: true });
  }
  await fs.rm(originalPath(mediaDir, hash, ext), { force: true });
}

/**
 * The file a /media/ request path names, or null when the path is not one the library could
 * have written. The path is matched whole against the one shape the library's names have
 * (hex, digits, one extension), so `..`, encoded slashes, NUL or any other byte never reach
 * the file system.
 */
export function publicFilePath(mediaDir: string, relative: string): string | null {
  return parseVariantPath(relative) ? path.join(mediaDir, PUBLIC_FOLDER, relative) : null;
}
