import { describe, expect, it } from 'vitest';
import { commentErrors, commentInputFromForm } from './comment-fields';
import { CommentInputSchema } from './comment-schema';

const valid = {
  name: '山田太郎',
  email: 'taro@example.jp',
  body: 'とても参考になりました。',
  slug: 'some-article',
  locale: 'ja',
};
const errorsOf = (input: Record<string, unknown>) => {
  const r = CommentInputSchema.safeParse(input);
  return r.success ? {} : commentErrors(r.error);
};

describe('the comment form schema (browser and server)', () => {
  it('accepts a normal comment, trimming fields and normalising line breaks', () => {
    const r = CommentInputSchema.parse({
      ...valid,
      name: '  山田太郎 ',
      body: ' 一行目\r\n二行目 ',
    });
    expect(r).toMatchObject({ name: '山田太郎', body: '一行目\n二行目', website: '' });
  });

  it('takes an address typed with a full-width ＠ as the address it is', () => {
    expect(CommentInputSchema.parse({ ...valid, email: 'taro＠example.jp' }).email).toBe(
      'taro@example.jp',
    );
  });

  it('names each invalid field with the key of its message', () => {
    expect(errorsOf({ ...valid, name: '   ' })).toEqual({ name: 'invalidName' });
    expect(errorsOf({ ...valid, name: 'あ'.repeat(51) })).toEqual({ name: 'invalidName' });
    expect(errorsOf({ ...valid, name: 'cheap https://spam.example' })).toEqual({
      name: 'invalidName',
    });
    expect(errorsOf({ ...valid, email: 'taro@' })).toEqual({ email: 'invalidEmail' });
    expect(errorsOf({ ...valid, email: `${'a'.repeat(250)}@x.jp` })).toEqual({
      email: 'invalidEmail',
    });
    expect(errorsOf({ ...valid, body: ' \n ' })).toEqual({ body: 'invalidBody' });
    expect(errorsOf({ ...valid, body: 'あ'.repeat(2001) })).toEqual({ body: 'invalidBody' });
    expect(errorsOf({ name: '', email: '', body: '', slug: 'a', locale: 'ja' })).toEqual({
      name: 'invalidName',
      email: 'invalidEmail',
      body: 'invalidBody',
    });
    expect(errorsOf({ slug: 'a', locale: 'ja' })).toEqual({
      name: 'invalidName',
      email: 'invalidEmail',
      body: 'invalidBody',
    });
    expect(errorsOf({ ...valid, name: 42 })).toEqual({ name: 'invalidName' });
  });

  it('refuses a name with NUL, a lone surrogate, a bidi override or isolate, or a terminal control', () => {
    for (const name of [
      '太郎\u0000',
      '太郎\ud800',
      'Eve\u202egnp.exe',
      'Eve\u2066x\u2069',
      'Eve\u001b]0;t\u0007',
      'Eve\u009b31m',
    ]) {
      expect(errorsOf({ ...valid, name }), JSON.stringify(name)).toEqual({ name: 'invalidName' });
    }
    // Names in any script are fine, and so is an emoji (a surrogate pair, not a lone one).
    expect(errorsOf({ ...valid, name: 'محمد 👍' })).toEqual({});
  });

  it('refuses NUL and lone surrogates in the body and email, but keeps other text as written', () => {
    expect(errorsOf({ ...valid, body: 'ok\u0000' })).toEqual({ body: 'invalidBody' });
    expect(errorsOf({ ...valid, body: 'ok \udc00' })).toEqual({ body: 'invalidBody' });
    expect(errorsOf({ ...valid, email: 'eve\u202e@example.jp' })).toEqual({
      email: 'invalidEmail',
    });
    expect(errorsOf({ ...valid, email: 'eve\u001b@example.jp' })).toEqual({
      email: 'invalidEmail',
    });
    expect(errorsOf({ ...valid, body: 'עברית \u202bמשפט\u202c 😀' })).toEqual({});
  });

  it('gives the general message when the hidden fields were tampered with', () => {
    expect(errorsOf({ ...valid, slug: '' })).toEqual({ form: 'failed' });
    expect(errorsOf({ ...valid, locale: 'japanese' })).toEqual({ form: 'failed' });
  });

  it('lets a filled honeypot through validation (the bot must not learn it was caught)', () => {
    expect(CommentInputSchema.parse({ ...valid, website: 'http://bot.example' }).website).toBe(
      'http://bot.example',
    );
  });

  it('reads a posted form, whichever captcha named its answer field', () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(valid)) form.set(k, v);
    form.set('cf-turnstile-response', 'token-1');
    expect(commentInputFromForm(form)).toMatchObject({
      ...valid,
      website: '',
      captchaToken: 'token-1',
    });
    form.delete('cf-turnstile-response');
    form.set('g-recaptcha-response', 'token-2');
    expect(commentInputFromForm(form).captchaToken).toBe('token-2');
  });
});
