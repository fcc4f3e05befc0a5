import { describe, expect, it } from 'vitest';
import en from '@messages/en.comments.json';
import ja from '@messages/ja.comments.json';
import {
  apiMessageLocale,
  commentErrorText,
  commentThanksText,
  firstCommentError,
} from './messages';

describe('comment messages', () => {
  it('are the four texts of docs/product.md#comment-form, word for word, in English', () => {
    expect(commentErrorText('en', 'failed')).toBe('Submission failed');
    expect(commentErrorText('en', 'invalidEmail')).toBe('Error: enter a valid email address');
    expect(commentErrorText('en', 'invalidBody')).toBe('Error: enter valid comment content');
    expect(commentErrorText('en', 'invalidName')).toBe('Error: enter a valid name');
  });

  it('exist in Japanese for every English text, and the reply promises review within 48 hours', () => {
    const keys = (o: object): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' ? keys(v).map((s) => `${k}.${s}`) : [k],
      );
    expect(keys(ja).sort()).toEqual(keys(en).sort());
    expect(commentErrorText('ja', 'invalidEmail')).toBe(
      'エラー：有効なメールアドレスを入力してください',
    );
    expect(commentThanksText('ja')).toContain('48時間');
    expect(commentThanksText('en')).toContain('48 hours');
  });

  it('report the first invalid field in form order', () => {
    expect(firstCommentError({ body: 'invalidBody', email: 'invalidEmail' })).toBe('invalidEmail');
    expect(firstCommentError({})).toBe('failed');
  });

  it('speak ?lang= first, then Accept-Language, then the comment locale, then the default', () => {
    const url = (q = '') => new URL(`http://x/api/comments${q}`);
    expect(apiMessageLocale(url('?lang=en'), 'ja,en;q=0.5', 'ja', 'ja')).toBe('en');
    expect(apiMessageLocale(url(), 'en-US,en;q=0.9', 'ja', 'ja')).toBe('en');
    expect(apiMessageLocale(url(), 'fr-FR,ja;q=0.8', 'en', 'ja')).toBe('ja');
    expect(apiMessageLocale(url(), null, 'en', 'ja')).toBe('en');
    expect(apiMessageLocale(url('?lang=xx'), 'de', 42, 'ja')).toBe('ja');
  });

  it('never answer in a language the visitor refused (q=0), and follow the weights', () => {
    const url = new URL('http://x/api/comments');
    expect(apiMessageLocale(url, 'en;q=0, fr', 'ja', 'ja')).toBe('ja');
    expect(apiMessageLocale(url, 'ja;q=0.2, en;q=0.9', 'ja', 'ja')).toBe('en');
  });
});
