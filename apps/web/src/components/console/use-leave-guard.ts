'use client';

import { type RefObject, useEffect, useRef } from 'react';

/** One form's stake in leaving: whether its work would be lost, and what to ask then. */
type Guard = {
  unsaved: () => boolean;
  question: string;
  own: RefObject<HTMLFormElement | null>;
};

// Every guarded form of the screen shares one set of listeners: a screen with several forms
// (the settings cards, a category's edit form beside the add form) asks once, when any of them
// holds unsaved work, and lets any of them save without asking (a save stays on the page).
const guards = new Set<RefObject<Guard>>();
let leaving = false;

const unsavedQuestion = () =>
  [...guards].find((guard) => guard.current.unsaved())?.current.question ?? null;

function stay(event: Event): boolean {
  const question = unsavedQuestion();
  if (!question || window.confirm(question)) return false;
  event.preventDefault();
  event.stopPropagation();
  return true;
}

function onClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0) return;
  // A new tab or window leaves this page as it is.
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
  // A link inside the text being written is text, not a way out; a download stays here.
  if (link.isContentEditable || link.hasAttribute('download')) return;
  const to = new URL(link.href);
  const here = new URL(window.location.href);
  // An anchor on this page (the skip link) moves nothing.
  if (to.hash && to.origin === here.origin && to.pathname === here.pathname) return;
  if (stay(event) || !to.protocol.startsWith('http')) return;
  event.preventDefault();
  event.stopPropagation();
  leaving = true; // answered already: the browser's own question would ask twice
  window.location.assign(to.href);
}

// Back into this page from the browser's memory of it (bfcache): not leaving any more.
function onPageShow() {
  leaving = false;
}

/**
 * A form marked `data-stays-on-page` is answered in place (a server action that neither
 * redirects nor reloads: the users page's 無効にする): it leaves nothing behind, so it does not
 * ask, and typed text elsewhere on the page stays.
 */
function onSubmit(event: SubmitEvent) {
  const form = event.target;
  if (form instanceof HTMLFormElement && 'staysOnPage' in form.dataset) return;
  if (![...guards].some((guard) => guard.current.own.current === form)) stay(event);
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (unsavedQuestion() && !leaving) event.preventDefault();
}

function listen() {
  leaving = false;
  window.addEventListener('click', onClick, true);
  window.addEventListener('submit', onSubmit, true);
  window.addEventListener('beforeunload', onBeforeUnload);
  window.addEventListener('pageshow', onPageShow);
}

function stopListening() {
  window.removeEventListener('pageshow', onPageShow);
  window.removeEventListener('click', onClick, true);
  window.removeEventListener('submit', onSubmit, true);
  window.removeEventListener('beforeunload', onBeforeUnload);
}

/**
 * Asks before the page is left while `unsaved()` says work would be lost. Closing the tab,
 * reloading or typing an address get the browser's own question (beforeunload); the console's
 * links and forms (its menu, the language switch, sign-out) navigate inside the app, where
 * beforeunload never fires, so a click on any link, or a submit of any form but a guarded one
 * (`own`), asks `question` first. Listening on window in the capture phase runs before React's
 * handlers, so "stay" stops Next's navigation before it starts.
 *
 * A link followed from here loads its page as a document rather than through Next's router. The
 * browser's Back then loads this page again from the server; through the router it would be
 * restored from Next's client cache with the props it was first rendered with: the article as
 * it was when opened (the next save refused as someone else's conflict), or for a new article
 * the empty form again at its new address (docs/product.md#the-article-screen). Console forms
 * use it through useUnsavedGuard (docs/product.md#leaving-a-console-form).
 */
export function useLeaveGuard(
  unsaved: () => boolean,
  question: string,
  own: RefObject<HTMLFormElement | null>,
): void {
  const guard = useRef<Guard>({ unsaved, question, own });
  guard.current = { unsaved, question, own };
  useEffect(() => {
    guards.add(guard);
    if (guards.size === 1) listen();
    return () => {
      guards.delete(guard);
      if (guards.size === 0) stopListening();
    };
  }, []);
}
