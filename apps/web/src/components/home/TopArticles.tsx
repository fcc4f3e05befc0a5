import { siteConfig } from '@tsuzuri/config';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/AppLink.client';

/** The nine recommended entries of the config: image, label key, link key (per locale). */
export async function TopArticles() {
  const t = await getTranslations('topArticles');
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {siteConfig().topArticles.map((entry, i) => (
        <li key={entry.labelKey}>
          <AppLink
            href={t(`${entry.linkKey}.link` as 'dvdRipping.link')}
            className="group flex items-center gap-4 rounded-xl border border-line p-3 text-ink no-underline transition hover:border-brand hover:shadow-md"
            data-top-article={i + 1}
          >
            <img
              src={entry.image}
              alt=""
              width={1280}
              height={720}
              loading={i < 3 ? 'eager' : 'lazy'}
              className="aspect-video w-32 shrink-0 rounded-lg bg-paper object-cover"
            />
            <span className="font-bold leading-snug group-hover:text-brand">
              {t(`${entry.labelKey}.label` as 'dvdRipping.label')}
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
