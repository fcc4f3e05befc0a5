const ja = {
  title: 'リダイレクト',
  intro:
    '古いURLへのアクセスを新しいURLへ転送します (301)。/old-page のようなパスを入力します（このサイトのURLを貼り付けても、そのパスとして保存します）。記事のスラッグを変えると自動で追加されます。転送先がさらに転送される場合は最終的な転送先にまとめて保存し、元に戻るループは保存できません。',
  from: '転送元のパス',
  to: '転送先のパス',
  source: '種類',
  sources: { slug: 'スラッグ変更', manual: '手動' },
  updated: '更新',
  add: '追加',
  edit: '編集',
  save: '保存',
  cancel: 'キャンセル',
  delete: '削除',
  deleteConfirm: '{from} の転送を削除しますか?',
  empty: 'リダイレクトはまだありません。',
  added: '保存しました。',
  deleted: '削除しました。',
};
const en: typeof ja = {
  title: 'Redirects',
  intro:
    'Sends requests for an old URL to a new one (301). Type a path such as /old-page (a pasted URL of this site is saved as its path). Changing an article’s slug adds one automatically. A target that itself redirects is stored as the final target; a redirect that would loop back is refused.',
  from: 'From path',
  to: 'To path',
  source: 'Kind',
  sources: { slug: 'Slug change', manual: 'Manual' },
  updated: 'Updated',
  add: 'Add',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteConfirm: 'Delete the redirect from {from}?',
  empty: 'No redirects yet.',
  added: 'Saved.',
  deleted: 'Deleted.',
};
export type RedirectTexts = typeof ja;
export const REDIRECT_TEXTS = { ja, en };
