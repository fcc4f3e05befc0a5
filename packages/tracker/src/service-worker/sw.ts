/// <reference lib="webworker" />
// The web-push service worker, served at /webpush/sw.js (built by packages/tracker/build.mjs).
import { cacheStorageMemory } from '../push/service';
import {
  openFromNotification,
  readPushMessage,
  resubscribe,
  showPush,
  type WorkerScope,
} from './handlers';

declare const self: ServiceWorkerGlobalScope;

/** Shown when a push carries no readable message. */
const SITE_NAME = 'Tsuzuri';

type SubscriptionChangeEvent = ExtendableEvent & {
  oldSubscription?: PushSubscription | null;
  newSubscription?: PushSubscription | null;
};

// A new version takes over at once: the worker keeps no state that an old page relies on.
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(self as WorkerScope, readPushMessage(event.data?.text(), SITE_NAME)));
});

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(openFromNotification(self as WorkerScope, event.notification));
});

self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as SubscriptionChangeEvent;
  change.waitUntil(resubscribe(self as WorkerScope, change, cacheStorageMemory));
});
