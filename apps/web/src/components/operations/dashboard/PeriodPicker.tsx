import { tokyoDayOf } from '@tsuzuri/analytics/tokyo';
import type { DashboardTexts } from './texts';

const back = (days: number) => {
  const to = tokyoDayOf(new Date());
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return `?from=${from}&to=${to}`;
};

/** A plain GET form (works without JavaScript): two Tokyo days, and three common periods. */
export function PeriodPicker({ t, from, to }: { t: DashboardTexts; from: string; to: string }) {
  return (
    <form className="c-filters" method="get" aria-label={t.period}>
      <div className="c-field">
        <label htmlFor="period-from">{t.from}</label>
        <input id="period-from" name="from" type="date" defaultValue={from} required />
      </div>
      <div className="c-field">
        <label htmlFor="period-to">{t.to}</label>
        <input id="period-to" name="to" type="date" defaultValue={to} required />
      </div>
      <button className="c-button" type="submit">
        {t.show}
      </button>
      <nav className="o-presets" aria-label={t.period}>
        <a href={back(7)}>{t.last7}</a>
        <a href={back(28)}>{t.last28}</a>
        <a href={back(90)}>{t.last90}</a>
      </nav>
    </form>
  );
}
