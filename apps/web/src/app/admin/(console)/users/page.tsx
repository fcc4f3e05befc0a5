import { getDb } from '@tsuzuri/db';
import { listUsers } from '@tsuzuri/staff';
import type { Metadata } from 'next';
import { ConfirmButton } from '@/components/console/ConfirmButton.client';
import { ConsolePage } from '@/components/console/ConsolePage';
import { SHELL_TEXTS } from '@/components/console/texts';
import { requireStaff } from '@/lib/console/guard';
import { consoleLocale, consoleTexts, type ConsoleTexts } from '@/lib/console/locale';
import { formatTokyoDate } from '@/lib/console/tokyo-time';
import { toggleUser } from './actions';

const ja = {
  title: 'ユーザー',
  name: '名前',
  email: 'メールアドレス',
  role: '役割',
  state: '状態',
  active: '有効',
  disabled: '無効',
  noPassword: 'パスワード未設定',
  since: '登録日（日本時間）',
  manage: '操作',
  disable: '無効にする',
  disableConfirm:
    '{name}（{email}）を無効にします。この人はすぐにログアウトされ、有効に戻すまでログインできません。よろしいですか？',
  enable: '有効にする',
  you: 'あなた',
  howToAdd:
    '新しい人の追加、役割の変更、パスワードの再設定は、この画面ではまだできません。サイトを管理している技術担当者に依頼してください。',
  howToAddTech: '技術担当者の方へ: サーバーで npm run users -- add / role / reset を実行します。',
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
  since: 'Added (Japan time)',
  manage: 'Manage',
  disable: 'Disable',
  disableConfirm:
    'Disable {name} ({email})? They are signed out at once and cannot sign in until enabled again.',
  enable: 'Enable',
  you: 'You',
  howToAdd:
    'Adding people, changing roles and resetting passwords cannot be done on this page yet. Ask the technical staff who run the site.',
  howToAddTech: 'For the technical staff: run npm run users -- add / role / reset on the server.',
} satisfies typeof ja;
const TEXTS: ConsoleTexts<typeof ja> = { ja, en };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await consoleTexts(TEXTS)).title };
}

/** /admin/users: every staff account (owner only). */
export default async function UsersPage() {
  const me = await requireStaff('users.manage');
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
              <th scope="col">{t.manage}</th>
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
                <td>{formatTokyoDate(u.createdAt, locale)}</td>
                <td>
                  {u.id === me.id ? (
                    t.you
                  ) : (
                    <form action={toggleUser} className="c-inline-form">
                      <input type="hidden" name="user" value={u.id} />
                      <input type="hidden" name="disable" value={u.disabled ? '0' : '1'} />
                      <ConfirmButton
                        className="c-button-quiet"
                        question={
                          u.disabled
                            ? null
                            : t.disableConfirm.replace('{name}', u.name).replace('{email}', u.email)
                        }
                      >
                        {u.disabled ? t.enable : t.disable}
                      </ConfirmButton>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="c-hint" style={{ marginTop: '1rem' }}>
        {t.howToAdd}
        <br />
        <small>{t.howToAddTech}</small>
      </p>
    </ConsolePage>
  );
}
