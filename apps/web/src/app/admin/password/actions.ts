'use server';

import { getDb } from '@tsuzuri/db';
import { completePasswordLink } from '@tsuzuri/staff';
import { redirect } from 'next/navigation';
import type { FormState } from '@/components/console/ActionForm.client';
import { consoleLocale } from '@/lib/console/locale';
import { linkProblem, PASSWORD_TEXTS, passwordProblem } from '../password-rules';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').slice(0, 1000);

/** The link `npm run users -- add|reset` printed: the account's password, once; then login. */
export async function choosePassword(_prev: FormState, form: FormData): Promise<FormState> {
  const p = PASSWORD_TEXTS[await consoleLocale()];
  const password = text(form, 'password');
  const problem = passwordProblem(p, password, text(form, 'confirm'));
  if (problem) return { error: problem };
  const result = await completePasswordLink(await getDb(), text(form, 'token'), password);
  if (!result.ok) return { error: linkProblem(p, result.reason) };
  redirect('/admin/login?done=password');
}
