'use server';

import { getDb } from '@tsuzuri/db';
import { purgeCacheTags } from '@tsuzuri/content/cache-purge';
import { isModerationAction } from '@tsuzuri/readers/comments';
import {
  moderateMany,
  NgWordSchema,
  replyAsStaff,
  StaffReplySchema,
} from '@tsuzuri/readers/console';
import { redirect } from 'next/navigation';
import { staffAction } from '@/lib/console/guard';
import { repositories } from '@/repositories';
import { backTo } from '@/lib/operations/back-to';

const PAGE = '/admin/comments';

/** Approve, reject or mark as spam every selected comment; the articles they changed are purged once. */
export const moderateSelected = staffAction('comments.moderate', async (ctx, form: FormData) => {
  const action = form.get('action');
  const status = String(form.get('status') ?? 'pending');
  const ids = form
    .getAll('id')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  if (!isModerationAction(action) || !ids.length) redirect(backTo(PAGE, { status, done: 'none' }));
  const { changes, purge } = await moderateMany(
    (await repositories()).comments,
    ids,
    action,
    purgeCacheTags,
  );
  await ctx.audit({
    action: `comments.${action}`,
    target: changes.map((c) => `comment:${c.id}`).join(','),
    details: { ids: changes.map((c) => c.id), purged: purge?.ok ?? null },
  });
  redirect(
    backTo(PAGE, {
      status,
      done: purge && !purge.ok ? 'purgeFailed' : 'moderated',
      n: String(changes.length),
    }),
  );
});

/**
 * A reply from the editorial team: published at once, marked staff, the article purged. A reply
 * to a comment waiting for moderation approves it too; spam or a rejected one is not answered.
 * The same reply sent again moments later (a double click, with or without JavaScript) answers
 * as the first and is neither published nor audited again (docs/product.md, "Operators' console").
 */
export const replyToComment = staffAction('comments.moderate', async (ctx, form: FormData) => {
  const status = String(form.get('status') ?? 'pending');
  const parsed = StaffReplySchema.safeParse({
    replyTo: form.get('replyTo'),
    body: form.get('body'),
  });
  if (!parsed.success) redirect(backTo(PAGE, { status, done: 'invalid' }));
  const reply = await replyAsStaff(await getDb(), { ...parsed.data, staffEmail: ctx.staff.email });
  if (!reply.ok)
    redirect(
      backTo(PAGE, { status, done: reply.refused === 'hidden' ? 'replyToHidden' : 'invalid' }),
    );
  const done = reply.approvedParent ? 'approvedAndReplied' : 'replied';
  if (reply.repeated) {
    ctx.audited(); // nothing new: the first one was purged and audited
    redirect(backTo(PAGE, { status, done }));
  }
  const purge = await purgeCacheTags(reply.tags);
  await ctx.audit({
    action: 'comments.reply',
    target: `comment:${reply.id}`,
    details: {
      replyTo: parsed.data.replyTo,
      approvedParent: reply.approvedParent,
      purged: purge.ok,
    },
  });
  redirect(backTo(PAGE, { status, done: purge.ok ? done : 'purgeFailed' }));
});

export const addNgWord = staffAction('comments.moderate', async (ctx, form: FormData) => {
  const parsed = NgWordSchema.safeParse(form.get('word'));
  if (!parsed.success) redirect(backTo(PAGE, { done: 'invalid' }));
  const outcome = await (await repositories()).ngWords.add(parsed.data, ctx.staff.email);
  if (outcome === 'added')
    await ctx.audit({ action: 'comments.ng-word.add', target: `ng-word:${parsed.data}` });
  const done = { added: 'ngAdded', exists: 'ngExists', full: 'ngFull' }[outcome];
  redirect(backTo(PAGE, { done }));
});

export const removeNgWord = staffAction('comments.moderate', async (ctx, form: FormData) => {
  const word = String(form.get('word') ?? '');
  if (await (await repositories()).ngWords.remove(word))
    await ctx.audit({ action: 'comments.ng-word.remove', target: `ng-word:${word}` });
  redirect(backTo(PAGE, { done: 'ngRemoved' }));
});
