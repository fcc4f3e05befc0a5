import { runSend, type Sender } from './scheduled';
import type { PushCompose } from './push-compose';
import type { PushSend, PushSendsRepository } from './sends';

/**
 * What composing a push did: stored and sent now, stored for its time, the same push composed
 * moments ago answered again (nothing new stored), or refused because nobody would get it.
 */
export type ComposeOutcome =
  | { kind: 'sent' | 'scheduled'; send: PushSend }
  | { kind: 'repeated'; send: PushSend }
  | { kind: 'no-subscribers' };

/**
 * The console's compose, in the order that keeps subscribers from being notified twice or for
 * nothing: a push for now that no subscribed browser of its audience would receive is refused
 * before anything is stored (a later one may still find readers by its time); the same push
 * composed moments ago is answered as it stands (createOnce); otherwise it is stored first, then
 * a push for now is sent in this call (claimed, so the scheduler cannot send it again).
 */
export async function composePush(
  deps: {
    sends: PushSendsRepository;
    /** Subscribed browsers of an audience ('' = everyone). */
    reach: (audience: string) => Promise<number>;
    send: Sender;
  },
  input: PushCompose,
  by: string,
  now = new Date(),
): Promise<ComposeOutcome> {
  const later = Boolean(input.sendAt && Date.parse(input.sendAt) > now.getTime());
  if (!later && (await deps.reach(input.audience)) === 0) return { kind: 'no-subscribers' };
  const { send, repeated } = await deps.sends.createOnce(input, by, now);
  if (repeated) return { kind: 'repeated', send };
  if (!later) await runSend(deps.sends, send.id, deps.send);
  return { kind: later ? 'scheduled' : 'sent', send: (await deps.sends.get(send.id)) ?? send };
}
