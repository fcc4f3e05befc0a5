import { z } from 'zod';

/**
 * The sender's own settings, validated once (the VAPID keys and WEB_PUSH are the site's and
 * live in @tsuzuri/config's env, which the site config reads too).
 */
const PushEnvSchema = z.object({
  /** Who the push services contact about our pushes: mailto: or https:. Default: mailto:{contact email}. */
  VAPID_SUBJECT: z.string().regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'VAPID_SUBJECT must be a mailto: address or an https: URL').optional(),
  /** Announce each article that `npm run content:import` publishes. */
  PUSH_ON_PUBLISH: z.enum(['true', 'false', '1', '0']).default('false'),
});

export type PushEnv = z.infer<typeof PushEnvSchema>;
let cached: PushEnv | undefined;

export function pushEnv(): PushEnv {
  if (cached) return cached;
  const parsed = PushEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid environment for @tsuzuri/push:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  cached = parsed.data;
  return cached;
}

export const announcesOnPublish = (env: PushEnv = pushEnv()) => env.PUSH_ON_PUBLISH === 'true' || env.PUSH_ON_PUBLISH === '1';
