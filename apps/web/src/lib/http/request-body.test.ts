import { describe, expect, it } from 'vitest';
import { readBodyForm, readBodyText } from './request-body';

const post = (contentType: string, body: BodyInit) =>
  new Request('http://127.0.0.1/api/x', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });

// 「テスト です」 in Shift_JIS, as a browser or curl url-encodes it.
const SJIS_TEST = '%83e%83X%83g+%82%C5%82%B7';

describe('a posted body in the charset it declares', () => {
  it('reads a Shift_JIS form as Japanese, not mojibake', async () => {
    const form = await readBodyForm(
      post(
        'application/x-www-form-urlencoded; charset=Shift_JIS',
        `name=${SJIS_TEST}&a%2Bb=1+%2B+1`,
      ),
    );
    expect(form?.get('name')).toBe('テスト です');
    expect(form?.get('a+b')).toBe('1 + 1');
  });

  it('reads the other Japanese encodings a legacy client sends', async () => {
    const euc = Buffer.from('7b226e616d65223a22a4a2a4a4227d', 'hex'); // {"name":"あい"}
    expect(await readBodyText(post('application/json; charset=EUC-JP', euc))).toBe(
      '{"name":"あい"}',
    );
    const form = await readBodyForm(
      post('application/x-www-form-urlencoded; charset="windows-31j"', 'name=%82%A0'),
    );
    expect(form?.get('name')).toBe('あ');
  });

  it('reads UTF-8, declared or not, as before', async () => {
    const form = await readBodyForm(
      post('application/x-www-form-urlencoded', new URLSearchParams({ name: '花子' }).toString()),
    );
    expect(form?.get('name')).toBe('花子');
    expect(await readBodyText(post('application/json; charset=utf-8', '{"a":"花"}'))).toBe(
      '{"a":"花"}',
    );
  });

  it('refuses a charset no decoder knows, and a multipart form that is not UTF-8, rather than guess', async () => {
    expect(await readBodyText(post('application/json; charset=x-klingon', '{}'))).toBeNull();
    expect(
      await readBodyForm(post('application/x-www-form-urlencoded; charset=x-klingon', 'a=1')),
    ).toBeNull();
    expect(
      await readBodyForm(post('multipart/form-data; boundary=b; charset=shift_jis', '--b--\r\n')),
    ).toBeNull();
  });
});
