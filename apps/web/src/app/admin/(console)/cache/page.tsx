import { tokyoTime } from '@tsuzuri/analytics/tokyo';
import { can } from '@tsuzuri/staff/permissions';
import type { Metadata } from 'next';
import '@/components/operations/operations.css';
import { ConsolePage } from '@/components/console/ConsolePage';
import { CacheForms } from '@/components/operations/cache/CacheForms';
import { CacheStatus } from '@/components/operations/cache/CacheStatus';
import { CACHE_TEXTS } from '@/components/operations/cache/texts';
import { Notice } from '@/components/operations/Notice';
import { requireStaff } from '@/lib/console/guard';
import { consoleLocale } from '@/lib/console/locale';
import { fill } from '@/lib/operations/back-to';
import { cacheStats, warmState } from '@/lib/operations/cache-admin';

export async function generateMetadata(): Promise<Metadata> {
  return { title: CACHE_TEXTS[await consoleLocale()].title };
}

type Props = { searchParams: Promise<Record<string, string | undefined>> };

/** Hit ratio and entries of the page-cache service, the warmer's state, and the purges. */
export default async function CachePage({ searchParams }: Props) {
  const staff = await requireStaff('cache.view');
  const t = CACHE_TEXTS[await consoleLocale()];
  const q = await searchParams;
  const [stats, warm] = [await cacheStats(), warmState()];
  const done = q.done && q.done in t.done ? fill(t.done[q.done as keyof typeof t.done], q.n) : null;
  return (
    <ConsolePage title={t.title}>
      <p className="o-muted">{t.intro}</p>
      {done ? (
        <Notice tone={['invalid', 'failed', 'none'].includes(q.done ?? '') ? 'error' : 'ok'}>
          {done}
        </Notice>
      ) : null}
      <CacheStatus
        stats={stats && { ...stats, since: tokyoTime(stats.since) }}
        warm={
          warm && { ...warm, lastFinishedAt: warm.lastFinishedAt && tokyoTime(warm.lastFinishedAt) }
        }
        t={t}
      />
      {can(staff.role, 'cache.purge') ? <CacheForms t={t} /> : null}
    </ConsolePage>
  );
}
