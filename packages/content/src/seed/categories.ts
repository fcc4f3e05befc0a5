/**
 * The seeded category tree (docs/product.md#seeded-categories): six top-level categories with their children, plus the blog
 * (a category without children, listed at /blog). cids are fixed so links and tests are stable.
 */
export type SeedCategory = {
  cid: number;
  uid: string;
  name: { ja: string; en: string };
  description?: { ja: string; en: string };
  children?: SeedCategory[];
};

/** A category's fixed cid, its uid (URL segment) and its name in Japanese and English. */
type Names = readonly [cid: number, uid: string, ja: string, en: string];

/** The top-level categories, in menu order. */
const topLevel: readonly Names[] = [
  [1, 'dvd', 'DVD', 'DVD'],
  [2, 'blu-ray', 'ブルーレイ', 'Blu-ray'],
  [3, '4k-uhd', '4K UHD', '4K UHD'],
  [4, 'multimedia', 'マルチメディア', 'Multimedia'],
  [5, 'streaming', '動画配信', 'Streaming'],
  [6, 'ai', 'AI動画', 'AI Video'],
  [7, 'blog', 'ブログ', 'Blog'],
];

/** What each top-level category is about, shown under its heading (keyed by uid). */
const descriptions: Record<string, { ja: string; en: string }> = {
  dvd: {
    ja: 'DVDの作成・リッピング・コピー・再生に関するガイドとおすすめソフト。',
    en: 'Guides and software for creating, ripping, copying and playing DVDs.',
  },
  'blu-ray': {
    ja: 'ブルーレイのコピー・リッピング・作成・再生をわかりやすく解説します。',
    en: 'Blu-ray copying, ripping, authoring and playback explained.',
  },
  '4k-uhd': {
    ja: '4K Ultra HD ブルーレイの基礎知識と、コピー・リッピング・再生の方法。',
    en: 'Everything about 4K Ultra HD Blu-ray: copy, ripping and playback.',
  },
  multimedia: {
    ja: '動画プレーヤー・動画編集・動画変換ソフトの使い方と比較。',
    en: 'Video players, editors and converters compared and explained.',
  },
  streaming: {
    ja: '各動画配信サービスのダウンロード機能と、オフライン視聴のコツ。',
    en: 'Offline viewing and download features of streaming services.',
  },
  ai: {
    ja: 'AIによる高画質化・フレーム補間・写真補正など、最新のAI映像技術。',
    en: 'AI upscaling, frame interpolation and photo enhancement.',
  },
  blog: {
    ja: '綴編集部からのお知らせ、製品の裏話、コラム。',
    en: 'News, behind-the-scenes and columns from the Tsuzuri editors.',
  },
};

/** The children, in menu order under their parent's uid; the blog has none. */
const children: readonly (readonly [parent: string, ...Names])[] = [
  ['dvd', 11, 'dvd-creator', 'DVD作成', 'DVD Creator'],
  ['dvd', 12, 'dvd-ripping', 'DVDリッピング', 'DVD Ripping'],
  ['dvd', 13, 'dvd-copy', 'DVDコピー', 'DVD Copy'],
  ['dvd', 14, 'dvd-player', 'DVD再生', 'DVD Player'],
  ['dvd', 15, 'freesoft', 'DVDフリーソフト', 'Free DVD Software'],
  ['blu-ray', 21, 'blu-ray-copy', 'ブルーレイコピー', 'Blu-ray Copy'],
  ['blu-ray', 22, 'blu-ray-ripping', 'ブルーレイリッピング', 'Blu-ray Ripping'],
  ['blu-ray', 23, 'blu-ray-creator', 'ブルーレイ作成', 'Blu-ray Creator'],
  ['blu-ray', 24, 'blu-ray-player', 'ブルーレイ再生', 'Blu-ray Player'],
  ['4k-uhd', 31, '4k-uhd-copy', '4K UHDコピー', '4K UHD Copy'],
  ['4k-uhd', 32, '4k-uhd-ripping', '4K UHDリッピング', '4K UHD Ripping'],
  ['4k-uhd', 33, '4k-uhd-creator', '4K UHD作成', '4K UHD Creator'],
  ['4k-uhd', 34, '4k-uhd-player', '4K UHD再生', '4K UHD Player'],
  ['multimedia', 41, 'video-player', '動画プレーヤー', 'Video Player'],
  ['multimedia', 42, 'video-editor', '動画編集', 'Video Editor'],
  ['multimedia', 43, 'video-converter', '動画変換', 'Video Converter'],
  ['streaming', 51, 'disney-plus', 'Disney+', 'Disney Plus'],
  ['streaming', 52, 'amazon', 'Amazonプライムビデオ', 'Amazon Prime Video'],
  ['streaming', 53, 'paravi', 'Paravi', 'Paravi'],
  ['streaming', 54, 'u-next', 'U-NEXT', 'U-NEXT'],
  ['streaming', 55, 'dmm', 'DMM', 'DMM'],
  ['streaming', 56, 'fanza', 'FANZA', 'FANZA'],
  ['streaming', 57, 'hulu', 'Hulu', 'Hulu'],
  ['streaming', 58, 'netflix', 'Netflix', 'Netflix'],
  ['streaming', 59, 'youtube', 'YouTube', 'YouTube'],
  ['ai', 61, 'ai-topic', 'AIトピック', 'AI Topics'],
  ['ai', 62, 'fps-enhancement', 'FPS向上', 'FPS Enhancement'],
  ['ai', 63, 'dvd-upscaling', 'DVDアップスケーリング', 'DVD Upscaling'],
  ['ai', 64, 'video-enhancer', '動画高画質化', 'Video Enhancer'],
  ['ai', 65, 'photo-enhancer', '写真高画質化', 'Photo Enhancer'],
];

const category = ([cid, uid, ja, en]: Names): SeedCategory => ({ cid, uid, name: { ja, en } });

export const seedCategories: SeedCategory[] = topLevel.map((names) => {
  const uid = names[1];
  const kids = children.filter(([parent]) => parent === uid).map(([, ...child]) => category(child));
  return {
    ...category(names),
    description: descriptions[uid],
    ...(kids.length > 0 && { children: kids }),
  };
});

/** The uid of the category whose articles make up /blog. */
export const BLOG_CATEGORY_UID = 'blog';
