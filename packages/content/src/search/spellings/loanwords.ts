/**
 * Words the articles write in Latin letters and readers type in katakana (or hiragana): each
 * line is one word, its spellings side by side, the articles' own spelling first. A search for
 * any spelling of a line also finds the others (respell.ts; docs/product.md#search).
 *
 * To add a word: add a line, the way the articles write the word first, then the katakana a
 * reader would type. Variants that differ only by long vowels, small kana or a middle dot
 * (ブルーレイ, ブルーレー, ぶるーれい, ブルー・レイ) are one spelling already (spelling-key.ts);
 * list a kana spelling of its own only when it sounds different (フォーケー and ヨンケー) or
 * when articles write it (a search for "Blu-ray" finds the kana spellings listed here, as
 * written, and no others). Keep to one word per line: a line is a word's spellings, not its
 * synonyms (パソコン is not a spelling of PC), and a word of one kana would match everywhere.
 * No re-index is needed: the table is read by queries only, and a deploy (a new build, whose
 * cached pages are a new set) puts it in force. spellings.test.ts checks every line.
 */
export const LOANWORD_SPELLINGS: readonly (readonly string[])[] = [
  // discs and formats
  ['Blu-ray', 'ブルーレイ'],
  ['DVD', 'ディーブイディー'],
  ['DVD-R', 'ディーブイディーアール'],
  ['BD-R', 'ビーディーアール'],
  ['ISO', 'アイエスオー'],
  ['MP4', 'エムピーフォー', 'エムピーヨン'],
  ['MKV', 'エムケーブイ'],
  ['4K', 'フォーケー', 'ヨンケー'],
  ['8K', 'エイトケー', 'ハチケー'],
  ['HDR', 'エイチディーアール'],
  ['HEVC', 'エイチイーブイシー'],
  ['fps', 'エフピーエス'],
  // devices and systems
  ['PC', 'ピーシー'],
  ['Windows', 'ウィンドウズ'],
  ['Mac', 'マック'],
  ['iPhone', 'アイフォン'],
  ['iPad', 'アイパッド'],
  ['Android', 'アンドロイド'],
  ['GPU', 'ジーピーユー'],
  ['CPU', 'シーピーユー'],
  ['HDMI', 'エイチディーエムアイ'],
  ['USB', 'ユーエスビー'],
  ['AI', 'エーアイ'],
  // services and software
  ['YouTube', 'ユーチューブ'],
  ['Netflix', 'ネットフリックス', 'ネトフリ'],
  ['Hulu', 'フールー'],
  ['U-NEXT', 'ユーネクスト'],
  ['DMM', 'ディーエムエム'],
  ['Amazon', 'アマゾン'],
  ['TikTok', 'ティックトック'],
  ['Instagram', 'インスタグラム', 'インスタ'],
  ['iTunes', 'アイチューンズ'],
  ['HandBrake', 'ハンドブレイク', 'ハンドブレーキ'],
  ['VLC', 'ブイエルシー'],
];
