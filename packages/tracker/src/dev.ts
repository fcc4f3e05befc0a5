const STORAGE_KEY = 'tsuzuri_tracker_dev';

/**
 * Dev mode (docs/product.md#fingerprint): `#dev=1` in the URL switches it on and it is remembered in localStorage
 * (`#dev=0` switches it off). In dev mode every event is also logged to the console.
 */
export function isDevMode(win: Window): boolean {
  try {
    const switched = /(?:^#|&)dev=([01])(?:&|$)/.exec(win.location.hash)?.[1];
    if (switched === '1') win.localStorage.setItem(STORAGE_KEY, '1');
    if (switched === '0') win.localStorage.removeItem(STORAGE_KEY);
    return win.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false; // storage blocked (privacy mode): no dev mode
  }
}
