'use client';

import { createContext, type ReactNode, useContext } from 'react';

/**
 * The current locale's URL prefix ("" for the default locale, "/en" for English) for client
 * links. Our own tiny context rather than next-intl's client provider: links need nothing else,
 * and the browser is spared the message-formatting library (~15 KB gzip).
 */
const PrefixContext = createContext('');

export function LocalePrefixProvider({
  prefix,
  children,
}: {
  prefix: string;
  children: ReactNode;
}) {
  return <PrefixContext.Provider value={prefix}>{children}</PrefixContext.Provider>;
}

export function useLocalePrefix(): string {
  return useContext(PrefixContext);
}

/** "/dvd" → "/en/dvd"; "/" → "/en"; absolute URLs and in-page anchors are left alone. */
export function withPrefix(prefix: string, href: string): string {
  if (!prefix || !href.startsWith('/') || href.startsWith('//')) return href;
  if (href === '/') return prefix;
  if (href.startsWith('/?')) return `${prefix}${href.slice(1)}`;
  return `${prefix}${href}`;
}
