import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Phrases } from './Phrases';

const html = (text: string) => renderToStaticMarkup(<Phrases text={text} />);

describe('Phrases', () => {
  it('puts a break opportunity between the phrases of a Japanese text, nowhere inside one', () => {
    expect(html('このページは見つかりませんでした')).toBe(
      'この<wbr/>ページは<wbr/>見つかりませんでした',
    );
    expect(html('チャプターの注意点')).toBe('チャプターの<wbr/>注意点');
  });

  it('leaves a text without Japanese as it is', () => {
    expect(html('How to rip a DVD')).toBe('How to rip a DVD');
  });

  it('escapes what it is given, markup included', () => {
    expect(html('<img src=x onerror=alert(1)>の注意点')).not.toContain('<img');
  });
});
