import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { browserSafeHtml } from './browser-safe';
import { TABLE_ELEMENTS } from './elements';
import { renderArticleHtml } from './index';
import { articleSchema } from './schema';

type Node = { tagName?: string; attrs?: { name: string; value: string }[]; childNodes?: Node[] };

/** The attributes of every <img> a browser builds from `html`, with scripting on or off. */
function imagesSeenByBrowser(html: string, scriptingEnabled: boolean): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.tagName === 'img')
        found.push(Object.fromEntries((node.attrs ?? []).map((a) => [a.name, a.value])));
      walk(node.childNodes ?? []);
    }
  };
  walk(parseFragment(html, { scriptingEnabled }).childNodes as Node[]);
  return found;
}

describe('the browser-safe last step', () => {
  it('keeps an alt holding </noscript> as the words the author wrote, in the image and its fallback', () => {
    const alt = '</noscript><img src=x onerror=alert(1)>';
    const { html } = renderArticleHtml(`<img src="/a.png" alt="${alt}">`);
    // Scripting on (readers): the fallback is text, so one image; off (crawlers): two.
    const on = imagesSeenByBrowser(html, true);
    const off = imagesSeenByBrowser(html, false);
    expect(on).toHaveLength(1);
    expect(off).toHaveLength(2);
    for (const attrs of [...on, ...off]) {
      expect(attrs.alt).toBe(alt);
      expect(Object.keys(attrs)).not.toContain('onerror');
    }
  });

  it('removes what only appears after a re-parse: the old breakout, comments, foreign content', () => {
    const breakout =
      '<noscript><img src="/a.png" alt="</noscript><img src=x onerror=alert(1)>"></noscript>';
    expect(browserSafeHtml(breakout)).toBe(
      '<noscript><img src="/a.png" alt="&lt;/noscript&gt;&lt;img src=x onerror=alert(1)&gt;"></noscript>',
    );
    expect(browserSafeHtml('<p>a<!-- x -->b</p><svg><style>x</style></svg><math></math>')).toBe(
      '<p>ab</p>',
    );
    expect(browserSafeHtml('<a href="jav&#x09;ascript:alert(1)" title="t">x</a>')).toBe(
      '<a title="t">x</a>',
    );
    expect(browserSafeHtml('<div style="background:url(x)">x</div><input type="image">')).toBe(
      '<div>x</div>',
    );
  });

  it('returns markup that parses back to itself', () => {
    const { html } = renderArticleHtml(
      '<p><iframe src="https://www.youtube.com/embed/abcdefghijk"></iframe>後</p>',
    );
    expect(browserSafeHtml(html)).toBe(html);
  });

  it('lets through every element the sanitizer schema allows authors (the two lists agree)', () => {
    const inline = new Set([
      'a',
      'b',
      'code',
      'em',
      'i',
      'kbd',
      'q',
      's',
      'samp',
      'span',
      'strike',
      'strong',
      'sub',
      'sup',
      'tt',
      'var',
      'del',
      'ins',
    ]);
    for (const tag of articleSchema.tagNames ?? []) {
      if (['iframe', 'img', 'input', 'br', 'hr', 'rp', 'rt'].includes(tag)) continue; // replaced, void, or need ruby
      if ([...TABLE_ELEMENTS, 'dd', 'dt', 'li', 'summary', 'figcaption'].includes(tag)) continue; // need a parent
      const html = inline.has(tag) ? `<p><${tag}>x</${tag}></p>` : `<${tag}>x</${tag}>`;
      expect(renderArticleHtml(html).html, tag).toMatch(new RegExp(`<${tag}( id="x")?>x</${tag}>`));
    }
    expect(renderArticleHtml('<table><tr><td>x</td></tr></table>').html).toContain('<td>x</td>');
    expect(renderArticleHtml('<ruby>漢<rp>(</rp><rt>かん</rt><rp>)</rp></ruby>').html).toContain(
      '<rt>かん</rt>',
    );
    expect(
      renderArticleHtml('<ul><li><input type="checkbox" disabled> x</li></ul>').html,
    ).toContain('<input type="checkbox" disabled="">');
  });
});
