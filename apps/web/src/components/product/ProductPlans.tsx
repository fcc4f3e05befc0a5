import type { Product, ProductPlanCode } from '@tsuzuri/content';
import { getTranslations } from 'next-intl/server';
import { buyHref, formatYen } from '@/lib/product-links';

const PERIOD = { monthly: 'perMonth', yearly: 'perYear', perpetual: 'oneTime' } as const;
/** The plan a shop points readers to: the licence that never expires when there is one. */
const RECOMMENDED: ProductPlanCode = 'perpetual';

/** The price plans, each with its tax-included price and a buy link (anchor: #plans). */
export async function ProductPlans({ product, locale }: { product: Product; locale: string }) {
  const t = await getTranslations('product');
  return (
    <section
      id="plans"
      aria-labelledby="plans-title"
      className="render-near-view [--near-view-height:64rem] scroll-mt-24"
    >
      <h2 id="plans-title" className="mb-6 text-2xl font-bold">
        {t('plans')}
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {product.plans.map((plan) => {
          const featured = plan.code === RECOMMENDED;
          return (
            <li
              key={plan.code}
              data-plan={plan.code}
              className={`relative flex flex-col rounded-xl border bg-white p-6 shadow-sm ${featured ? 'border-2 border-accent' : 'border-line'}`}
            >
              {featured && (
                <span className="absolute -top-3 left-6 rounded-full bg-accent px-3 py-0.5 text-xs font-bold text-white">
                  {t('bestValue')}
                </span>
              )}
              <h3 className="text-lg font-bold">{plan.label}</h3>
              <p className="mt-3">
                <span className="text-3xl font-bold text-ink">
                  {formatYen(plan.priceJpy, locale)}
                </span>
                <span className="ml-1 text-sm text-muted">
                  {t(PERIOD[plan.code])}（{t('taxIncluded')}）
                </span>
              </p>
              <a
                href={buyHref(product, plan.code)}
                className={`mt-6 ${featured ? 'btn-accent' : 'btn-brand'}`}
                data-track="purchase"
              >
                {t('buy')}
              </a>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-sm text-muted">{t('refund')}</p>
    </section>
  );
}
