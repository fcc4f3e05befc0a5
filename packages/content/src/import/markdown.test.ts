import { describe, expect, it } from 'vitest';
import { renderArticleHtml } from '../html';
import { markdownToHtml } from './markdown';

// Ruby as a reader sees it: the HTML the article page stores after the whole pipeline.
const rendered = (markdown: string) => {
  const out = renderArticleHtml(markdownToHtml(markdown));
  return { ...out, html: out.html.trim() };
};

describe('ruby in Markdown', () => {
  it('renders {base|reading} as ruby with fallback parentheses, kept by the sanitiser', () => {
    expect(rendered('{漢字|かんじ}を読む').html).toBe(
      '<p><ruby>漢字<rp>(</rp><rt>かんじ</rt><rp>)</rp></ruby>を読む</p>',
    );
  });

  it('works inside emphasis, links, headings and lists', () => {
    expect(rendered('**{刻印|こくいん}**').html).toContain(
      '<strong><ruby>刻印<rp>(</rp><rt>こくいん</rt><rp>)</rp></ruby></strong>',
    );
    expect(rendered('- {黴|かび}の対策').html).toContain('<li><ruby>黴<rp>');
  });

  it('shows markup inside base or reading as text, never as an element', () => {
    const { html } = rendered('{<img src=x onerror=alert(1)>|x} と {x|<b>y</b>}');
    expect(html).toContain('<ruby>&lt;img src=x onerror=alert(1)&gt;<rp>');
    expect(html).toContain('<rt>&lt;b&gt;y&lt;/b&gt;</rt>');
    expect(html).not.toMatch(/<img|<b>/);
  });

  it('leaves braces that are not ruby as written: unclosed, nested, empty parts, no bar', () => {
    expect(rendered('{漢字|かんじ').html).toBe('<p>{漢字|かんじ</p>');
    expect(rendered('{{漢字|かんじ}|x}').html).toBe(
      '<p>{<ruby>漢字<rp>(</rp><rt>かんじ</rt><rp>)</rp></ruby>|x}</p>',
    );
    expect(rendered('{|かんじ} {漢字|} {漢字}').html).toBe('<p>{|かんじ} {漢字|} {漢字}</p>');
    expect(rendered('`{漢字|かんじ}`').html).toBe('<p><code>{漢字|かんじ}</code></p>');
  });

  it('leaves the reading out of the article text: search and descriptions see the base only', () => {
    expect(rendered('{本気|マジ}で{焼|や}き付ける').text).toBe('本気で焼き付ける');
  });

  it('names a heading with ruby by its base text in the table of contents and its id', () => {
    const { toc, html } = rendered('## {黴|かび}を防ぐ保管');
    expect(toc).toEqual([{ id: '黴を防ぐ保管', text: '黴を防ぐ保管', depth: 2 }]);
    expect(html).toContain('<h2 id="黴を防ぐ保管">');
  });
});
