import 'server-only';
import { repositories } from '@/repositories';
import { cache } from 'react';

/** The approved comments an article page shows (part of its cached HTML: approval purges it). */
export const getApprovedComments = cache(async (slug: string, locale: string) =>
  (await repositories()).comments.approvedFor(slug, locale),
);
