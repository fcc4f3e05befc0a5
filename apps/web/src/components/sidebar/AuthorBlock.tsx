import type { Author } from '@tsuzuri/content';
import { getTranslations } from 'next-intl/server';
import { versionedAssetUrl } from '@/lib/page-assets';

export async function AuthorBlock({ author }: { author: Author }) {
  const t = await getTranslations('sidebar');
  return (
    <section className="rounded-xl border border-line bg-paper p-5" data-testid="author-block">
      <h2 className="mb-3 text-sm font-bold text-muted">{t('author')}</h2>
      <div className="flex items-center gap-3">
        <img
          src={versionedAssetUrl(author.avatar ?? '/images/author-editorial.svg')}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="rounded-full bg-white"
        />
        <p className="font-bold">{author.name}</p>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-muted">{author.bio}</p>
    </section>
  );
}
