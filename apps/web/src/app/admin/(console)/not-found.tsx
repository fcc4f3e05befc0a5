import Link from 'next/link';
import { SHELL_TEXTS } from '@/components/console/texts';
import { consoleTexts } from '@/lib/console/locale';

/** An unknown console path, inside the shell. */
export default async function ConsoleNotFound() {
  const t = await consoleTexts(SHELL_TEXTS);
  return (
    <div className="c-card" style={{ maxWidth: 640 }}>
      <h1>{t.notFoundTitle}</h1>
      <Link href="/admin">{t.backToDashboard}</Link>
    </div>
  );
}
