import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const port = () => z.coerce.number().int().min(1).max(65535);
export const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');
/** A switch that also takes 1/0 (kept as written: the config reads it). */
export const looseFlag = () => z.enum(['true', 'false', '1', '0']);
/** A URL, or empty for "none / this site". */
export const urlOrEmpty = () => z.union([z.url(), z.literal('')]);

/**
 * The repository's data folder: the nearest folder up from where the process runs that holds
 * package-lock.json (scripts run from the root, Next from apps/web, both find the same one).
 */
export function repoDataDir(cwd = process.cwd()): string {
  for (let dir = cwd; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package-lock.json'))) return path.join(dir, 'data');
    if (path.dirname(dir) === dir) return path.join(cwd, 'data');
  }
}
