import type { PushMessage } from '@tsuzuri/tracker/protocol';
import { z } from 'zod';

export type { PushMessage };

/**
 * What one push says. Push services take about 4 KB of payload; these limits keep a message
 * well inside that and readable in a notification.
 */
export const PushMessageSchema = z.object({
  title: z.string().trim().min(1, 'title is empty').max(120),
  body: z.string().trim().max(400).default(''),
  /** A path on the site (/best-free-dvd-software) or a full http(s) URL. */
  url: z
    .string()
    .trim()
    .regex(/^(\/(?!\/)|https?:\/\/)/, 'url must be a path starting with / or an http(s) URL')
    .default('/'),
  icon: z.string().optional(),
}) satisfies z.ZodType<PushMessage, unknown>;
