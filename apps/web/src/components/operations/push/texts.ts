const ja = {
  title: 'プッシュ通知',
  compose: '通知を作成',
  titleField: 'タイトル',
  body: '本文',
  url: 'リンク先（/ で始まるパス、または https:// の URL）',
  audience: '送信先',
  everyone: 'すべての購読者',
  locales: { ja: '日本語の読者', en: '英語の読者' } as Record<string, string>,
  sendAt: '送信日時（日本時間・空欄なら今すぐ）',
  send: '送信する',
  confirmAll:
    '全 {n} 件の購読ブラウザーに今すぐ送信します。送信した通知は取り消せません。よろしいですか？',
  confirmAudience:
    '{audience}の購読ブラウザー {n} 件に今すぐ送信します。送信した通知は取り消せません。よろしいですか？',
  schedule: '予約する',
  preview: 'プレビュー',
  previewNote: '実際の見た目はブラウザーと OS によって異なります。',
  subscribers: '購読中のブラウザー: {n}',
  history: '送信履歴',
  when: '送信日時（日本時間）',
  status: '状態',
  statuses: {
    scheduled: '予約済み',
    sending: '送信中',
    sent: '送信済み',
    failed: '失敗',
    cancelled: '取り消し',
  } as Record<string, string>,
  delivered: '配信',
  failed: '失敗',
  removed: '削除（購読終了）',
  by: '作成者',
  cancel: '取り消す',
  cancelConfirm:
    '予約した通知「{title}」を取り消します。取り消した予約は元に戻せません。よろしいですか？',
  empty: 'まだ送信していません。',
  done: {
    sent: '送信しました（配信 {n} 件）。',
    scheduled: '予約しました。',
    cancelled: '予約を取り消しました。',
    invalid:
      '入力を確認してください: タイトルは必須（120文字まで）、本文は400文字まで、リンク先は / か https:// で始めてください。',
    failed: '送信できませんでした: {n}',
  },
};
const en = {
  title: 'Push notifications',
  compose: 'New notification',
  titleField: 'Title',
  body: 'Text',
  url: 'Link (a path starting with /, or an https:// URL)',
  audience: 'Audience',
  everyone: 'Every subscriber',
  locales: { ja: 'Japanese readers', en: 'English readers' } as Record<string, string>,
  sendAt: 'Send at (Tokyo time; empty = now)',
  send: 'Send',
  confirmAll:
    'Send this now to all {n} subscribed browsers? A sent notification cannot be taken back.',
  confirmAudience:
    'Send this now to the {n} subscribed browsers of {audience}? A sent notification cannot be taken back.',
  schedule: 'Schedule',
  preview: 'Preview',
  previewNote: 'The real look depends on the browser and the OS.',
  subscribers: 'Subscribed browsers: {n}',
  history: 'Sent and scheduled',
  when: 'When (Tokyo time)',
  status: 'Status',
  statuses: {
    scheduled: 'Scheduled',
    sending: 'Sending',
    sent: 'Sent',
    failed: 'Failed',
    cancelled: 'Cancelled',
  } as Record<string, string>,
  delivered: 'Delivered',
  failed: 'Failed',
  removed: 'Removed (unsubscribed)',
  by: 'By',
  cancel: 'Cancel',
  cancelConfirm: 'Cancel the scheduled notification “{title}”? A cancelled one cannot be restored.',
  empty: 'Nothing sent yet.',
  done: {
    sent: 'Sent ({n} delivered).',
    scheduled: 'Scheduled.',
    cancelled: 'Schedule cancelled.',
    invalid:
      'Check the input: a title is required (120 characters at most), the text is at most 400, the link starts with / or https://.',
    failed: 'Could not send: {n}',
  },
} satisfies typeof ja;

export const PUSH_TEXTS = { ja, en };
export type PushTexts = typeof ja;
