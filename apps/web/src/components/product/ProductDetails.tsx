import type { Product } from '@tsuzuri/content';
import { getTranslations } from 'next-intl/server';
import { OS_NAMES } from '@/lib/product-links';
import { versionedAssetUrl } from '@/lib/page-assets';

/** What the product does: one card per feature. */
export async function ProductFeatures({ product }: { product: Product }) {
  const t = await getTranslations('product');
  return (
    <section aria-labelledby="features-title">
      <h2 id="features-title" className="mb-6 text-2xl font-bold">
        {t('features')}
      </h2>
      <ul className="grid gap-6 md:grid-cols-2">
        {product.features.map((f) => (
          <li key={f.title} className="rounded-xl border border-line bg-white p-6">
            <h3 className="text-lg font-bold text-brand-dark">{f.title}</h3>
            <p className="mt-2 text-muted">{f.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Screens of the product, with their descriptions as captions. */
export async function ProductScreenshots({ product }: { product: Product }) {
  if (!product.screenshots.length) return null;
  const t = await getTranslations('product');
  return (
    <section
      aria-labelledby="screenshots-title"
      className="render-near-view [--near-view-height:64rem]"
    >
      <h2 id="screenshots-title" className="mb-6 text-2xl font-bold">
        {t('screenshots')}
      </h2>
      <div className="grid gap-6 md:grid-cols-3">
        {product.screenshots.map((s) => (
          <figure key={s.src}>
            <img
              src={versionedAssetUrl(s.src)}
              alt={s.alt}
              width={s.width}
              height={s.height}
              loading="lazy"
              className="w-full rounded-lg border border-line"
            />
            <figcaption className="mt-2 text-sm text-muted">{s.alt}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

/** 動作環境: the versions per OS, then the requirement rows. */
export async function ProductRequirements({ product }: { product: Product }) {
  const t = await getTranslations('product');
  const versions = product.platforms.map((p) => `${OS_NAMES[p.os]} ${p.version}`).join(' / ');
  const rows = [{ label: t('version'), value: versions }, ...product.requirements];
  return (
    <section
      aria-labelledby="requirements-title"
      className="render-near-view [--near-view-height:64rem]"
    >
      <h2 id="requirements-title" className="mb-6 text-2xl font-bold">
        {t('requirements')}
      </h2>
      <table className="w-full border-collapse overflow-hidden rounded-xl border border-line text-left">
        <tbody>
          {rows.map((r) => (
            <tr key={r.label} className="border-b border-line last:border-b-0">
              <th scope="row" className="w-1/3 bg-paper px-4 py-3 align-top font-bold md:w-1/4">
                {r.label}
              </th>
              <td className="px-4 py-3">{r.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Questions readers ask before buying. */
export async function ProductFaq({ product }: { product: Product }) {
  if (!product.faq.length) return null;
  const t = await getTranslations('product');
  return (
    <section aria-labelledby="faq-title">
      <h2 id="faq-title" className="mb-6 text-2xl font-bold">
        {t('faq')}
      </h2>
      <dl className="divide-y divide-line rounded-xl border border-line bg-white">
        {product.faq.map((q) => (
          <div key={q.question} className="p-6">
            <dt className="font-bold">
              <span aria-hidden className="mr-2 text-brand">
                Q.
              </span>
              {q.question}
            </dt>
            <dd className="mt-2 text-muted">{q.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
