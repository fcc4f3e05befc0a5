const ja = {
  title: 'サイト設定',
  intro:
    '保存するとすべてのページに数秒以内に反映されます。未保存の項目は初期設定のまま表示されます。',
  topArticles: 'おすすめ記事 (トップページの9件)',
  topArticlesHelp: '画像・見出し・リンク先 (サイト内のパス) を9件。言語ごとに設定します。',
  image: '画像',
  pickFor: '{field}をメディアから選ぶ',
  label: '見出し',
  link: 'リンク先',
  entry: '{n}件目',
  promo: 'プロモーション (おすすめ製品)',
  promoHelp: 'サイドバーとトップページのおすすめ枠に表示する製品です。',
  promoDefault: '並び順の最初の製品 (初期設定)',
  social: 'SNSリンク',
  socialHelp: 'フッターに表示します。https:// で始まるURL。空欄は表示しません。',
  save: '保存',
  saved: '保存しました。各ページに反映されます。',
  localeNames: { ja: '日本語', en: '英語' } as Record<string, string>,
};
const en: typeof ja = {
  title: 'Site settings',
  intro:
    'Saved settings reach every page within seconds. A setting never saved shows the configured default.',
  topArticles: 'Recommended articles (nine on the home page)',
  topArticlesHelp: 'Nine entries of image, label and link (a site path), per language.',
  image: 'Image',
  pickFor: '{field}: Choose from media',
  label: 'Label',
  link: 'Link',
  entry: 'Entry {n}',
  promo: 'Promotion (recommended product)',
  promoHelp: 'The product shown in the sidebar and home page promo boxes.',
  promoDefault: 'The first product by sort order (default)',
  social: 'Social links',
  socialHelp: 'Shown in the footer. URLs starting with https://. Empty ones are not shown.',
  save: 'Save',
  saved: 'Saved. Pages are being updated.',
  localeNames: { ja: 'Japanese', en: 'English' },
};
export type SettingsTexts = typeof ja;
export const SETTINGS_TEXTS = { ja, en };
