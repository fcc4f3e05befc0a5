export type SeedAuthor = {
  slug: string;
  avatar: string;
  profile: Record<'ja' | 'en', { name: string; bio: string }>;
};

export const seedAuthors: SeedAuthor[] = [
  {
    slug: 'editorial',
    avatar: '/images/author-editorial.svg',
    profile: {
      ja: {
        name: '綴 編集部',
        bio: 'DVD・ブルーレイから動画配信、AI高画質化まで、映像ソフトの使い方を10年以上取材してきた編集チームです。実機で検証した手順だけを掲載しています。',
      },
      en: {
        name: 'Tsuzuri Editors',
        bio: 'The editorial team has covered video software for over ten years, from DVD and Blu-ray to streaming and AI enhancement. Every guide is tested on real hardware.',
      },
    },
  },
  {
    slug: 'kenji-ito',
    avatar: '/images/author-kenji-ito.svg',
    profile: {
      ja: {
        name: '伊藤 健二',
        bio: '映像技術ライター。放送機器メーカーでエンコーダー開発に携わった経験を生かし、コーデックや画質の話をやさしく解説します。',
      },
      en: {
        name: 'Kenji Ito',
        bio: 'Video technology writer and former broadcast encoder engineer who explains codecs and picture quality in plain words.',
      },
    },
  },
];
