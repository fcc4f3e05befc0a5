'use server';

import { siteConfig } from '@tsuzuri/config';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { staffAuth } from '@/lib/console/auth';
import { isConsolePath, LOGIN_PATH } from '@/lib/console/login-path';
import { CONSOLE_LANG_COOKIE } from '@/lib/console/locale';
import { CONSOLE_PATH_HEADER } from '@/lib/console/path-header';

/** Ends this browser's session (its row is deleted) and goes to the login page. */
export async function signOut(): Promise<void> {
  const auth = await staffAuth();
  await auth.api.signOut({ headers: await headers() }).catch(() => undefined);
  redirect(`${LOGIN_PATH}?done=signout`);
}

/** The console's language for this browser (a year-long cookie); back to the same page. */
export async function setConsoleLanguage(form: FormData): Promise<void> {
  const lang = form.get('lang') === 'en' ? 'en' : 'ja';
  (await cookies()).set(CONSOLE_LANG_COOKIE, lang, {
    path: '/admin',
    maxAge: 365 * 24 * 60 * 60,
    sameSite: 'lax',
    httpOnly: true,
    secure: siteConfig().siteUrl.startsWith('https://'),
  });
  const here = (await headers()).get(CONSOLE_PATH_HEADER);
  redirect(here && isConsolePath(here) ? here : '/admin');
}
