import Link from 'next/link';
import { SHELL_TEXTS } from '@/components/console/texts';
import { consoleTexts } from '@/lib/console/locale';

/** The console's 403 page (requireStaff → forbidden()), for a page outside the shell (the shell itself refused). */
export default async function ConsoleForbidden() {
  const t = await consoleTexts(SHELL_TEXTS);
  return (
    <main className="c-door">
      <div className="c-card" style={{ maxWidth: 640 }}>
        <h1>{t.forbiddenTitle}</h1>
        <p>{t.forbiddenBody}</p>
        <Link href="/admin">{t.backToDashboard}</Link>
      </div>
    </main>
  );
}
