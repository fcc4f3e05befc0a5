import type { ConsoleTexts } from '@/lib/console/locale';

const ja = {
  title: 'サイトの初期設定',
  lead: 'このサイトのオーナー(すべての権限を持つ管理者)のアカウントを作成します。',
  name: 'お名前',
  email: 'メールアドレス',
  submit: 'オーナーを作成',
  nameMissing: 'お名前を入力してください。',
  emailInvalid: 'メールアドレスの形式が正しくありません。',
  done: 'オーナーのアカウントを作成しました。ログインしてください。',
};
const en = {
  title: 'Set up the site',
  lead: "Create the account of this site's owner (the administrator with every permission).",
  name: 'Name',
  email: 'Email address',
  submit: 'Create the owner',
  nameMissing: 'Enter your name.',
  emailInvalid: 'The email address does not look right.',
  done: "The owner's account was created. Please sign in.",
} satisfies typeof ja;

export const SETUP_TEXTS: ConsoleTexts<typeof ja> = { ja, en };
