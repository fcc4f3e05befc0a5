import type { ConsoleProduct } from '@tsuzuri/content/editorial';
import { formatTokyo } from '@/lib/console/tokyo-time';
import type { ProductTexts } from './texts';

type Props = { t: ProductTexts; lang: 'ja' | 'en'; items: ConsoleProduct[] };

const yen = new Intl.NumberFormat('ja-JP');

/** The products as a table on a desk and as stacked cards on a phone (CSS only). */
export function ProductTable({ t, lang, items }: Props) {
  if (!items.length) return <p className="c-empty">{t.empty}</p>;
  return (
    <table className="c-table c-table--cards">
      <thead>
        <tr>
          <th scope="col">{t.name}</th>
          <th scope="col">{t.appId}</th>
          <th scope="col">{t.pid}</th>
          <th scope="col">{t.plans}</th>
          <th scope="col">{t.updated}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((p) => (
          <tr key={p.slug}>
            <td data-label={t.name}>
              <a href={`/admin/products/${p.slug}`} className="c-table__title">
                {p.name}
              </a>
              <span className="c-table__slug">/products/{p.slug}</span>
            </td>
            <td data-label={t.appId}>{p.appId}</td>
            <td data-label={t.pid}>{p.pid}</td>
            <td data-label={t.plans}>
              <ul className="c-prices">
                {p.plans.map((plan) => (
                  <li key={plan.code}>
                    {t.planNames[plan.code]} {yen.format(plan.priceJpy)}
                    {lang === 'ja' ? '円' : ' yen'}
                  </li>
                ))}
              </ul>
            </td>
            <td data-label={t.updated}>{formatTokyo(p.updatedAt, lang, false)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
