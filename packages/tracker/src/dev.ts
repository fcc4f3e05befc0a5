import type { CookieJar } from './cookies';

const STORAGE_KEY = 'tsuzuri_tracker_dev';

/**
 * Dev mode (docs/product.md#fingerprint): `#dev=1` in the URL switches it on and it is remembered in localStorage
 * (`#dev=0` switches it off). In dev mode every event is also logged to the console.
 *
 * The switch is also kept in the tracker_dev cookie, read from the jar's copy of the page's
 * cookies, and localStorage is opened only when that cookie says "on": the first touch of
 * localStorage on a page took 13–50 ms on the bench machine (the browser opens the origin's
 * storage), a long task at a phone's speed for every reader, while dev mode is for the few who
 * switch it on (docs/benchmarks.md, "The tracker's start in steps").
 */
export function isDevMode(win: Window, jar: CookieJar): boolean {
  try {
    const switched = /(?:^#|&)dev=([01])(?:&|$)/.exec(win.location.hash)?.[1];
    if (switched === '1') win.localStorage.setItem(STORAGE_KEY, '1');
    if (switched === '0') win.localStorage.removeItem(STORAGE_KEY);
    // Written when it changes, not with every event while the hash stays in the address.
    if (switched && jar.get('tracker_dev') !== switched) jar.set('tracker_dev', switched);
    if (jar.get('tracker_dev') !== '1') return false;
    return win.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false; // storage blocked (privacy mode): no dev mode
  }
}
