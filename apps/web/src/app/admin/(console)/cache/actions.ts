'use server';

import { redirect } from 'next/navigation';
import { staffAction } from '@/lib/console/guard';
import { decoded } from '@/lib/console/percent-decoded';
import { backTo } from '@/lib/operations/back-to';
import {
  type CacheOutcome,
  PurgeTagSchema,
  PurgeUrlSchema,
  purgeTag,
  purgeUrl,
  resetCache,
} from '@/lib/operations/cache-admin';

const PAGE = '/admin/cache';
/**
 * The notice after a purge. Nothing removed is said as such, with what was typed (a mistyped
 * path removes nothing, and a green "0 removed" read as done).
 */
const finish = (kind: 'url' | 'tag' | 'reset', r: CacheOutcome, asked = ''): never =>
  redirect(
    backTo(
      PAGE,
      !r.ok
        ? { done: 'failed' }
        : r.count === 0 && kind !== 'reset'
          ? { done: 'none', n: asked }
          : { done: kind, n: String(r.count) },
    ),
  );

/** Every purge is in the audit log: who emptied what, and how many entries went. */
export const purgeUrlAction = staffAction('cache.purge', async (ctx, form: FormData) => {
  const path = PurgeUrlSchema.safeParse(form.get('url'));
  if (!path.success) redirect(backTo(PAGE, { done: 'invalid' }));
  const r = await purgeUrl(path.data);
  await ctx.audit({ action: 'cache.purge-url', target: path.data, details: { ...r } });
  finish('url', r, decoded(path.data));
});

export const purgeTagAction = staffAction('cache.purge', async (ctx, form: FormData) => {
  const tag = PurgeTagSchema.safeParse(String(form.get('tag') ?? '').trim());
  if (!tag.success) redirect(backTo(PAGE, { done: 'invalid' }));
  const r = await purgeTag(tag.data);
  await ctx.audit({ action: 'cache.purge-tag', target: tag.data, details: { ...r } });
  finish('tag', r, tag.data);
});

/** Asked first on the screen (ConfirmButton), as every console action that cannot be undone. */
export const resetAction = staffAction('cache.purge', async (ctx) => {
  const r = await resetCache();
  await ctx.audit({ action: 'cache.reset', target: 'site', details: { ...r } });
  finish('reset', r);
});
