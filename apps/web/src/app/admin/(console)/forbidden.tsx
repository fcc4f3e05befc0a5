import Link from 'next/link';
import { SHELL_TEXTS } from '@/components/console/texts';
import { consoleTexts } from '@/lib/console/locale';

/** The console's 403 page (requireStaff → forbidden()), inside the shell. */
export default async function ConsoleForbidden() {
  const t = await consoleTexts(SHELL_TEXTS);
  return (
    <div className="c-card" style={{ maxWidth: 640 }}>
      <h1>{t.forbiddenTitle}</h1>
      <p>{t.forbiddenBody}</p>
      <Link href="/admin">{t.backToDashboard}</Link>
    </div>
  );
}
