import { describe, expect, it } from 'vitest';
import { refusalText } from './refusal-text';

const answer = (body: string, type: string, status = 400) =>
  new Response(body, { status, headers: { 'content-type': type } });

describe('a refused upload, in words', () => {
  it("says the guard's plain sentence (signed out, no permission) as it is", async () => {
    const said = 'ログインが切れています。ログインしてから、もう一度送信してください。';
    expect(await refusalText(answer(said, 'text/plain; charset=utf-8', 401), 'ja')).toBe(said);
  });

  it("says the media API's own refusal in the console's language", async () => {
    const body = JSON.stringify({ error: { ja: '画像が大きすぎます。', en: 'Too large.' } });
    expect(await refusalText(answer(body, 'application/json'), 'ja')).toBe('画像が大きすぎます。');
    expect(await refusalText(answer(body, 'application/json'), 'en')).toBe('Too large.');
  });

  it('says nothing of an answer that is neither (a proxy error page): the form names the status', async () => {
    expect(await refusalText(answer('<html>502</html>', 'text/html', 502), 'ja')).toBeNull();
    expect(await refusalText(answer('{"error":"x"}', 'application/json'), 'ja')).toBeNull();
    expect(await refusalText(answer('', 'text/plain', 401), 'ja')).toBeNull();
  });
});
