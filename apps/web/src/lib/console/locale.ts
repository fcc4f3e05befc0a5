import 'server-only';
import { cookies } from 'next/headers';

/**
 * The console's language: Japanese unless the staff member chose English with the switch in the
 * header. Kept per person (in their browser) by a cookie; never part of a URL, and the console
 * is never cached, so nothing else depends on it.
 */
export const CONSOLE_LOCALES = ['ja', 'en'] as const;
export type ConsoleLocale = (typeof CONSOLE_LOCALES)[number];
export const CONSOLE_LANG_COOKIE = 'tsuzuri-console-lang';

export async function consoleLocale(): Promise<ConsoleLocale> {
  return (await cookies()).get(CONSOLE_LANG_COOKIE)?.value === 'en' ? 'en' : 'ja';
}

/**
 * A screen's texts in both languages: `const t = (await consoleTexts(TEXTS))` where TEXTS is
 * `{ ja: {...}, en: {...} }`. `satisfies ConsoleTexts<typeof ja>` on the English half makes a
 * missing English text a type error.
 */
export type ConsoleTexts<T> = { ja: T; en: T };
export async function consoleTexts<T>(texts: ConsoleTexts<T>): Promise<T> {
  return texts[await consoleLocale()];
}
