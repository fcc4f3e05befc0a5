import { siteConfig } from '@tsuzuri/config';
import { getLocale, getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/AppLink.client';
import { getSiteSettings } from '@/lib/content';
import { versionedAssetUrl } from '@/lib/page-assets';

type Entry = { key: string; image: string; label: string; link: string };

/**
 * The nine recommended entries: those an editor chose in the console's site settings for this
 * locale, else the config's (image, label key, link key, texts from the message bundle).
 */
async function entries(locale: string): Promise<Entry[]> {
  const chosen = (await getSiteSettings()).top_articles?.[locale as 'ja'];
  if (chosen) return chosen.map((e, i) => ({ key: `${i}`, ...e }));
  const t = await getTranslations('topArticles');
  return siteConfig().topArticles.map((entry) => ({
    key: entry.labelKey,
    image: entry.image,
    label: t(`${entry.labelKey}.label` as 'dvdRipping.label'),
    link: t(`${entry.linkKey}.link` as 'dvdRipping.link'),
  }));
}

export async function TopArticles() {
  const list = await entries(await getLocale());
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {list.map((entry, i) => (
        <li key={entry.key}>
          <AppLink
            href={entry.link}
            className="group flex items-center gap-4 rounded-xl border border-line p-3 text-ink no-underline transition hover:border-brand hover:shadow-md"
            data-top-article={i + 1}
          >
            <img
              src={versionedAssetUrl(entry.image)}
              alt=""
              width={1280}
              height={720}
              loading={i < 3 ? 'eager' : 'lazy'}
              className="aspect-video w-32 shrink-0 rounded-lg bg-paper object-cover"
            />
            <span className="font-bold leading-snug group-hover:text-brand">{entry.label}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
