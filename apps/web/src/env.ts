import { z } from 'zod';

/**
 * The web app's own environment (the site settings and database are validated by
 * @tsuzuri/content). The only module of the app that reads process.env.
 */
const WebEnvSchema = z.object({
  NEXT_RUNTIME: z.enum(['nodejs', 'edge']).optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
});

export type WebEnv = z.infer<typeof WebEnvSchema>;

export function webEnv(): WebEnv {
  const parsed = WebEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid environment for the web app:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  return parsed.data;
}
