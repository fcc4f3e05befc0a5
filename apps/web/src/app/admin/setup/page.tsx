import { getDb } from '@tsuzuri/db';
import { checkLink } from '@tsuzuri/staff';
import type { Metadata } from 'next';
import { DoorPage } from '@/components/console/DoorPage';
import { consoleTexts } from '@/lib/console/locale';
import { OneTimeLinkForm } from '../OneTimeLinkForm';
import { PASSWORD_TEXTS } from '../password-rules';
import { setUpOwner } from './actions';
import { SETUP_TEXTS } from './texts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await consoleTexts(SETUP_TEXTS)).title };
}

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** /admin/setup?token=…: the link `npm start` prints on a site without an owner. */
export default async function SetupPage({ searchParams }: Props) {
  const [t, p] = [await consoleTexts(SETUP_TEXTS), await consoleTexts(PASSWORD_TEXTS)];
  const { token } = await searchParams;
  const given = typeof token === 'string' ? token : '';
  const link = await checkLink(await getDb(), 'setup', given);
  return (
    <DoorPage title={t.title} lead={link.ok ? t.lead : undefined}>
      <OneTimeLinkForm
        link={link}
        token={given}
        action={setUpOwner}
        submit={t.submit}
        fields={[
          { name: 'name', label: t.name, type: 'text', autoComplete: 'name', maxLength: 80 },
          { name: 'email', label: t.email, type: 'email', autoComplete: 'email', maxLength: 254 },
        ]}
        p={p}
      />
    </DoorPage>
  );
}
