import { getDb } from '@tsuzuri/db';
import { listUsers } from '@tsuzuri/staff';
import type { Metadata } from 'next';
import '@/components/console/articles/articles.css';
import '@/components/console/users/users.css';
import { ConsolePage } from '@/components/console/ConsolePage';
import { SHELL_TEXTS } from '@/components/console/texts';
import { USER_TEXTS } from '@/components/console/users/texts';
import { UsersScreen } from '@/components/console/users/UsersScreen.client';
import { requireStaff } from '@/lib/console/guard';
import { consoleLocale, consoleTexts } from '@/lib/console/locale';
import { formatTokyoDate } from '@/lib/console/tokyo-time';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await consoleTexts(USER_TEXTS)).title };
}

/** /admin/users: every staff account, and adding people, roles and password links (owner only). */
export default async function UsersPage() {
  const me = await requireStaff('users.manage');
  const locale = await consoleLocale();
  const users = await listUsers(await getDb());
  return (
    <ConsolePage title={USER_TEXTS[locale].title}>
      <UsersScreen
        t={USER_TEXTS[locale]}
        lang={locale}
        roles={SHELL_TEXTS[locale].roles}
        meId={me.id}
        users={users.map(({ createdAt, ...u }) => ({
          ...u,
          since: formatTokyoDate(createdAt, locale),
        }))}
      />
    </ConsolePage>
  );
}
