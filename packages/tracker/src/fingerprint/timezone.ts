import { idleStep } from '../idle';
import { TIME_ZONE_WORKER_SRC } from '../protocol';

export { TIME_ZONE_WORKER_SRC };
/** A worker that has not answered by then is given up on, and this thread asks instead. */
export const TIME_ZONE_WORKER_WAIT_MS = 3000;

/** The IANA time zone name, e.g. `Asia/Tokyo`. */
export const timeZoneHere = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The time zone component. The first use of Intl on a page loads its locale data: ~40 ms of main
 * thread on a phone, 100–150 ms at Lighthouse's 4× CPU slowdown — longer than any other part of
 * the fingerprint. So a worker asks Intl and the page only reads its answer; where no worker
 * starts (blocked, failed, too slow), one idle step asks here. Both give the same name.
 */
export async function timeZone(win: Window): Promise<string> {
  return (await askWorker(win)) ?? idleStep(win, timeZoneHere);
}

function askWorker(win: Window): Promise<string | undefined> {
  const { Worker } = win as Window & typeof globalThis;
  if (typeof Worker !== 'function') return Promise.resolve(undefined);
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const done = (zone?: string) => {
      clearTimeout(timer);
      worker?.terminate();
      resolve(zone);
    };
    const timer = setTimeout(done, TIME_ZONE_WORKER_WAIT_MS);
    try {
      worker = new Worker(TIME_ZONE_WORKER_SRC);
      worker.onmessage = (event) => done(typeof event.data === 'string' ? event.data : undefined);
      worker.onerror = () => done();
    } catch {
      done();
    }
  });
}
