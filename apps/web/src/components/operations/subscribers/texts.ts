const ja = {
  title: '購読者',
  count: '購読者 {n} 人（確認待ちを含む一覧）',
  email: 'メールアドレス',
  locale: '言語',
  status: '状態',
  statuses: { confirmed: '購読中', pending: '確認待ち' } as Record<string, string>,
  since: '登録日時（日本時間）',
  remove: '削除',
  removeConfirm:
    '{n} を購読者から削除します。この操作は元に戻せません（もう一度登録してもらう必要があります）。よろしいですか？',
  csv: 'CSV をダウンロード',
  empty: '購読者はいません。',
  done: { removed: '{n} を削除しました。', missing: 'その購読者は見つかりません。' },
  csvHeader: ['メールアドレス', '言語', '状態', '登録日時（日本時間）', '確認日時（日本時間）'],
};
const en = {
  title: 'Subscribers',
  count: '{n} subscribed (the list includes pending ones)',
  email: 'Email',
  locale: 'Language',
  status: 'Status',
  statuses: { confirmed: 'Subscribed', pending: 'Pending confirmation' } as Record<string, string>,
  since: 'Since (Tokyo time)',
  remove: 'Remove',
  removeConfirm:
    'Remove {n} from the subscribers? This cannot be undone (they would have to subscribe again).',
  csv: 'Download CSV',
  empty: 'No subscribers.',
  done: { removed: '{n} removed.', missing: 'No such subscriber.' },
  csvHeader: ['Email', 'Language', 'Status', 'Since (Tokyo time)', 'Confirmed (Tokyo time)'],
} satisfies typeof ja;

export const SUBSCRIBERS_TEXTS = { ja, en };
export type SubscribersTexts = typeof ja;
