import type { Role } from '@tsuzuri/staff/permissions';

const ja = {
  title: 'ユーザー',
  intro:
    '管理画面を使う人の一覧です。人を追加すると、パスワードを決めるためのリンクができます。そのリンクを本人に渡してください（パスワードをここで決めることはありません）。アカウントは削除せず、無効にします（監査ログに名前が残ります）。',
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
  addTitle: '人を追加',
  add: '追加',
  roleHelp: {
    owner: 'すべての画面（ユーザーと監査ログを含む）',
    editor:
      '記事・メディア・カテゴリ・著者・製品・リダイレクト・サイト設定・プッシュ通知・キャッシュ',
    moderator: 'コメント・お問い合わせ・購読者',
    analyst: '数字を見るだけ（統計）',
  } satisfies Record<Role, string>,
  roleOf: '{name} の役割',
  changeRole: '役割を変更',
  changeRoleOf: '{name} の役割を変更',
  roleChanged: '{name} の役割を「{role}」にしました。',
  newLink: 'パスワード再設定リンク',
  newLinkFor: '{name} のパスワード再設定リンク',
  added: '{name} を追加しました。',
  linkFor: '{name} のパスワード再設定リンクを作りました。',
  firstLink: 'パスワード設定リンク',
  firstLinkFor: '{name} のパスワード設定リンク',
  firstLinkMade: '{name} のパスワード設定リンクを作り直しました。',
  linkHowTo:
    '次のリンクを本人に渡してください。本人がこのリンクを開いてパスワードを決めると、ログインできます。リンクは {until} まで、一度だけ使えます。この画面を離れると、リンクは二度と表示されません。',
  resetNote: '今のパスワードは、このリンクが使われるまで使えます。',
  link: 'パスワード設定用リンク',
  copy: 'コピー',
  copied: 'コピーしました',
};
const en: typeof ja = {
  title: 'Users',
  intro:
    'Everyone who uses the admin console. Adding a person makes a link for them to choose their password: pass it on to them (no password is ever set here). Accounts are disabled, never deleted (the audit log keeps naming them).',
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
  addTitle: 'Add a person',
  add: 'Add',
  roleHelp: {
    owner: 'every screen (users and the audit log included)',
    editor:
      'articles, media, categories, authors, products, redirects, site settings, push notifications, the cache',
    moderator: 'comments, contact messages, subscribers',
    analyst: 'the figures only (statistics)',
  },
  roleOf: 'Role of {name}',
  changeRole: 'Change role',
  changeRoleOf: 'Change role of {name}',
  roleChanged: '{name} is now {role}.',
  newLink: 'Password reset link',
  newLinkFor: 'Password reset link for {name}',
  added: '{name} was added.',
  linkFor: 'A password reset link for {name} was made.',
  firstLink: 'Password link',
  firstLinkFor: 'Password link for {name}',
  firstLinkMade: 'A new password link for {name} was made.',
  linkHowTo:
    'Pass this link on to them: once they open it and choose a password, they can sign in. It works once, until {until}. It is not shown again once you leave this page.',
  resetNote: 'Their current password works until the link is used.',
  link: 'Link to set the password',
  copy: 'Copy',
  copied: 'Copied',
};
export type UserTexts = typeof ja;
export const USER_TEXTS = { ja, en };
