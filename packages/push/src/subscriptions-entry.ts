// The web app's side of push: who may register and where registrations are kept (no sender here,
// so web-push stays out of the app's bundle).
export {
  BROWSER_PUSH_HOSTS,
  isAllowedPushEndpoint,
  PushRegistrationSchema,
  PushUnregistrationSchema,
} from './registration';
export {
  type PushSubscriptionInput,
  pushSubscriptionsRepository,
  type StoredPushSubscription,
} from './subscriptions';
export {
  extraPushEndpointHosts,
  generateVapidKeys,
  VAPID_KEY_FILE,
  type VapidKeys,
  vapidKeys,
} from './vapid';
