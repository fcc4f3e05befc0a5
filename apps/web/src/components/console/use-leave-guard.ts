'use client';

import { type RefObject, useEffect, useRef } from 'react';

/**
 * Asks before the page is left while `unsaved()` says work would be lost. Closing the tab,
 * reloading or typing an address get the browser's own question (beforeunload); the console's
 * links and forms (its menu, the language switch, sign-out) navigate inside the app, where
 * beforeunload never fires, so a click on any link, or a submit of any form but `own`, asks
 * `question` first. Listening on window in the capture phase runs before React's handlers, so
 * "stay" stops Next's navigation before it starts.
 */
export function useLeaveGuard(
  unsaved: () => boolean,
  question: string,
  own: RefObject<HTMLFormElement | null>,
): void {
  const check = useRef(unsaved);
  check.current = unsaved;
  useEffect(() => {
    const stay = (event: Event) => {
      if (!check.current() || window.confirm(question)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      // A new tab or window leaves this page as it is.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const to = new URL(link.href);
      const here = new URL(window.location.href);
      // An anchor on this page (the skip link) moves nothing.
      if (to.hash && to.origin === here.origin && to.pathname === here.pathname) return;
      stay(event);
    };
    const onSubmit = (event: SubmitEvent) => {
      if (event.target !== own.current) stay(event);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (check.current()) event.preventDefault();
    };
    window.addEventListener('click', onClick, true);
    window.addEventListener('submit', onSubmit, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('submit', onSubmit, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [question, own]);
}
