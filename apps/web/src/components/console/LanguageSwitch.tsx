import { setConsoleLanguage } from '@/app/admin/actions';
import type { ConsoleLocale } from '@/lib/console/locale';

/** 日本語 / English: a form per language, so it works without JavaScript too. */
export function LanguageSwitch({ locale, label }: { locale: ConsoleLocale; label: string }) {
  return (
    <form action={setConsoleLanguage} className="c-inline-form c-lang" aria-label={label}>
      <button type="submit" name="lang" value="ja" aria-pressed={locale === 'ja'} lang="ja">
        日本語
      </button>
      <button type="submit" name="lang" value="en" aria-pressed={locale === 'en'} lang="en">
        English
      </button>
    </form>
  );
}
