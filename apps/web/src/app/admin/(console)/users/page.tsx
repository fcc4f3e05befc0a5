import { getDb } from '@tsuzuri/db';
import { listUsers } from '@tsuzuri/staff';
import type { Metadata } from 'next';
import { ConsolePage } from '@/components/console/ConsolePage';
import { SHELL_TEXTS } from '@/components/console/texts';
import { requireStaff } from '@/lib/console/guard';
import { consoleLocale, consoleTexts, type ConsoleTexts } from '@/lib/console/locale';

const ja = {
  title: 'ユーザー',
  name: '名前',
  email: 'メールアドレス',
  role: '役割',
  state: '状態',
  active: '有効',
  disabled: '無効',
  noPassword: 'パスワード未設定',
  since: '登録日',
  howToAdd:
    'ユーザーの追加・無効化・パスワード再設定は、サーバーで npm run users -- add|disable|reset を実行します(docs/product.md)。',
};
const en = {
  title: 'Users',
  name: 'Name',
  email: 'Email',
  role: 'Role',
  state: 'State',
  active: 'Active',
  disabled: 'Disabled',
  noPassword: 'No password yet',
  since: 'Added',
  howToAdd:
    'To add or disable a user, or reset a password, run npm run users -- add|disable|reset on the server (docs/product.md).',
} satisfies typeof ja;
const TEXTS: ConsoleTexts<typeof ja> = { ja, en };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await consoleTexts(TEXTS)).title };
}

/** /admin/users: every staff account (owner only). */
export default async function UsersPage() {
  await requireStaff('users.manage');
  const locale = await consoleLocale();
  const [t, roles] = [TEXTS[locale], SHELL_TEXTS[locale].roles];
  const users = await listUsers(await getDb());
  return (
    <ConsolePage title={t.title}>
      <div className="c-table-wrap">
        <table className="c-table">
          <thead>
            <tr>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.email}</th>
              <th scope="col">{t.role}</th>
              <th scope="col">{t.state}</th>
              <th scope="col">{t.since}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.id}>
                <td>{u.name}</td>
                <td>{u.email}</td>
                <td>{roles[u.role]}</td>
                <td>
                  {u.disabled ? (
                    <span className="c-badge c-badge-off">{t.disabled}</span>
                  ) : u.hasPassword ? (
                    <span className="c-badge">{t.active}</span>
                  ) : (
                    <span className="c-badge">{t.noPassword}</span>
                  )}
                </td>
                <td>{u.createdAt.slice(0, 10)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="c-hint" style={{ marginTop: '1rem' }}>
        {t.howToAdd}
      </p>
    </ConsolePage>
  );
}
