import type { StatsResponse } from '@tsuzuri/cache-protocol';
import { fill } from '@/lib/operations/back-to';
import type { warmState } from '@/lib/operations/cache-admin';
import type { CacheTexts } from './texts';

export function CacheStatus({
  stats,
  warm,
  t,
}: {
  stats: StatsResponse | null;
  warm: ReturnType<typeof warmState>;
  t: CacheTexts;
}) {
  const answered = stats ? stats.answers.cached + stats.answers.rendered : 0;
  const ratio =
    stats && answered ? `${Math.round((stats.answers.cached / answered) * 1000) / 10}%` : '–';
  const count = (n: number) => n.toLocaleString();
  const entries = (e: { entries: number; truncated: boolean }) =>
    `${e.entries.toLocaleString()}${e.truncated ? t.more : ''}`;
  return (
    <section className="o-section" aria-labelledby="cache-stats">
      <div className="o-section-head">
        <h2 id="cache-stats">{t.stats}</h2>
      </div>
      {stats ? (
        <div className="o-kpis">
          <div className="c-card o-kpi">
            <p className="o-kpi-label">{t.hitRatio}</p>
            <p className="o-kpi-value" data-testid="hit-ratio">
              {ratio}
            </p>
            <p className="o-kpi-previous">
              {t.cached} {count(stats.answers.cached)} / {t.rendered}{' '}
              {count(stats.answers.rendered)}
            </p>
            <p className="o-kpi-previous" data-testid="service-lookups">
              {t.service
                .replace('{hits}', count(stats.hits))
                .replace('{misses}', count(stats.misses))}
            </p>
          </div>
          <div className="c-card o-kpi">
            <p className="o-kpi-label">{t.pages}</p>
            <p className="o-kpi-value" data-testid="cache-pages">
              {entries(stats.pages)}
            </p>
            <p className="o-kpi-previous">
              {t.api}: {entries(stats.api)}
            </p>
          </div>
          <div className="c-card o-kpi">
            <p className="o-kpi-label">{t.store}</p>
            <p className="o-kpi-value">{t.stores[stats.store] ?? stats.store}</p>
            <p className="o-kpi-previous">
              {t.since}: {stats.since}
            </p>
          </div>
          <div className="c-card o-kpi">
            <p className="o-kpi-label">{t.warm}</p>
            <p className="o-kpi-value">
              {warm?.running
                ? t.warmRunning
                : warm?.lastFinishedAt
                  ? fill(t.warmPages, String(warm.pages))
                  : '–'}
            </p>
            <p className="o-kpi-previous">
              {warm?.lastFinishedAt ? fill(t.warmLast, warm.lastFinishedAt) : t.warmNone}
            </p>
          </div>
        </div>
      ) : (
        <p className="c-alert c-alert-error">{t.unreachable}</p>
      )}
      <p className="o-muted o-small">{t.ratioNote}</p>
    </section>
  );
}
