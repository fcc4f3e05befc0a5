import { getTranslations } from 'next-intl/server';

/** Plain share links (no widget script, no tracking pixels): X, Facebook, LINE, Hatena Bookmark. */
export function shareUrls(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    x: `https://x.com/intent/post?url=${u}&text=${t}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    line: `https://social-plugins.line.me/lineit/share?url=${u}`,
    hatena: `https://b.hatena.ne.jp/entry/panel/?url=${u}`,
  };
}

const STYLE: Record<keyof ReturnType<typeof shareUrls>, string> = {
  x: 'bg-black',
  facebook: 'bg-[#1664d9]',
  line: 'bg-[#06803a]',
  hatena: 'bg-[#006aa3]',
};

export async function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = await getTranslations('share');
  const urls = shareUrls(url, title);
  return (
    <section className="my-8" aria-label={t('label')}>
      <p className="mb-2 text-sm font-bold text-muted">{t('label')}</p>
      <ul className="flex flex-wrap gap-2">
        {(Object.keys(urls) as (keyof typeof urls)[]).map((k) => (
          <li key={k}>
            <a
              href={urls[k]}
              target="_blank"
              rel="noopener noreferrer"
              data-share={k}
              className={`btn px-4 py-2 text-sm text-white hover:text-white hover:opacity-90 ${STYLE[k]}`}
            >
              {t(k)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
