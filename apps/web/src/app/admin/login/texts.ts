import type { ConsoleTexts } from '@/lib/console/locale';

const ja = {
  title: 'ログイン',
  lead: 'スタッフ用の管理画面です。',
  email: 'メールアドレス',
  password: 'パスワード',
  submit: 'ログイン',
  wrong: 'メールアドレスまたはパスワードが違います。',
  invalid: 'メールアドレスとパスワードを入力してください。',
  disabled: 'このアカウントは無効になっています。サイトのオーナーにお問い合わせください。',
  tooMany: (wait: string) =>
    `ログインの試行が多すぎるため、一時的に制限しています。${wait}後にもう一度お試しください。`,
  failed: 'ログインできませんでした。しばらくしてからもう一度お試しください。',
  minutes: (n: number) => `約${n}分`,
  seconds: (n: number) => `${n}秒`,
  forgot: 'パスワードを忘れた場合は、サイトのオーナーに再設定用のリンクを依頼してください。',
  signedOut: 'ログアウトしました。',
  expired:
    'ログインが切れていたため、送信した内容は保存されていません。ログインすると元の画面に戻ります。もう一度入力して送信してください。',
};
const en = {
  title: 'Sign in',
  lead: 'The staff console.',
  email: 'Email address',
  password: 'Password',
  submit: 'Sign in',
  wrong: 'The email address or the password is wrong.',
  invalid: 'Enter your email address and password.',
  disabled: 'This account is disabled. Please contact the site owner.',
  tooMany: (wait: string) => `Too many sign-in attempts. Please try again in ${wait}.`,
  failed: 'Could not sign in. Please try again in a moment.',
  minutes: (n: number) => `about ${n} minute${n === 1 ? '' : 's'}`,
  seconds: (n: number) => `${n} second${n === 1 ? '' : 's'}`,
  forgot: 'Forgot your password? Ask the site owner for a link to set a new one.',
  signedOut: 'You have signed out.',
  expired:
    'You were signed out, so what you sent was not saved. Sign in to go back to that screen, then enter it and send it again.',
} satisfies typeof ja;

export const LOGIN_TEXTS: ConsoleTexts<typeof ja> = { ja, en };

/** A wait in words: seconds under two minutes, else whole minutes rounded up. */
export function waitText(t: typeof ja, seconds: number): string {
  return seconds < 120 ? t.seconds(seconds) : t.minutes(Math.ceil(seconds / 60));
}
