import { describe, expect, it } from 'vitest';
import { EMBED, renderArticleHtml, tocLabel } from './index';

const GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The click-to-play URL as a browser would read it from the attribute (&amp; decoded). */
function embedSrc(html: string): URL {
  const match = /data-embed-src="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error(`no embed in ${html}`);
  return new URL(match[1].replaceAll('&amp;', '&'));
}

describe('sanitizing', () => {
  it('removes scripts, styles, event handlers and javascript: URLs but keeps the words', () => {
    const { html } = renderArticleHtml(
      '<p style="color:red" onclick="steal()">安全な<a href="javascript:alert(1)">リンク</a></p>' +
        '<script>alert(1)</script><style>p{}</style><img src="/a.png" onerror="alert(2)">' +
        '<img src="javascript:alert(3)" alt="x">',
    );
    expect(html).not.toMatch(/<script|<style|style="color|onclick|onerror|javascript:|alert/);
    expect(html).toContain('安全な<a>リンク</a>');
    // The image whose only src was javascript: is gone rather than left as an empty box.
    expect(html.match(/class="lazy-img"/g)).toHaveLength(1);
  });

  it('keeps article structure: headings, lists, tables, quotes, code, figures', () => {
    const { html } = renderArticleHtml(
      '<ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引用</blockquote>' +
        '<pre><code class="language-sh">ffmpeg -i in.mp4</code></pre>' +
        '<figure><img src="/f.png" alt="図"><figcaption>図1</figcaption></figure>',
    );
    for (const tag of [
      '<ul>',
      '<ol>',
      '<blockquote>',
      '<pre><code class="language-sh">',
      '<figure>',
      '<figcaption>図1',
    ]) {
      expect(html).toContain(tag);
    }
  });

  it('drops iframes from hosts that are not on the video allow-list', () => {
    const { html } = renderArticleHtml(
      '<p>前</p><iframe src="https://evil.example/ad"></iframe><iframe src="/local"></iframe>' +
        '<iframe src="https://youtube.com.evil.example/embed/abcdefghijk"></iframe><p>後</p>',
    );
    expect(html).toBe('<p>前</p><p>後</p>');
  });

  it('does not prefix ids with user-content- and drops author ids that could clobber globals', () => {
    const { html } = renderArticleHtml(
      '<h2 id="custom">見出し</h2><div id="config" name="x">本文</div>',
    );
    expect(html).toBe('<h2 id="見出し">見出し</h2><div>本文</div>');
  });
});

describe('links', () => {
  it('opens external links in a new tab without opener, leaves internal and mailto links alone', () => {
    const { html } = renderArticleHtml(
      '<p><a href="https://example.com/x" target="_self">外部</a> <a href="//cdn.example/y">外部2</a> ' +
        '<a href="/ja/articles/dvd">内部</a> <a href="mailto:support@example.com">メール</a> ' +
        '<a href="irc://irc.example">irc</a></p>',
    );
    expect(html).toContain(
      '<a href="https://example.com/x" rel="noopener noreferrer" target="_blank">外部</a>',
    );
    expect(html).toContain(
      '<a href="//cdn.example/y" rel="noopener noreferrer" target="_blank">外部2</a>',
    );
    expect(html).toContain('<a href="/ja/articles/dvd">内部</a>');
    expect(html).toContain('<a href="mailto:support@example.com">メール</a>');
    expect(html).toContain('<a>irc</a>');
  });
});

describe('lazy images', () => {
  it('moves src to data-img with a placeholder, default 1280×720 held by aspect-ratio, and a noscript copy', () => {
    const { html, firstImage } = renderArticleHtml(
      '<p><img src="/images/demo/disc-dvd.svg" alt="DVDの画像"></p>',
    );
    expect(html).toBe(
      `<p><img data-img="/images/demo/disc-dvd.svg" src="${GIF}" alt="DVDの画像" width="1280" height="720" class="lazy-img" decoding="async" style="aspect-ratio:1280/720">` +
        '<noscript><img src="/images/demo/disc-dvd.svg" alt="DVDの画像" width="1280" height="720"></noscript></p>',
    );
    expect(firstImage).toBe('/images/demo/disc-dvd.svg');
  });

  it('keeps given dimensions, derives a missing one at 16:9 and gives alt="" when absent', () => {
    const { html } = renderArticleHtml(
      '<img src="https://cdn.example/a.png" width="640" height="480"><img src="/b.png" width="800">',
    );
    expect(html).toContain(
      `<img data-img="https://cdn.example/a.png" src="${GIF}" alt="" width="640" height="480" class="lazy-img"`,
    );
    expect(html).toContain(
      '<noscript><img src="https://cdn.example/a.png" alt="" width="640" height="480"></noscript>',
    );
    expect(html).toContain(
      `<img data-img="/b.png" src="${GIF}" alt="" width="800" height="450" class="lazy-img" decoding="async" style="aspect-ratio:800/450">`,
    );
  });

  it('reports the first image in document order, or null without images', () => {
    expect(renderArticleHtml('<p>x</p><img src="/1.png"><img src="/2.png">').firstImage).toBe(
      '/1.png',
    );
    expect(renderArticleHtml('<p>画像なし</p>').firstImage).toBeNull();
  });

  it('unwraps <picture> so srcset cannot load eagerly', () => {
    const { html } = renderArticleHtml(
      '<picture><source srcset="/a.webp"><img src="/a.png"></picture>',
    );
    expect(html).not.toContain('srcset');
    expect(html).toContain('data-img="/a.png"');
  });
});

describe('click-to-play embeds', () => {
  it('turns a YouTube iframe into a preview that autoplays, loops (with playlist) and is not muted', () => {
    const { html } = renderArticleHtml(
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=30" title="使い方動画" width="560" height="315"></iframe>',
    );
    const url = embedSrc(html);
    expect(url.origin + url.pathname).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      start: '30',
      autoplay: '1',
      loop: '1',
      playlist: 'dQw4w9WgXcQ',
    });
    expect(html).not.toContain('<iframe');
    expect(html).toContain('class="video-embed"');
    expect(html).toContain('data-embed-title="使い方動画"');
    expect(html).toContain(`style="max-width:${EMBED.width}px"`);
    expect(html).toContain(
      `<div class="video-embed__frame" style="padding-top:${EMBED.aspectRatioPercent}%">`,
    );
    expect(html).toContain(
      '<button type="button" class="video-embed__play" aria-label="使い方動画 を再生"></button>',
    );
    expect(html).toContain('<span class="video-embed__host">www.youtube.com</span>');
    expect(html).toContain('<noscript><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
  });

  it('adds muted=1 for Vimeo only, upgrading protocol-relative and http embeds to https', () => {
    const vimeo = embedSrc(
      renderArticleHtml('<iframe src="//player.vimeo.com/video/76979871?h=8272103f6e"></iframe>')
        .html,
    );
    expect(vimeo.href).toBe(
      'https://player.vimeo.com/video/76979871?h=8272103f6e&autoplay=1&loop=1&muted=1',
    );
    const nocookie = embedSrc(
      renderArticleHtml('<iframe src="http://www.youtube-nocookie.com/embed/abcdefghijk"></iframe>')
        .html,
    );
    expect(nocookie.href).toBe(
      'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&loop=1&playlist=abcdefghijk',
    );
    const daily = embedSrc(
      renderArticleHtml('<iframe src="https://www.dailymotion.com/embed/video/x8abc12"></iframe>')
        .html,
    );
    expect(daily.searchParams.get('autoplay')).toBe('1');
    expect(daily.searchParams.has('muted')).toBe(false);
  });

  it('falls back to a Japanese title, and the preview adds nothing to the article text', () => {
    const { html, text } = renderArticleHtml(
      '<p>本文</p><iframe src="https://player.vimeo.com/video/1">fallback text</iframe>',
    );
    expect(html).toContain('aria-label="動画 を再生"');
    expect(text).toBe('本文');
  });
});

