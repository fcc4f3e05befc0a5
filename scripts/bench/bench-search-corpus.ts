/**
 * A synthetic Japanese corpus for the search benchmark: articles written from the site's
 * vocabulary (kanji, katakana and Latin terms, as in the real articles), deterministic (seeded
 * random), each about 1,500 characters. Each article leans on a topic — a subset of the nouns —
 * so terms have realistic, uneven document frequencies; random kanji compounds add a long tail.
 */

export type GeneratedArticle = {
  slug: string;
  title: string;
  plainText: string;
  categoryIndex: number;
  publishedAt: string;
};

const NOUNS = [
  '画質',
  '変換',
  '動画',
  '字幕',
  '音声',
  '再生',
  '書き込み',
  '圧縮',
  '解像度',
  '編集',
  '保存',
  'バックアップ',
  'ディスク',
  'ドライブ',
  'ファイル',
  'フォルダ',
  'パソコン',
  'スマホ',
  'テレビ',
  'プレイヤー',
  'ソフト',
  '設定',
  '形式',
  '容量',
  '時間',
  '速度',
  '品質',
  '映像',
  '写真',
  'ノイズ',
  '色',
  '明るさ',
  'フレームレート',
  'ビットレート',
  'コーデック',
  'チャプター',
  'メニュー',
  'エラー',
  '対処法',
  '手順',
  '方法',
  '注意点',
  '著作権',
  'ダウンロード',
  'ストリーミング',
  '配信',
  'オフライン',
  'ブルーレイ',
  'リッピング',
  'コピー',
  'ダビング',
  'エンコード',
  'アップスケール',
  '補間',
  '互換性',
  '端末',
  '録画',
  '番組',
  '画面',
  '音質',
  '規格',
  '光学',
];
const LATIN = [
  'DVD',
  'Blu-ray',
  '4K',
  'HDR',
  'MP4',
  'MKV',
  'H.264',
  'H.265',
  'AI',
  'Netflix',
  'YouTube',
  'Windows',
  'Mac',
  'iPhone',
  'Android',
  'USB',
  'HDMI',
  'GPU',
  '60fps',
  '1080p',
];
const VERBS = [
  '変換する',
  '保存する',
  '確認する',
  '調整する',
  '書き込む',
  '再生する',
  '選ぶ',
  '比較する',
  '設定する',
  '取り込む',
  '圧縮する',
  '編集する',
];
const ADJECTIVES = [
  '高い',
  '低い',
  '大きい',
  '小さい',
  '重い',
  '軽い',
  '新しい',
  '古い',
  'きれいな',
  'なめらかな',
  '不安定な',
];
const KANJI =
  '映画像音声光録再生圧縮編集保存設定形式容量時間速度品質写真色明暗彩度階調信号回路電源端子規格記録媒体盤面層読取書込複製変換配信視聴番組放送受信機器操作画面表示調整補正修復復元拡大縮小分割結合抽出選択確認比較検証評価';

const TEMPLATES: ((p: Picker) => string)[] = [
  (p) => `${p.noun()}の${p.noun()}を${p.verb()}方法を解説します。`,
  (p) => `${p.latin()}で${p.noun()}を${p.verb()}ときは、${p.noun()}に注意しましょう。`,
  (p) => `まずは${p.noun()}と${p.noun()}を確認してから、${p.noun()}を${p.verb()}のがおすすめです。`,
  (p) =>
    `${p.latin()}の${p.noun()}は${p.adjective()}ので、${p.noun()}の${p.compound()}を${p.verb()}必要があります。`,
  (p) => `${p.noun()}が${p.adjective()}場合は、${p.latin()}の${p.noun()}を見直してください。`,
  (p) => `編集部では${p.latin()}と${p.latin()}で${p.noun()}を比較しました。`,
  (p) =>
    `${p.noun()}・${p.noun()}・${p.noun()}の三つを押さえておけば、${p.compound()}で困ることはほとんどありません。`,
  (p) =>
    `「${p.noun()}${p.noun()}」と検索すると、${p.latin()} ${p.noun()}に関する情報が多く見つかります。`,
];

type Picker = {
  noun(): string;
  latin(): string;
  verb(): string;
  adjective(): string;
  compound(): string;
};

/** mulberry32: a small seeded generator, so every run benchmarks the same corpus. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateArticles(
  count: number,
  categories: number,
  seed = 20260101,
): GeneratedArticle[] {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const out: GeneratedArticle[] = [];
  for (let i = 0; i < count; i++) {
    const topic = Array.from({ length: 14 }, () => pick(NOUNS));
    const p: Picker = {
      noun: () => (rnd() < 0.7 ? pick(topic) : pick(NOUNS)),
      latin: () => pick(LATIN),
      verb: () => pick(VERBS),
      adjective: () => pick(ADJECTIVES),
      compound: () => pick([...KANJI]) + pick([...KANJI]),
    };
    const paragraphs: string[] = [];
    let length = 0;
    while (length < 1500) {
      const sentences = Array.from({ length: 3 + Math.floor(rnd() * 3) }, () =>
        pick(TEMPLATES)(p),
      ).join('');
      paragraphs.push(sentences);
      length += sentences.length + 1;
    }
    const title = `${p.latin()}の${p.noun()}を${p.verb()}方法｜${p.noun()}と${p.noun()}の${p.compound()}`;
    const publishedAt = new Date(
      Date.UTC(2020, 0, 1) + Math.floor(rnd() * 2000) * 86_400_000,
    ).toISOString();
    out.push({
      slug: `bench-${i}`,
      title,
      plainText: paragraphs.join(' '),
      categoryIndex: i % categories,
      publishedAt,
    });
  }
  return out;
}

/** The benchmark's queries by kind: what visitors type, hits and misses. */
export const QUERIES: Record<string, string[]> = {
  'one character': ['画', '質', '音', '色', '像', '録', '盤', '速'],
  'two characters': [
    '画質',
    '変換',
    '字幕',
    '動画',
    '保存',
    '編集',
    '容量',
    '設定',
    '配信',
    '補間',
  ],
  'three or more': ['解像度', '書き込み', '著作権', '対処法', '互換性', '明るさ', '再生する方法'],
  katakana: [
    'ブルーレイ',
    'ダウンロード',
    'フレームレート',
    'プレイヤー',
    'コピー',
    'リッピング',
    'ストリーミング',
    'チャプター',
  ],
  latin: ['DVD', 'AI', 'MP4', 'HDR', 'Netflix', 'H.265', '1080p', 'USB'],
  mixed: [
    '4K画質',
    'DVDコピー',
    'MP4変換',
    'DVD 画質',
    'AI アップスケール',
    'YouTube ダウンロード 方法',
    'ブルーレイ 字幕 変換',
    'ＤＶＤ　だびんぐ',
  ],
  miss: ['ゾウリムシ', 'zzqqxx', '量子コンピュータ'],
};
