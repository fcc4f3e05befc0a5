import { notFound } from 'next/navigation';
import { ConsolePage } from '@/components/console/ConsolePage';
import { SHELL_TEXTS } from '@/components/console/texts';
import { requireStaff } from '@/lib/console/guard';
import { consoleLocale } from '@/lib/console/locale';
import { navItemOf } from '@/lib/console/nav';

type Props = { params: Promise<{ screen: string[] }> };

/**
 * A navigation entry whose screen is not built yet: "being prepared", behind the entry's own
 * permission. Any other path under /admin is a 404. A real page at the entry's path replaces this.
 */
export default async function PreparingPage({ params }: Props) {
  const { screen } = await params;
  const item = navItemOf(`/admin/${screen.join('/')}`);
  if (!item || item.href === '/admin' || screen.length > 1) notFound();
  await requireStaff(item.action);
  const locale = await consoleLocale();
  const t = SHELL_TEXTS[locale];
  return (
    <ConsolePage title={item.label[locale]}>
      <div className="c-card">
        <h2>{t.preparingTitle}</h2>
        <p style={{ margin: 0 }}>{t.preparingBody}</p>
      </div>
    </ConsolePage>
  );
}
