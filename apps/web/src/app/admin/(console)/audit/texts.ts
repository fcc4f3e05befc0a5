import type { ConsoleTexts } from '@/lib/console/locale';

const ja = {
  title: '監査ログ',
  when: '日時(日本時間)',
  who: '実行者',
  action: '操作',
  target: '対象',
  details: '詳細',
  actor: '実行者',
  everyone: 'すべて',
  actionHint: '例: articles.publish、articles.*',
  from: '開始日',
  to: '終了日',
  filter: '絞り込む',
  none: '該当する記録はありません。',
  older: 'さらに古い記録',
  badFilter: '絞り込みの条件が正しくありません。',
  badOlder: '「さらに古い記録」へのリンクが正しくないため、最新の記録から表示しています。',
  period: {
    badFrom: '開始日は 2026-04-01 のような実在する日付で指定してください。',
    badTo: '終了日は 2026-04-30 のような実在する日付で指定してください。',
    reversed:
      '開始日が終了日より後になっています。開始日は終了日と同じ日か、それより前にしてください。',
  },
};
const en = {
  title: 'Audit log',
  when: 'When (Japan time)',
  who: 'Who',
  action: 'Action',
  target: 'Target',
  details: 'Details',
  actor: 'Person',
  everyone: 'Everyone',
  actionHint: 'e.g. articles.publish, articles.*',
  from: 'From',
  to: 'To',
  filter: 'Filter',
  none: 'No entries match.',
  older: 'Older entries',
  badFilter: 'The filter is not valid.',
  badOlder: 'The link to older entries is not valid, so the list starts from the newest entry.',
  period: {
    badFrom: 'Give the first day as a date that exists, such as 2026-04-01.',
    badTo: 'Give the last day as a date that exists, such as 2026-04-30.',
    reversed: 'The first day is after the last. Choose a first day on or before the last day.',
  },
} satisfies typeof ja;

export const AUDIT_TEXTS: ConsoleTexts<typeof ja> = { ja, en };
export type AuditTexts = typeof ja;
