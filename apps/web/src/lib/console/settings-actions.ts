'use server';

import { purgeCacheTags } from '@tsuzuri/content/cache-purge';
import { type SettingKey, type SettingVersion, saveSiteSetting } from '@tsuzuri/content/settings';
import { getDb } from '@tsuzuri/db';
import { z } from 'zod';
import { type ActionResult, answer } from './action-result';
import { staffAnswerAction } from './script-actions';

const Key = z.enum(['top_articles', 'promo', 'social']);
const Base = z.string().max(40).nullable();

/**
 * Stores one site setting (checked by its schema) if it is still at the version the screen
 * loaded (`base`), and purges every page that shows it. Answers the new version, which the
 * card's next save is based on.
 */
export const saveSettingAction = staffAnswerAction(
  'settings.edit',
  async (
    ctx,
    key: SettingKey,
    value: unknown,
    base: SettingVersion,
  ): Promise<ActionResult<{ version: string }>> =>
    answer(async () => {
      const saved = await saveSiteSetting(
        await getDb(),
        Key.parse(key),
        value as never,
        ctx.staff.id,
        Base.parse(base),
      );
      // What was stored (checked, trimmed, unknown fields dropped), not what the request carried.
      await ctx.audit({
        action: `settings.${key}`,
        target: `setting:${key}`,
        details: { value: saved.value },
      });
      await purgeCacheTags(saved.tags);
      return { version: saved.version };
    }),
);
