import type { ConsoleTexts } from '@/lib/console/locale';

/**
 * The shell's own texts (header, menu, sign-out, language, 403, "being prepared"), and the
 * question every console form asks before its unsaved work is left (use-leave-guard.ts).
 */
const ja = {
  console: '管理画面',
  skip: 'メインコンテンツへ移動',
  menu: 'メニュー',
  close: '閉じる',
  nav: '管理メニュー',
  signOut: 'ログアウト',
  language: '表示言語',
  roles: { owner: 'オーナー', editor: '編集者', moderator: 'モデレーター', analyst: 'アナリスト' },
  forbiddenTitle: 'この画面を開く権限がありません',
  forbiddenBody:
    'あなたの役割ではこの操作はできません。必要な場合はサイトのオーナーに権限の変更を依頼してください。',
  backToDashboard: 'ダッシュボードへ戻る',
  preparingTitle: 'この画面は準備中です',
  preparingBody: 'この機能は近日中に使えるようになります。',
  notFoundTitle: 'ページが見つかりません',
  leaveConfirm:
    '保存されていない変更があります。このページを離れると失われます。移動してもよろしいですか?',
};
const en = {
  console: 'Console',
  skip: 'Skip to main content',
  menu: 'Menu',
  close: 'Close',
  nav: 'Console menu',
  signOut: 'Sign out',
  language: 'Language',
  roles: { owner: 'Owner', editor: 'Editor', moderator: 'Moderator', analyst: 'Analyst' },
  forbiddenTitle: 'You may not open this page',
  forbiddenBody:
    'Your role does not allow this. If you need it, ask the site owner to change your role.',
  backToDashboard: 'Back to the dashboard',
  preparingTitle: 'This page is being prepared',
  preparingBody: 'This feature will be available soon.',
  notFoundTitle: 'Page not found',
  leaveConfirm: 'There are unsaved changes, and leaving this page loses them. Leave anyway?',
} satisfies typeof ja;

export const SHELL_TEXTS: ConsoleTexts<typeof ja> = { ja, en };
