import crypto from 'node:crypto';
import { pushRegistration } from '@tsuzuri/test-support/whole-site';
import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint, PushRegistrationSchema } from './registration';

const ecdh = crypto.createECDH('prime256v1');
ecdh.generateKeys();
// With real keys: the schema checks that a sender could encrypt for them.
const valid = pushRegistration({
  app_id: '',
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
  auth: crypto.randomBytes(16).toString('base64url'),
  pdhkey: ecdh.getPublicKey().toString('base64url'),
});

describe('the register body', () => {
  it("has exactly the register call's fields", () => {
    expect(Object.keys(PushRegistrationSchema.shape).sort()).toEqual(
      [
        'language',
        'diff_time',
        'device_model',
        'app_id',
        'endpoint',
        'auth',
        'pdhkey',
        'explorer',
        'explorer_version',
      ].sort(),
    );
    expect(PushRegistrationSchema.parse(valid)).toEqual(valid);
  });

  it('refuses keys a sender could not encrypt for and offsets no timezone has', () => {
    expect(PushRegistrationSchema.safeParse({ ...valid, pdhkey: valid.auth }).success).toBe(false);
    expect(PushRegistrationSchema.safeParse({ ...valid, auth: 'short' }).success).toBe(false);
    expect(PushRegistrationSchema.safeParse({ ...valid, diff_time: 15 * 3600 }).success).toBe(
      false,
    );
    expect(PushRegistrationSchema.safeParse({ ...valid, diff_time: '32400' }).success).toBe(false);
    expect(PushRegistrationSchema.safeParse({ ...valid, language: '' }).success).toBe(false);
  });
});

describe('push endpoints the sender may call', () => {
  it.each([
    // The browsers' push services, over https.
    ['https://fcm.googleapis.com/fcm/send/x', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/x', true],
    ['https://wns2-par02p.notify.windows.com/w/?token=x', true],
    ['https://web.push.apple.com/x', true],
    // Internal and look-alike addresses: the sender would POST there.
    ['http://fcm.googleapis.com/fcm/send/x', false],
    ['https://127.0.0.1:40010/reset', false],
    ['https://fcm.googleapis.com.evil.example/x', false],
    ['https://evilfcm.googleapis.com.example/x', false],
    ['https://user:pw@fcm.googleapis.com/x', false],
    ['not a url', false],
  ])("accept the browsers' push services over https, refuse the rest: %s → %s", (url, allowed) => {
    expect(isAllowedPushEndpoint(url)).toBe(allowed);
  });

  it("trust the operator's extra hosts, http included", () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:3329/push/1', ['127.0.0.1'])).toBe(true);
    expect(isAllowedPushEndpoint('http://localhost:3329/push/1', ['127.0.0.1'])).toBe(false);
  });
});