describe('headings and table of contents', () => {
  it('derives Unicode ids (NFKC, lower case), dedupes with -2/-3 and lists h2/h3 in order', () => {
    const { html, toc } = renderArticleHtml(
      '<h2 id="old">DVDをコピーする前に</h2><h3>ＤＶＤ　リッピング の 手順</h3><h2>DVDをコピーする前に</h2>' +
        '<h3>What is 4K UHD?</h3><h2>DVDをコピーする前に</h2><h2>！？</h2><h4>対象外</h4>',
    );
    expect(toc).toEqual([
      { id: 'dvdをコピーする前に', text: 'DVDをコピーする前に', depth: 2 },
      { id: 'dvd-リッピング-の-手順', text: 'ＤＶＤ リッピング の 手順', depth: 3 },
      { id: 'dvdをコピーする前に-2', text: 'DVDをコピーする前に', depth: 2 },
      { id: 'what-is-4k-uhd', text: 'What is 4K UHD?', depth: 3 },
      { id: 'dvdをコピーする前に-3', text: 'DVDをコピーする前に', depth: 2 },
      { id: 'section-6', text: '！？', depth: 2 },
    ]);
    expect(html).toContain('<h2 id="dvdをコピーする前に">');
    expect(html).not.toContain('old');
    expect(html).toContain('<h4>対象外</h4>');
  });

  it('labels the table of contents per locale and falls back to English', () => {
    expect(tocLabel('ja')).toBe('目次');
    expect(tocLabel('en')).toBe('Contents');
    expect(tocLabel('ja-JP')).toBe('目次');
    expect(tocLabel('pt_BR')).toBe('Índice');
    expect(tocLabel('zh')).toBe('目录');
    expect(tocLabel('zh-Hant-TW')).toBe('目錄');
    for (const locale of ['ar', 'fr', 'de', 'it', 'es'])
      expect(tocLabel(locale)).not.toBe('Contents');
    expect(tocLabel('ko')).toBe('Contents');
    expect(tocLabel('')).toBe('Contents');
  });
});

describe('tables and text', () => {
  it('wraps each table in a horizontally scrolling container', () => {
    const { html } = renderArticleHtml(
      '<table><tr><th>形式</th></tr><tr><td>MP4</td></tr></table>',
    );
    expect(html).toMatch(/^<div class="table-scroll"><table>.*<\/table><\/div>$/);
  });

  it('gives plain text with whitespace collapsed and block boundaries kept apart', () => {
    const { text } = renderArticleHtml(
      '<h2>見出し</h2><p>DVD<br>コピー</p>\n\n<ul><li>一</li><li>二</li></ul><script>x()</script><p>  a   <b>b</b> </p>',
    );
    expect(text).toBe('見出し DVD コピー 一 二 a b');
  });
});
