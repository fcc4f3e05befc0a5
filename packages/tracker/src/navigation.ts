/**
 * Calls `onChange` when the page's path or query changes without a document load — the App
 * Router's client-side navigations (pushState/replaceState) and back/forward (popstate). Hash
 * changes and state-only replaceState calls (scroll restoration) are not new pages.
 */
export function onPageChange(win: Window, onChange: () => void): void {
  const key = () => win.location.pathname + win.location.search;
  let last = key();
  const check = () => {
    const now = key();
    if (now === last) return;
    last = now;
    onChange();
  };
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = win.history[method];
    win.history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      try {
        check();
      } catch {
        // Analytics never breaks navigation.
      }
      return result;
    };
  }
  win.addEventListener('popstate', check);
}
