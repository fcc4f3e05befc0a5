import { describe, expect, it } from 'vitest';
import { contactInputFrom, primaryError, validateContact } from './contact-schema';
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
    const v = validateContact({ ...good, email: ' taro@example.jp ', subject: 'レビュー\r\nBcc: x@y.z', website: '' });
    expect(v).toEqual({ ok: true, data: { ...good, subject: 'レビュー Bcc: x@y.z', website: '' } });
  });

  it('asks for every field marked * that is missing or blank', () => {
    const v = validateContact({ reason: '', email: '  ', message: good.message });
    expect(v).toEqual({ ok: false, bot: false, errors: { reason: 'required', email: 'required', name: 'required', subject: 'required' } });
  });

  it('refuses a malformed address and a message under 20 characters', () => {
    const v = validateContact({ ...good, email: 'taro@', message: '短すぎるメッセージです' });
    expect(v).toEqual({ ok: false, bot: false, errors: { email: 'invalidEmail', message: 'messageTooShort' } });
    // 20 characters is enough, spaces around it do not count.
    expect(validateContact({ ...good, message: `  ${'あ'.repeat(20)}  ` }).ok).toBe(true);
    expect(validateContact({ ...good, message: 'あ'.repeat(19) }).ok).toBe(false);
  });

  it('refuses a reason the form does not offer, and over-long fields', () => {
    expect(validateContact({ ...good, reason: 'other', name: 'x'.repeat(101) })).toEqual({ ok: false, bot: false, errors: { reason: 'required', name: 'tooLong' } });
  });

  it('recognises a bot by its filled honeypot, whatever else it sent', () => {
    expect(validateContact({ ...good, website: 'http://spam.example' })).toEqual({ ok: false, bot: true });
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
    expect(primaryError({ message: 'messageTooShort', email: 'invalidEmail' })).toBe('invalidEmail');
  });
});

describe('the contact messages', () => {
  it('are the spec texts in English', () => {
    expect(contactErrorText('invalidEmail', 'en')).toBe('Enter a valid email format');
    expect(contactErrorText('required', 'en')).toBe('Fill in all fields marked *');
    expect(contactErrorText('messageTooShort', 'en')).toBe('The message must be at least 20 characters');
    expect(contactErrorText('network', 'en')).toBe('Network error, try again later');
  });

  it('are their Japanese translations on the Japanese site', () => {
    expect(contactErrorText('invalidEmail', 'ja')).toBe('正しいメールアドレスの形式で入力してください');
    expect(contactErrorText('required', 'ja')).toBe('* の付いた項目をすべて入力してください');
    expect(contactErrorText('messageTooShort', 'ja')).toBe('メッセージは20文字以上で入力してください');
    expect(contactErrorText('network', 'ja')).toBe('ネットワークエラーです。しばらくしてからもう一度お試しください');
  });
});
