'use server';

import { purgeCacheTags } from '@tsuzuri/content/cache-purge';
import { type SettingKey, saveSiteSetting } from '@tsuzuri/content/settings';
import { getDb } from '@tsuzuri/db';
import { z } from 'zod';
import { type ActionResult, answer } from './action-result';
import { staffAnswerAction } from './script-actions';

const Key = z.enum(['top_articles', 'promo', 'social']);

/** Stores one site setting (checked by its schema) and purges every page that shows it. */
export const saveSettingAction = staffAnswerAction(
  'settings.edit',
  async (ctx, key: SettingKey, value: unknown): Promise<ActionResult<null>> =>
    answer(async () => {
      const tags = await saveSiteSetting(
        await getDb(),
        Key.parse(key),
        value as never,
        ctx.staff.id,
      );
      await ctx.audit({ action: `settings.${key}`, target: `setting:${key}`, details: { value } });
      await purgeCacheTags(tags);
      return null;
    }),
);
