'use server';

import { purgeCacheTags } from '@tsuzuri/content/cache-purge';
import {
  addRedirect,
  deleteRedirect,
  type RedirectInput,
  updateRedirect,
} from '@tsuzuri/content/editorial';
import { getDb } from '@tsuzuri/db';
import { z } from 'zod';
import { type ActionResult, answer } from './action-result';
import { staffAnswerAction } from './script-actions';

const From = z.string().max(500);

// The audit names each redirect as stored (its paths as read, its target flattened), not as typed.

/** Adds a redirect by hand (a loop is refused; a chain is stored flat). */
export const addRedirectAction = staffAnswerAction(
  'redirects.edit',
  async (ctx, input: RedirectInput): Promise<ActionResult<null>> =>
    answer(async () => {
      const { tags, stored } = await addRedirect(await getDb(), input);
      await ctx.audit({
        action: 'redirects.add',
        target: `redirect:${stored.from}`,
        details: { to: stored.to },
      });
      await purgeCacheTags(tags);
      return null;
    }),
);

export const updateRedirectAction = staffAnswerAction(
  'redirects.edit',
  async (ctx, from: string, input: RedirectInput): Promise<ActionResult<null>> =>
    answer(async () => {
      const { tags, stored } = await updateRedirect(await getDb(), From.parse(from), input);
      await ctx.audit({
        action: 'redirects.edit',
        target: `redirect:${from}`,
        details: { ...stored },
      });
      await purgeCacheTags(tags);
      return null;
    }),
);

export const deleteRedirectAction = staffAnswerAction(
  'redirects.edit',
  async (ctx, from: string): Promise<ActionResult<null>> =>
    answer(async () => {
      const tags = await deleteRedirect(await getDb(), From.parse(from));
      await ctx.audit({ action: 'redirects.delete', target: `redirect:${from}` });
      await purgeCacheTags(tags);
      return null;
    }),
);
