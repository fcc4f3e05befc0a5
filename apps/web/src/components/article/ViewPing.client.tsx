'use client';

import { useEffect } from 'react';

/** Tells the server this article was read (after mount, so cached pages still count). */
export function ViewPing({ slug, locale }: { slug: string; locale: string }) {
  useEffect(() => {
    const body = JSON.stringify({ slug, locale });
    const sent = navigator.sendBeacon?.('/api/view', new Blob([body], { type: 'application/json' }));
    if (!sent) fetch('/api/view', { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => {});
  }, [slug, locale]);
  return null;
}
