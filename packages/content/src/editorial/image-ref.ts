import { z } from 'zod';

/**
 * What an image on a page may be (an author's avatar, an article's thumbnail, a recommended
 * entry's picture): a path of this site (`/media/…` from the library, `/images/…`) or an https
 * address. Nothing else: `javascript:`, `data:` and `http:` are not images the pages load, and a
 * path starting `//` or `/\` is another host to a browser. The message says what to enter.
 */
export const ImageRefSchema = z
  .string()
  .trim()
  .max(500)
  .regex(
    /^(\/(?![/\\])[^\s"'<>\\]*|https:\/\/[^\s"'<>\\]+)$/,
    '画像は / で始まるサイト内のパスか https:// のURLで入力してください (a site path starting with / or an https:// URL)',
  );
