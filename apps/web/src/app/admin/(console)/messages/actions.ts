'use server';

import { NoteSchema } from '@tsuzuri/readers/console';
import { redirect } from 'next/navigation';
import { staffAction } from '@/lib/console/guard';
import { backTo } from '@/lib/operations/back-to';
import { repositories } from '@/repositories';

const PAGE = '/admin/messages';
const idOf = (form: FormData) => {
  const id = Number(form.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

export const setHandled = staffAction('messages.handle', async (ctx, form: FormData) => {
  const id = idOf(form);
  const handled = form.get('handled') === '1';
  const state = String(form.get('state') ?? 'new');
  if (id && (await (await repositories()).inbox.setHandled(id, handled, ctx.staff.email)))
    await ctx.audit({
      action: handled ? 'messages.handled' : 'messages.reopened',
      target: `message:${id}`,
    });
  redirect(backTo(PAGE, { state, done: handled ? 'handled' : 'reopened' }));
});

export const saveNote = staffAction('messages.handle', async (ctx, form: FormData) => {
  const id = idOf(form);
  const state = String(form.get('state') ?? 'new');
  const note = NoteSchema.safeParse(String(form.get('note') ?? ''));
  if (!id || !note.success) redirect(backTo(PAGE, { state, done: 'invalid' }));
  if (await (await repositories()).inbox.setNote(id, note.data))
    await ctx.audit({ action: 'messages.note', target: `message:${id}` });
  redirect(backTo(PAGE, { state, done: 'noted' }));
});
