import type { ConsoleTexts } from '@/lib/console/locale';

const ja = {
  title: 'パスワードの設定',
  lead: '管理画面にログインするためのパスワードを決めてください。',
  submit: 'パスワードを設定',
  done: 'パスワードを設定しました。ログインしてください。',
};
const en = {
  title: 'Set your password',
  lead: 'Choose the password you will sign in to the console with.',
  submit: 'Set the password',
  done: 'Your password is set. Please sign in.',
} satisfies typeof ja;

export const SET_PASSWORD_TEXTS: ConsoleTexts<typeof ja> = { ja, en };
