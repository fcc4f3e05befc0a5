import { z } from 'zod';
import { PushMessageSchema } from './message';

/** A push composed in the console: the message, who gets it (a locale or everyone), when. */
export const PushComposeSchema = PushMessageSchema.omit({ icon: true }).extend({
  /** "" = every subscriber; else a locale ("ja" also reaches "ja-JP" browsers). */
  audience: z
    .string()
    .trim()
    .regex(
      /^([a-z]{2}(-[A-Za-z]{2,4})?)?$/,
      '送信先を選び直してください (choose the audience again)',
    ),
  /** ISO time to send at; absent or past = now. */
  sendAt: z.string().datetime({ offset: true }).nullable().optional(),
});
export type PushCompose = z.infer<typeof PushComposeSchema>;
