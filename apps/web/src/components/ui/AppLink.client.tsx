'use client';

import type { ComponentProps } from 'react';
import { useSyncExternalStore } from 'react';
import { Link } from '@/i18n/navigation';
import { canPrefetch } from '@/lib/prefetch-policy';

type Nav = Navigator & { connection?: EventTarget & { saveData?: boolean; effectiveType?: string } };

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

/** A locale-aware link that prefetches its route when visible, unless the network says not to. */
export function AppLink(props: ComponentProps<typeof Link>) {
  const allowed = useSyncExternalStore(subscribe, snapshot, () => false);
  return <Link {...props} prefetch={allowed ? props.prefetch : false} />;
}
