import type { PushMessage } from './message';
import type { SendReport } from './send';
import type { PushSendsRepository } from './sends';

export type Sender = (message: PushMessage, language: string | undefined) => Promise<SendReport>;

/**
 * Sends one composed push if this caller wins its claim; the outcome (counts, or the error) is
 * stored either way. Returns whether this caller sent it.
 */
export async function runSend(sends: PushSendsRepository, id: number, send: Sender) {
  if (!(await sends.claim(id))) return false;
  const row = await sends.get(id);
  if (!row) return false;
  try {
    const report = await send(
      { title: row.title, body: row.body, url: row.url },
      row.audience || undefined,
    );
    await sends.finish(id, report);
  } catch (err) {
    await sends.finish(id, { error: err instanceof Error ? err.message : String(err) });
  }
  return true;
}

/** Every due scheduled send, each claimed by exactly one of the instances that run this. */
export async function runDueSends(sends: PushSendsRepository, send: Sender, now = new Date()) {
  let sent = 0;
  for (const id of await sends.due(now)) if (await runSend(sends, id, send)) sent++;
  return sent;
}

/**
 * Checks for due sends every `everyMs` (each web worker runs one; the claim makes that safe).
 * Failures are logged and retried at the next tick; never thrown.
 */
export function startPushScheduler(
  sends: () => Promise<PushSendsRepository>,
  send: Sender,
  log: { warn(obj: object, msg: string): void },
  everyMs = 15_000,
) {
  const tick = async () => {
    try {
      await runDueSends(await sends(), send);
    } catch (err) {
      log.warn({ err }, 'scheduled push check failed; retrying');
    }
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
