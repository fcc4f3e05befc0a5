'use client';

import type { Editing } from '@tsuzuri/content/editorial';
import { useEffect, useState } from 'react';
import { heartbeatAction } from '@/lib/console/article-actions';

/** Heartbeat period: the back end forgets an editor after 45 s without one. */
const BEAT_MS = 15_000;

/** The other editors who have this article open (empty for a new article). */
export function usePresence(articleId: number | undefined): Editing[] {
  const [others, setOthers] = useState<Editing[]>([]);
  useEffect(() => {
    if (!articleId) return;
    let live = true;
    const beat = () =>
      heartbeatAction(articleId)
        .then((list) => live && setOthers(list))
        .catch(() => {});
    beat();
    const timer = setInterval(beat, BEAT_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [articleId]);
  return others;
}
