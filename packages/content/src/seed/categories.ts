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

const child = (cid: number, uid: string, ja: string, en: string): SeedCategory => ({ cid, uid, name: { ja, en } });

export const seedCategories: SeedCategory[] = [
  {
    cid: 1, uid: 'dvd', name: { ja: 'DVD', en: 'DVD' },
    description: { ja: 'DVDの作成・リッピング・コピー・再生に関するガイドとおすすめソフト。', en: 'Guides and software for creating, ripping, copying and playing DVDs.' },
    children: [
      child(11, 'dvd-creator', 'DVD作成', 'DVD Creator'),
      child(12, 'dvd-ripping', 'DVDリッピング', 'DVD Ripping'),
      child(13, 'dvd-copy', 'DVDコピー', 'DVD Copy'),
      child(14, 'dvd-player', 'DVD再生', 'DVD Player'),
      child(15, 'freesoft', 'DVDフリーソフト', 'Free DVD Software'),
    ],
  },
  {
    cid: 2, uid: 'blu-ray', name: { ja: 'ブルーレイ', en: 'Blu-ray' },
    description: { ja: 'ブルーレイのコピー・リッピング・作成・再生をわかりやすく解説します。', en: 'Blu-ray copying, ripping, authoring and playback explained.' },
    children: [
      child(21, 'blu-ray-copy', 'ブルーレイコピー', 'Blu-ray Copy'),
      child(22, 'blu-ray-ripping', 'ブルーレイリッピング', 'Blu-ray Ripping'),
      child(23, 'blu-ray-creator', 'ブルーレイ作成', 'Blu-ray Creator'),
      child(24, 'blu-ray-player', 'ブルーレイ再生', 'Blu-ray Player'),
    ],
  },
  {
    cid: 3, uid: '4k-uhd', name: { ja: '4K UHD', en: '4K UHD' },
    description: { ja: '4K Ultra HD ブルーレイの基礎知識と、コピー・リッピング・再生の方法。', en: 'Everything about 4K Ultra HD Blu-ray: copy, ripping and playback.' },
    children: [
      child(31, '4k-uhd-copy', '4K UHDコピー', '4K UHD Copy'),
      child(32, '4k-uhd-ripping', '4K UHDリッピング', '4K UHD Ripping'),
      child(33, '4k-uhd-creator', '4K UHD作成', '4K UHD Creator'),
      child(34, '4k-uhd-player', '4K UHD再生', '4K UHD Player'),
    ],
  },
  {
    cid: 4, uid: 'multimedia', name: { ja: 'マルチメディア', en: 'Multimedia' },
    description: { ja: '動画プレーヤー・動画編集・動画変換ソフトの使い方と比較。', en: 'Video players, editors and converters compared and explained.' },
    children: [
      child(41, 'video-player', '動画プレーヤー', 'Video Player'),
      child(42, 'video-editor', '動画編集', 'Video Editor'),
      child(43, 'video-converter', '動画変換', 'Video Converter'),
    ],
  },
  {
    cid: 5, uid: 'streaming', name: { ja: '動画配信', en: 'Streaming' },
    description: { ja: '各動画配信サービスのダウンロード機能と、オフライン視聴のコツ。', en: 'Offline viewing and download features of streaming services.' },
    children: [
      child(51, 'disney-plus', 'Disney+', 'Disney Plus'),
      child(52, 'amazon', 'Amazonプライムビデオ', 'Amazon Prime Video'),
      child(53, 'paravi', 'Paravi', 'Paravi'),
      child(54, 'u-next', 'U-NEXT', 'U-NEXT'),
      child(55, 'dmm', 'DMM', 'DMM'),
      child(56, 'fanza', 'FANZA', 'FANZA'),
      child(57, 'hulu', 'Hulu', 'Hulu'),
      child(58, 'netflix', 'Netflix', 'Netflix'),
      child(59, 'youtube', 'YouTube', 'YouTube'),
    ],
  },
  {
    cid: 6, uid: 'ai', name: { ja: 'AI動画', en: 'AI Video' },
    description: { ja: 'AIによる高画質化・フレーム補間・写真補正など、最新のAI映像技術。', en: 'AI upscaling, frame interpolation and photo enhancement.' },
    children: [
      child(61, 'ai-topic', 'AIトピック', 'AI Topics'),
      child(62, 'fps-enhancement', 'FPS向上', 'FPS Enhancement'),
      child(63, 'dvd-upscaling', 'DVDアップスケーリング', 'DVD Upscaling'),
      child(64, 'video-enhancer', '動画高画質化', 'Video Enhancer'),
      child(65, 'photo-enhancer', '写真高画質化', 'Photo Enhancer'),
    ],
  },
  {
    cid: 7, uid: 'blog', name: { ja: 'ブログ', en: 'Blog' },
    description: { ja: '綴編集部からのお知らせ、製品の裏話、コラム。', en: 'News, behind-the-scenes and columns from the Tsuzuri editors.' },
  },
];

/** The uid of the category whose articles make up /blog. */
export const BLOG_CATEGORY_UID = 'blog';
