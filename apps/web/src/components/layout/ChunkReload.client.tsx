'use client';

import { useEffect } from 'react';

const CHUNK_FAILURE =
  /ChunkLoadError|Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module/;

/**
 * A route chunk that fails to load during client navigation (a deploy replaced it, the network
 * blinked) leaves the app half-navigated, so the page is reloaded fully instead (docs/product.md#navigation-behaviour).
 */
export function ChunkReload() {
  useEffect(() => {
    const reloadOnChunkFailure = (reason: unknown) => {
      const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason);
      if (CHUNK_FAILURE.test(text)) window.location.reload();
    };
    const onError = (e: ErrorEvent) => reloadOnChunkFailure(e.error ?? e.message);
    const onRejection = (e: PromiseRejectionEvent) => reloadOnChunkFailure(e.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
