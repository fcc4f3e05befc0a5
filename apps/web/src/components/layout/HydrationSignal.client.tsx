'use client';

import { useEffect } from 'react';
import { HYDRATED_EVENT } from '@/lib/framework-on-intent-event';

/**
 * Tells the page's intent loader that React has hydrated, so the clicks and submits it held
 * while the framework was loading are replayed now (front/framework-on-intent.ts). Its effect
 * runs once per page load: the layout stays mounted through client navigations.
 */
export function HydrationSignal() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
