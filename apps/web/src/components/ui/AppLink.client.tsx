'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { useSyncExternalStore } from 'react';
import { canPrefetch } from '@/lib/prefetch-policy';
import { useLocalePrefix, withPrefix } from './LocalePrefix.client';

type Nav = Navigator & {
  connection?: EventTarget & { saveData?: boolean; effectiveType?: string };
};

function subscribe(onChange: () => void) {
  const connection = (navigator as Nav).connection;
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  connection?.addEventListener('change', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    connection?.removeEventListener('change', onChange);
  };
}

const snapshot = () => canPrefetch(navigator as Nav);

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { href: string };

/**
 * A link within the site, written without a locale ("/dvd") and given the current locale's
 * prefix; it prefetches its route when visible, unless the network says not to.
 */
export function AppLink({ href, prefetch, ...props }: Props) {
  const allowed = useSyncExternalStore(subscribe, snapshot, () => false);
  const prefix = useLocalePrefix();
  return <Link {...props} href={withPrefix(prefix, href)} prefetch={allowed ? prefetch : false} />;
}
