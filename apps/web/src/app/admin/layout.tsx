import { siteConfig } from '@tsuzuri/config';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { consoleLocale } from '@/lib/console/locale';
import './console.css';

// The console renders for each request and person; the front never caches it.
export const dynamic = 'force-dynamic';

/**
 * The staff console's own root layout (no public header, footer, tracker or message bundle):
 * its scripts and styles never load on a public page, and a public page's never load here.
 */
export async function generateMetadata(): Promise<Metadata> {
  const name = siteConfig().siteName;
  const suffix = (await consoleLocale()) === 'en' ? 'Console' : '管理画面';
  return {
    title: { default: `${name} ${suffix}`, template: `%s | ${name} ${suffix}` },
    robots: { index: false, follow: false, nocache: true },
    referrer: 'same-origin', // as the front's header says (front/console-headers.ts)
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function ConsoleRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={await consoleLocale()}>
      <body className="c-body">{children}</body>
    </html>
  );
}
