'use server';

import { getDb } from '@tsuzuri/db';
import { completeSetup, DisplayName, Email } from '@tsuzuri/staff';
import { redirect } from 'next/navigation';
import type { FormState } from '@/components/console/ActionForm.client';
import { consoleLocale } from '@/lib/console/locale';
import { linkProblem, PASSWORD_TEXTS, passwordProblem } from '../password-rules';
import { SETUP_TEXTS } from './texts';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').slice(0, 1000);

/** The setup link's form: the owner's account, once; then the login page. */
export async function setUpOwner(_prev: FormState, form: FormData): Promise<FormState> {
  const locale = await consoleLocale();
  const [t, p] = [SETUP_TEXTS[locale], PASSWORD_TEXTS[locale]];
  const values = { name: text(form, 'name'), email: text(form, 'email') };
  const name = DisplayName.safeParse(values.name);
  if (!name.success) return { error: t.nameMissing, values };
  const email = Email.safeParse(values.email);
  if (!email.success) return { error: t.emailInvalid, values };
  const problem = passwordProblem(p, text(form, 'password'), text(form, 'confirm'));
  if (problem) return { error: problem, values };
  const result = await completeSetup(await getDb(), text(form, 'token'), {
    name: name.data,
    email: email.data,
    password: text(form, 'password'),
  });
  if (!result.ok) return { error: linkProblem(p, result.reason), values };
  redirect('/admin/login?done=setup');
}
