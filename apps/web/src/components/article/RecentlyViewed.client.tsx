'use client';

import { useEffect } from 'react';
import {
  pushRecentlyViewed,
  RECENTLY_VIEWED_COOKIE,
  RECENTLY_VIEWED_MAX_AGE,
} from '@/lib/views/recently-viewed';

/**
 * Puts this article first in the recently-viewed cookie, in the browser (the page itself comes
 * from the shared cache, so the server cannot set it). Views are counted by the tracker's
 * page_view event, not here.
 */
export function RecentlyViewed({ slug }: { slug: string }) {
  useEffect(() => {
    const current = document.cookie.match(
      new RegExp(`(?:^|;\\s*)${RECENTLY_VIEWED_COOKIE}=([^;]*)`),
    )?.[1];
    let previous: string | undefined;
    try {
      previous = current ? decodeURIComponent(current) : undefined;
    } catch {}
    const value = encodeURIComponent(pushRecentlyViewed(previous, slug));
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: one small first-party cookie; the Cookie Store API is not in every browser we serve.
    document.cookie = `${RECENTLY_VIEWED_COOKIE}=${value}; Path=/; Max-Age=${RECENTLY_VIEWED_MAX_AGE}; SameSite=Lax${secure}`;
  }, [slug]);
  return null;
}
