import { afterEach, describe, expect, it } from 'vitest';
import { decodeV2Report } from './decode';
import { formToPayload } from './v2-form';

// What a polluted Object.prototype would show: every plain object answering these.
const polluted = () => ({}) as Record<string, unknown>;
afterEach(() => {
  for (const key of ['x', 'polluted', 'event'])
    delete (Object.prototype as Record<string, unknown>)[key];
});

describe('prototype keys in the older form-encoded /v2/report', () => {
  const attacks = [
    '__proto__[x]=1',
    '__proto__[polluted]=1&event=page_view',
    'event=page_view&__proto__[]=1',
    'constructor[prototype]=1',
    'constructor[x]=1&event=page_view',
    'prototype[x]=1',
    '__proto__=%7B%22polluted%22%3A1%7D',
    'event=page_view&event_target=%7B%22__proto__%22%3A%7B%22polluted%22%3A1%7D%7D',
    'event=page_view&ab_try_list[]=%7B%22constructor%22%3A%7B%22prototype%22%3A%7B%22polluted%22%3A1%7D%7D%7D',
    'event=page_view&install[__proto__]=1',
    'event=page_view&install[constructor]=1',
  ];

  it.each(attacks)('refuses %s with a clear reason and leaves Object.prototype alone', (body) => {
    const decoded = decodeV2Report(Buffer.from(body));
    expect(decoded).toMatchObject({ ok: false, msg: expect.stringMatching(/not allowed/) });
    expect(polluted().x).toBeUndefined();
    expect(polluted().polluted).toBeUndefined();
    expect(polluted().event).toBeUndefined();
  });

  it('builds objects without a prototype, so no key can reach one', () => {
    const form = formToPayload('event=click&install[app_id]=a&url=%2F');
    expect(form.ok && Object.getPrototypeOf(form.value)).toBeNull();
    expect(form.ok && Object.getPrototypeOf(form.value.install)).toBeNull();
  });

  it('still reads an honest form after refusing a poisoned one', () => {
    decodeV2Report(Buffer.from('__proto__[event]=page_view'));
    expect(decodeV2Report(Buffer.from('url=%2Fdvd'))).toEqual({
      ok: false,
      msg: 'event is required',
    });
    expect(decodeV2Report(Buffer.from('event=click&install[app_id]=a'))).toMatchObject({
      ok: true,
      payload: { event: 'click', install: { app_id: 'a' } },
    });
  });
});
