import type { Element, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { h, stringProp, t } from './hast';

/** Click-to-play video embed, default width 860, aspect ratio 54.65 percent (docs/product.md#article-html). */
export const EMBED = { width: 860, aspectRatioPercent: 54.65 } as const;

/** The only iframes an article may carry; any other host is dropped (ads, trackers, phishing). */
export const VIDEO_HOSTS: readonly string[] = [
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'www.dailymotion.com',
];

const YOUTUBE = new Set(['www.youtube.com', 'www.youtube-nocookie.com']);
const FALLBACK_TITLE = '動画';

/** The iframe src as an https URL on an allow-listed host, or null. */
export function videoUrl(src: string | null): URL | null {
  if (!src) return null;
  let url: URL;
  try {
    // Protocol-relative embeds (//www.youtube.com/…) are common in pasted snippets.
    url = new URL(src, 'https://relative.invalid');
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!VIDEO_HOSTS.includes(url.hostname)) return null;
  url.protocol = 'https:'; // an http iframe is blocked as mixed content on our https pages
  return url;
}

function youTubeId(url: URL): string | null {
  const match = /^\/embed\/([\w-]{6,})\/?$/.exec(url.pathname);
  return match?.[1] && match[1] !== 'videoseries' ? match[1] : null;
}

/**
 * The URL the iframe gets once the reader clicks: that click is the consent to play, so it
 * autoplays, and loops (docs/product.md#article-html). Existing parameters (start time, captions) are kept.
 */
export function embedUrl(src: string): string | null {
  const url = videoUrl(src);
  if (!url) return null;
  url.searchParams.set('autoplay', '1');
  url.searchParams.set('loop', '1');
  // Vimeo only autoplays muted; YouTube has its own `mute` parameter and plays fine after a click.
  if (url.hostname === 'player.vimeo.com') url.searchParams.set('muted', '1');
  const id = YOUTUBE.has(url.hostname) ? youTubeId(url) : null;
  // YouTube ignores loop=1 for a single video unless the playlist names that same video.
  if (id && !url.searchParams.has('playlist')) url.searchParams.set('playlist', id);
  return url.toString();
}

/** The video's own page, for the no-JavaScript link (an embed URL alone shows a bare player). */
export function watchUrl(url: URL): string {
  const youTube = YOUTUBE.has(url.hostname) ? youTubeId(url) : null;
  if (youTube) return `https://www.youtube.com/watch?v=${youTube}`;
  const vimeo = /^\/video\/(\d+)/.exec(url.pathname);
  if (url.hostname === 'player.vimeo.com' && vimeo) return `https://vimeo.com/${vimeo[1]}`;
  const daily = /^\/embed\/video\/(\w+)/.exec(url.pathname);
  if (url.hostname === 'www.dailymotion.com' && daily)
    return `https://www.dailymotion.com/video/${daily[1]}`;
  return url.toString();
}

/** The preview: no third-party request (cookies, 1 MB of player script) until the reader asks. */
function clickToPlayPreview(iframe: Element, url: URL, src: string): Element {
  const title = stringProp(iframe, 'title') ?? FALLBACK_TITLE;
  const button = h(
    'button',
    // The play triangle is drawn by CSS (article-body.css): the output holds no SVG, so no
    // foreign content a browser could re-parse differently (output-policy.ts).
    { type: 'button', className: ['video-embed__play'], ariaLabel: `${title} を再生` },
  );
  const frame = h(
    'div',
    { className: ['video-embed__frame'], style: `padding-top:${EMBED.aspectRatioPercent}%` },
    [button, h('span', { className: ['video-embed__host'] }, [t(url.hostname)])],
  );
  const noscript = h('noscript', {}, [
    h('a', { href: watchUrl(url), rel: ['noopener', 'noreferrer'], target: '_blank' }, [t(title)]),
  ]);
  return h(
    'div',
    {
      className: ['video-embed'],
      dataEmbedSrc: src,
      dataEmbedTitle: title,
      style: `max-width:${EMBED.width}px`,
    },
    [frame, noscript],
  );
}

/** Replaces allow-listed iframes with click-to-play previews and removes every other iframe. */
export function clickToPlay(tree: Root): void {
  visit(tree, 'element', (node, index, parent) => {
    if (node.tagName !== 'iframe' || !parent || index === undefined) return;
    const src = stringProp(node, 'src');
    const url = videoUrl(src);
    const playSrc = src && embedUrl(src);
    if (!url || !playSrc) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    parent.children[index] = clickToPlayPreview(node, url, playSrc);
    return SKIP;
  });
}
