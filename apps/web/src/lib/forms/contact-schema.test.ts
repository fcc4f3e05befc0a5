import { describe, expect, it } from 'vitest';
import { contactInputFrom, primaryError } from './contact-fields';
import { validateContact } from './contact-schema';
import { contactErrorText } from './contact-texts';

const good = {
  reason: 'review',
  email: 'taro@example.jp',
  name: '山田 太郎',
  subject: 'レビューのお願い',
  message: '新しい動画変換ソフトのレビュー記事をお願いできますでしょうか。',
};

describe('the contact schema', () => {
  it('accepts a complete message, trimmed, with name and subject on one line', () => {
    const v = validateContact({
      ...good,
      email: ' taro@example.jp ',
      subject: 'レビュー\r\nBcc: x@y.z',
      website: '',
    });
    expect(v).toEqual({ ok: true, data: { ...good, subject: 'レビュー Bcc: x@y.z', website: '' } });
  });

  it('takes an address typed with a full-width ＠ as the address it is', () => {
    const v = validateContact({ ...good, email: 'taro＠ｅｘａｍｐｌｅ．jp' });
    expect(v).toMatchObject({ ok: true, data: { email: 'taro@example.jp' } });
  });

  it('asks for every field marked * that is missing or blank', () => {
    const v = validateContact({ reason: '', email: '  ', message: good.message });
    expect(v).toEqual({
      ok: false,
      bot: false,
      errors: { reason: 'required', email: 'required', name: 'required', subject: 'required' },
    });
  });

  it('refuses NUL, lone surrogates, bidi overrides and terminal controls in name and subject, with its own message', () => {
    for (const bad of [
      '太郎\u0000',
      '太郎\ud800',
      'Eve\u202egnp.exe',
      'Eve\u2067x\u2069',
      'x\u001b]0;t\u0007',
      'x\u009b31m',
    ]) {
      expect(validateContact({ ...good, name: bad, subject: bad }), JSON.stringify(bad)).toEqual({
        ok: false,
        bot: false,
        errors: { name: 'invalidCharacters', subject: 'invalidCharacters' },
      });
    }
    expect(validateContact({ ...good, message: `${good.message}\u0000` })).toEqual({
      ok: false,
      bot: false,
      errors: { message: 'invalidCharacters' },
    });
    expect(validateContact({ ...good, email: 'eve\u202e@example.jp' })).toMatchObject({
      errors: { email: 'invalidEmail' },
    });
    expect(contactErrorText('invalidCharacters', 'ja')).toBe(
      '使用できない文字（制御文字など）が含まれています',
    );
    expect(contactErrorText('invalidCharacters', 'en')).toBe(
      'This contains characters that cannot be used (control characters)',
    );
    expect(validateContact({ ...good, name: 'محمد 👍' }).ok).toBe(true);
  });

  it('refuses a malformed address and a message under 20 characters', () => {
    const v = validateContact({ ...good, email: 'taro@', message: '短すぎるメッセージです' });
    expect(v).toEqual({
      ok: false,
      bot: false,
      errors: { email: 'invalidEmail', message: 'messageTooShort' },
    });
    // 20 characters is enough, spaces around it do not count.
    expect(validateContact({ ...good, message: `  ${'あ'.repeat(20)}  ` }).ok).toBe(true);
    expect(validateContact({ ...good, message: 'あ'.repeat(19) }).ok).toBe(false);
  });

  it('refuses a reason the form does not offer, and over-long fields', () => {
    expect(validateContact({ ...good, reason: 'other', name: 'x'.repeat(101) })).toEqual({
      ok: false,
      bot: false,
      errors: { reason: 'required', name: 'tooLong' },
    });
  });

  it('recognises a bot by its filled honeypot, whatever else it sent', () => {
    expect(validateContact({ ...good, website: 'http://spam.example' })).toEqual({
      ok: false,
      bot: true,
    });
    expect(validateContact({ website: 'x' })).toEqual({ ok: false, bot: true });
  });

  it('reads the fields of a submitted form', () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(good)) form.set(k, v);
    form.set('website', '');
    form.set('$ACTION_ID_abc', '');
    expect(validateContact(contactInputFrom(form)).ok).toBe(true);
  });

  it('reports missing fields first in a one-line answer', () => {
    expect(primaryError({ email: 'invalidEmail', name: 'required' })).toBe('required');
    expect(primaryError({ message: 'messageTooShort', email: 'invalidEmail' })).toBe(
      'invalidEmail',
    );
  });
});

describe('the contact messages', () => {
  it('are the texts of docs/product.md#contact-form in English', () => {
    expect(contactErrorText('invalidEmail', 'en')).toBe('Enter a valid email format');
    expect(contactErrorText('required', 'en')).toBe('Fill in all fields marked *');
    expect(contactErrorText('messageTooShort', 'en')).toBe(
      'The message must be at least 20 characters',
    );
    expect(contactErrorText('network', 'en')).toBe('Network error, try again later');
  });

  it('are their Japanese translations on the Japanese site', () => {
    expect(contactErrorText('invalidEmail', 'ja')).toBe(
      '正しいメールアドレスの形式で入力してください',
    );
    expect(contactErrorText('required', 'ja')).toBe('* の付いた項目をすべて入力してください');
    expect(contactErrorText('messageTooShort', 'ja')).toBe(
      'メッセージは20文字以上で入力してください',
    );
    expect(contactErrorText('network', 'ja')).toBe(
      'ネットワークエラーです。しばらくしてからもう一度お試しください',
    );
  });
});
