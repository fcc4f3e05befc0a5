import type { PushMessage } from '@tsuzuri/tracker/protocol';
import { isBlank } from '@tsuzuri/text/blank';
import { z } from 'zod';

export type { PushMessage };

/**
 * What one push says. Push services take about 4 KB of payload; these limits keep a message
 * well inside that and readable in a notification.
 */
export const PushMessageSchema = z.object({
  // Each message Japanese then English: the console shows its own half, the CLI both. A title
  // that shows nothing (zero-width characters pass trim()) would send a blank notification.
  title: z
    .string()
    .trim()
    .max(120, 'タイトルは120文字以内です (at most 120 characters)')
    .refine((t) => !isBlank(t), 'タイトルを入力してください (a title is required)'),
  body: z.string().trim().max(400, '本文は400文字以内です (at most 400 characters)').default(''),
  /** A path on the site (/best-free-dvd-software) or a full http(s) URL. */
  url: z
    .string()
    .trim()
    .regex(
      /^(\/(?!\/)|https?:\/\/)/,
      'リンク先は / で始まるサイト内のパスか、https:// で始まるURLを入力してください (a path starting with /, or an https:// URL)',
    )
    .default('/'),
  icon: z.string().optional(),
}) satisfies z.ZodType<PushMessage, unknown>;
