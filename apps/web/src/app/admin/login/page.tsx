import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { DoorPage } from '@/components/console/DoorPage';
import { consoleTexts } from '@/lib/console/locale';
import { returnPath } from '@/lib/console/login-path';
import { currentStaff } from '@/lib/console/session';
import { LoginForm } from './LoginForm.client';
import { SET_PASSWORD_TEXTS } from '../password/texts';
import { SETUP_TEXTS } from '../setup/texts';
import { LOGIN_TEXTS } from './texts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await consoleTexts(LOGIN_TEXTS)).title };
}

type Props = { searchParams: Promise<{ next?: string | string[]; done?: string | string[] }> };

/** /admin/login: email and password; a signed-in person goes straight on. */
export default async function LoginPage({ searchParams }: Props) {
  const t = await consoleTexts(LOGIN_TEXTS);
  const { next, done } = await searchParams;
  const notice =
    done === 'setup'
      ? (await consoleTexts(SETUP_TEXTS)).done
      : done === 'password'
        ? (await consoleTexts(SET_PASSWORD_TEXTS)).done
        : done === 'signout'
          ? t.signedOut
          : null;
  const target = returnPath(next);
  if (await currentStaff()) redirect(target ?? '/admin');
  return (
    <DoorPage title={t.title} lead={t.lead} foot={t.forgot}>
      {notice ? (
        <p className="c-alert c-alert-ok" role="status">
          {notice}
        </p>
      ) : null}
      {done === 'expired' ? (
        // A form posted after the session ended (guard.ts): its content is gone; say so.
        <p className="c-alert c-alert-error" role="alert">
          {t.expired}
        </p>
      ) : null}
      <LoginForm texts={{ email: t.email, password: t.password, submit: t.submit }} next={target} />
    </DoorPage>
  );
}
