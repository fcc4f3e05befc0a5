import { getDb } from '@tsuzuri/db';
import { checkLink } from '@tsuzuri/staff';
import type { Metadata } from 'next';
import { DoorPage } from '@/components/console/DoorPage';
import { consoleTexts } from '@/lib/console/locale';
import { OneTimeLinkForm } from '../OneTimeLinkForm';
import { PASSWORD_TEXTS } from '../password-rules';
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
      <OneTimeLinkForm link={link} token={given} action={choosePassword} submit={t.submit} p={p} />
    </DoorPage>
  );
}
