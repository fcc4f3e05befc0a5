import type { PushMessage } from '../protocol';
import { base64urlToBytes } from '../push/base64url';
import { buildRegistration } from '../push/registration';
import { type RegistrationMemory, register, unregister } from '../push/service';

/** The parts of the worker's global scope the handlers use (tests pass a stand-in). */
export type WorkerScope = {
  registration: Pick<ServiceWorkerRegistration, 'showNotification' | 'pushManager'>;
  clients: Pick<Clients, 'matchAll' | 'openWindow'>;
  location: { origin: string };
  navigator: { userAgent: string };
};

/** The payload our sender encrypts (packages/push); anything unreadable still shows the site. */
export function readPushMessage(text: string | undefined, siteName: string): PushMessage {
  try {
    const message = JSON.parse(text ?? '') as Partial<PushMessage>;
    if (typeof message.title === 'string' && message.title) {
      return {
        title: message.title,
        body: typeof message.body === 'string' ? message.body : '',
        url: typeof message.url === 'string' ? message.url : '/',
        icon: message.icon,
      };
    }
  } catch {}
  // Chrome shows a generic "site updated" notice when a push shows nothing; ours is clearer.
  return { title: siteName, body: text ?? '', url: '/' };
}

/** push: show the notification (the event is kept alive by waitUntil until it is shown). */
export function showPush(scope: WorkerScope, message: PushMessage): Promise<void> {
  return scope.registration.showNotification(message.title, {
    body: message.body,
    icon: message.icon,
    data: { url: message.url },
  });
}

/** notificationclick: focus a tab already showing the page, else open it. */
export async function openFromNotification(
  scope: WorkerScope,
  notification: Pick<Notification, 'close' | 'data'>,
): Promise<void> {
  notification.close();
  const target = new URL(
    typeof notification.data?.url === 'string' ? notification.data.url : '/',
    scope.location.origin,
  ).href;
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === target) as WindowClient | undefined;
  if (open) await open.focus();
  else await scope.clients.openWindow(target);
}

/**
 * pushsubscriptionchange: the browser replaced (or dropped) the subscription. Subscribe again
 * with the same key, register the new endpoint and unregister the old one, from what the page
 * remembered at its last successful registration. Silent on failure: the next visit re-registers.
 */
export async function resubscribe(
  scope: WorkerScope,
  change: { oldSubscription?: PushSubscription | null; newSubscription?: PushSubscription | null },
  memory: RegistrationMemory,
  now = new Date(),
): Promise<boolean> {
  const remembered = await memory.read();
  if (!remembered) return false;
  try {
    const fresh =
      change.newSubscription ??
      (await scope.registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64urlToBytes(remembered.publicKey),
      }));
    const facts = {
      language: remembered.language,
      userAgent: scope.navigator.userAgent,
      appId: remembered.appId,
      now,
    };
    const registered = await register(
      remembered.serviceUrl,
      buildRegistration(fresh.toJSON(), facts),
    );
    const old = change.oldSubscription?.endpoint;
    if (old && old !== fresh.endpoint) await unregister(remembered.serviceUrl, old);
    return registered;
  } catch {
    return false;
  }
}
