/**
 * The cache screen's words, for people who run the site rather than its servers: what the page
 * cache does, said without the names of the machinery behind it (docs/product.md#operators-console).
 */
const ja = {
  title: 'キャッシュ',
  intro:
    'サイトは一度作ったページを保存しておき（キャッシュ）、次の読者にすぐ返します。記事や設定を保存すると関係するページは自動で作り直されるので、ふだんここで操作する必要はありません。表示が古いままのページがあるときに使います。',
  stats: '保存済みページの状況',
  unreachable:
    'ページの保存先に接続できないため、状況を表示できません。サイトの表示は続きますが、技術担当者に知らせてください。',
  store: '保存先',
  stores: { memory: 'サーバーのメモリー', redis: '共有の保存サーバー' } as Record<string, string>,
  hitRatio: '保存済みから返した割合',
  cached: '保存済みから',
  rendered: '新しく作成',
  service: '保存先で見つかった {hits} 回 / 見つからなかった {misses} 回',
  pages: '保存済みのページ',
  api: '保存済みのデータ応答',
  since: '集計開始（日本時間）',
  more: '以上',
  ratioNote:
    'ページを作り直さずに保存済みのものから返した割合です。高いほど読者への表示が速くなります。保存先が起動してから数えています（サイトの外の配信サービスが返した分は含みません）。',
  warm: 'ページの事前作成',
  warmRunning: '作成中',
  warmLast: '前回: {n}',
  warmPages: '{n} ページ',
  warmNone: 'このサーバーではまだ行っていません（事前作成は1台のサーバーだけが行います）。',
  purgeUrl: 'ページの保存を消す',
  purgeUrlField: 'ページの URL またはパス（例: /best-free-dvd-software）',
  purgeUrlNote:
    'そのページの保存済みのもの（パソコン用・スマホ用など、すべて）を消します。次に表示されたときに新しく作られます。',
  purgeTag: 'グループで消す（技術担当者向け）',
  purgeTagField: 'グループ名（例: 記事は article:スラッグ、日本語の一覧は list:ja）',
  reset: 'すべて消す',
  resetNote:
    '保存済みのページをすべて消し、順に作り直します。作り直すまでの間、表示が遅くなります。',
  resetConfirm:
    '保存済みのページ（キャッシュ）をすべて消します。すべてのページを作り直すまで、しばらく表示が遅くなります。よろしいですか？',
  run: '実行',
  done: {
    url: '{n} 件の保存済みページを消しました。次に表示されたときに新しく作られます。',
    tag: '{n} 件の保存済みページを消しました。',
    none: '「{n}」に一致する保存済みページはありませんでした。入力に誤りがないか確認してください（まだ誰も表示していないページなら、このままで問題ありません）。',
    reset: '保存済みのページをすべて消しました。順に作り直しています。',
    invalid: '入力を確認してください。',
    failed: 'ページの保存先に接続できませんでした。しばらくしてからもう一度お試しください。',
  },
};
const en = {
  title: 'Cache',
  intro:
    'The site keeps each page it has made (the cache) and hands it to the next reader at once. Saving an article or a setting remakes the pages it touches, so there is usually nothing to do here: use it when a page still shows something old.',
  stats: 'Kept pages',
  unreachable:
    'The place pages are kept cannot be reached, so there is nothing to show. The site keeps working; tell the technical staff.',
  store: 'Kept in',
  stores: { memory: 'The server’s memory', redis: 'A shared store' } as Record<string, string>,
  hitRatio: 'Answered from kept pages',
  cached: 'Kept',
  rendered: 'Made anew',
  service: 'Found in the store {hits} times / not found {misses} times',
  pages: 'Kept pages',
  api: 'Kept data answers',
  since: 'Counting since (Tokyo time)',
  more: ' or more',
  ratioNote:
    'The share of pages handed out as kept instead of made again: the higher, the faster readers see them. Counted since the store started (pages a delivery service outside the site answered are not included).',
  warm: 'Pages made ahead',
  warmRunning: 'Making',
  warmLast: 'Last: {n}',
  warmPages: '{n} pages',
  warmNone: 'Not done on this server yet (one server makes pages ahead).',
  purgeUrl: 'Remove a page from the cache',
  purgeUrlField: 'Page URL or path (e.g. /best-free-dvd-software)',
  purgeUrlNote:
    'Removes every kept copy of that page (computer, phone and the rest). It is made anew when next shown.',
  purgeTag: 'Remove a group (for the technical staff)',
  purgeTagField: 'Group name (an article: article:slug; the Japanese lists: list:ja)',
  reset: 'Remove everything',
  resetNote:
    'Removes every kept page and makes them again one by one. Pages are slower until that is done.',
  resetConfirm:
    'Remove every kept page (the whole cache)? Pages are slower for a while, until every page has been made again.',
  run: 'Run',
  done: {
    url: '{n} kept pages removed. The page is made anew when next shown.',
    tag: '{n} kept pages removed.',
    none: 'No kept page matched “{n}”. Check it for a typing mistake (a page nobody has opened yet has nothing to remove, which is fine).',
    reset: 'Every kept page was removed; they are being made again.',
    invalid: 'Check the input.',
    failed: 'The place pages are kept could not be reached. Try again in a while.',
  },
} satisfies typeof ja;

export const CACHE_TEXTS = { ja, en };
export type CacheTexts = typeof ja;
