import { getDb } from '@tsuzuri/db';
import { checkLink, PASSWORD_MAX, PASSWORD_MIN } from '@tsuzuri/staff';
import type { Metadata } from 'next';
import Link from 'next/link';
import { ActionForm } from '@/components/console/ActionForm.client';
import { DoorPage } from '@/components/console/DoorPage';
import { consoleTexts } from '@/lib/console/locale';
import { linkProblem, PASSWORD_TEXTS } from '../password-rules';
import { choosePassword } from './actions';
import { SET_PASSWORD_TEXTS } from './texts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await consoleTexts(SET_PASSWORD_TEXTS)).title };
}

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** /admin/password?token=…: a new account's first password, or a reset. */
export default async function SetPasswordPage({ searchParams }: Props) {
  const [t, p] = [await consoleTexts(SET_PASSWORD_TEXTS), await consoleTexts(PASSWORD_TEXTS)];
  const { token } = await searchParams;
  const given = typeof token === 'string' ? token : '';
  const link = await checkLink(await getDb(), 'password', given);
  return (
    <DoorPage title={t.title} lead={link.ok ? t.lead : undefined}>
      {link.ok ? (
        <ActionForm
          action={choosePassword}
          hidden={{ token: given }}
          submit={t.submit}
          fields={[
            {
              name: 'password',
              label: p.password,
              type: 'password',
              autoComplete: 'new-password',
              hint: p.rule,
              minLength: PASSWORD_MIN,
              maxLength: PASSWORD_MAX,
            },
            {
              name: 'confirm',
              label: p.confirm,
              type: 'password',
              autoComplete: 'new-password',
              minLength: PASSWORD_MIN,
              maxLength: PASSWORD_MAX,
            },
          ]}
        />
      ) : (
        <>
          <p className="c-alert c-alert-error" role="alert">
            {linkProblem(p, link.reason)}
          </p>
          <Link href="/admin/login">{p.toLogin}</Link>
        </>
      )}
    </DoorPage>
  );
}
