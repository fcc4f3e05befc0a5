'use server';

import { getDb } from '@tsuzuri/db';
import { setDisabled, StaffError } from '@tsuzuri/staff';
import { revalidatePath } from 'next/cache';
import { staffAction } from '@/lib/console/guard';

/**
 * Disables or enables an account from the users page (owner only). Disabling ends every session
 * of it at once; the last owner is kept (the page shows why). Audited in the same transaction.
 */
export const toggleUser = staffAction('users.manage', async (ctx, form: FormData) => {
  const userId = String(form.get('user') ?? '').slice(0, 64);
  const disable = form.get('disable') === '1';
  try {
    // setDisabled writes its own audit row (users.disable / users.enable) in its transaction.
    await setDisabled(await getDb(), userId, disable, ctx.actor);
    ctx.audited();
  } catch (error) {
    if (!(error instanceof StaffError)) throw error;
  }
  revalidatePath('/admin/users');
});
