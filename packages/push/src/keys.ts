import { siteConfig } from '@tsuzuri/config';
import { vapidKeys } from './vapid';
import { pushEnv } from './env';

export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/** What pushes are signed with: the site's VAPID pair and a contact for the push services. */
export function vapidDetails(): VapidDetails {
  const keys = vapidKeys();
  if (!keys) {
    throw new Error(
      'web push is off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (keys are generated only on the SQLite default), and WEB_PUSH must not be off',
    );
  }
  return {
    subject: pushEnv().VAPID_SUBJECT ?? `mailto:${siteConfig().contactEmail}`,
    publicKey: keys.publicKey,
    privateKey: keys.privateKey,
  };
}
