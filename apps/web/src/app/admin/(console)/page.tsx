import { defaultPeriod, periodPair } from '@tsuzuri/analytics/console';
import { can } from '@tsuzuri/staff/permissions';
import type { Metadata } from 'next';
import '@/components/operations/operations.css';
import Link from 'next/link';
import { ConsolePage } from '@/components/console/ConsolePage';
import { Dashboard } from '@/components/operations/dashboard/Dashboard';
import { DASHBOARD_TEXTS } from '@/components/operations/dashboard/texts';
import { Notice } from '@/components/operations/Notice';
import { requireStaff } from '@/lib/console/guard';
import { consoleLocale } from '@/lib/console/locale';
import { navFor } from '@/lib/console/nav';
import { repositories } from '@/repositories';

export async function generateMetadata(): Promise<Metadata> {
  return { title: DASHBOARD_TEXTS[await consoleLocale()].title };
}

type Props = { searchParams: Promise<Record<string, string | undefined>> };

/**
 * /admin: the numbers (the period's figures beside the previous period, the chart, the tables
 * with CSV) for those who may read statistics; for everyone, their screens as cards.
 */
export default async function DashboardPage({ searchParams }: Props) {
  const staff = await requireStaff('dashboard.view');
  const lang = await consoleLocale();
  const t = DASHBOARD_TEXTS[lang];
  const screens = navFor(staff.role).filter((i) => i.href !== '/admin');
  const cards = (
    <nav className="c-cards" aria-label={t.screens}>
      {screens.map((s) => (
        <Link key={s.href} href={s.href} className="c-card" prefetch={false}>
          {s.label[lang]}
        </Link>
      ))}
    </nav>
  );
  if (!can(staff.role, 'stats.read'))
    return (
      <ConsolePage title={t.title}>
        <p>{t.hello(staff.name)}</p>
        <p>{t.lead}</p>
        {cards}
      </ConsolePage>
    );
  const q = await searchParams;
  const asked = periodPair({ from: q.from, to: q.to });
  const data = await (await repositories()).dashboard(asked.ok ? asked.value : defaultPeriod());
  return (
    <ConsolePage title={t.title}>
      {asked.ok ? null : <Notice tone="error">{t.errors[asked.error]}</Notice>}
      <Dashboard data={data} t={t} lang={lang} />
      {screens.length ? (
        <section className="o-section" aria-labelledby="screens-heading">
          <h2 id="screens-heading" className="o-h2">
            {t.screens}
          </h2>
          {cards}
        </section>
      ) : null}
    </ConsolePage>
  );
}
