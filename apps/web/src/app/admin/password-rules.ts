import { PASSWORD_MAX, PASSWORD_MIN } from '@tsuzuri/staff';
import type { ConsoleTexts } from '@/lib/console/locale';

/** What the setup and set-password forms say about a password, in both languages. */
const ja = {
  password: 'パスワード',
  confirm: 'パスワード(確認)',
  rule: `${PASSWORD_MIN}文字以上${PASSWORD_MAX}文字以内。推測されにくい長いフレーズがおすすめです。`,
  tooShort: `パスワードは${PASSWORD_MIN}文字以上にしてください。`,
  tooLong: `パスワードは${PASSWORD_MAX}文字以内にしてください。`,
  mismatch: '確認用のパスワードが一致しません。',
  linkUnknown: 'このリンクは無効です。新しいリンクを発行してもらってください。',
  linkUsed: 'このリンクはすでに使われています。ログインしてください。',
  linkExpired: 'このリンクの有効期限が切れています。新しいリンクを発行してもらってください。',
  ownerExists: 'このサイトにはすでにオーナーがいます。ログインしてください。',
  toLogin: 'ログイン画面へ',
};
const en = {
  password: 'Password',
  confirm: 'Password (again)',
  rule: `${PASSWORD_MIN} to ${PASSWORD_MAX} characters. A long phrase that is hard to guess works best.`,
  tooShort: `The password must have at least ${PASSWORD_MIN} characters.`,
  tooLong: `The password must have at most ${PASSWORD_MAX} characters.`,
  mismatch: 'The two passwords are not the same.',
  linkUnknown: 'This link is not valid. Please ask for a new one.',
  linkUsed: 'This link has been used already. Please sign in.',
  linkExpired: 'This link has expired. Please ask for a new one.',
  ownerExists: 'This site has an owner already. Please sign in.',
  toLogin: 'Go to the sign-in page',
} satisfies typeof ja;

export const PASSWORD_TEXTS: ConsoleTexts<typeof ja> = { ja, en };
export type PasswordTexts = typeof ja;

/** The password problem to show, or null. */
export function passwordProblem(
  t: PasswordTexts,
  password: string,
  confirm: string,
): string | null {
  if (password.length < PASSWORD_MIN) return t.tooShort;
  if (password.length > PASSWORD_MAX) return t.tooLong;
  if (password !== confirm) return t.mismatch;
  return null;
}

export function linkProblem(
  t: PasswordTexts,
  reason: 'unknown' | 'used' | 'expired' | 'owner-exists' | 'email-taken',
): string {
  if (reason === 'used') return t.linkUsed;
  if (reason === 'expired') return t.linkExpired;
  if (reason === 'owner-exists') return t.ownerExists;
  return t.linkUnknown;
}
