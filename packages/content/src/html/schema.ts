import { defaultSchema, type Options as Schema } from 'rehype-sanitize';

// Article HTML is written by editors but may be pasted from anywhere (CMS exports, video
// sites' "embed" boxes), so it is treated as untrusted: GitHub's schema, plus the few things
// an article needs, minus what would break our own markup.

const base = defaultSchema.attributes ?? {};

// Ids and names are dropped instead of prefixed: heading ids are generated after sanitizing
// (stable, from the heading text), and user ids elsewhere could collide with them or clobber
// DOM globals (an element with id="config" becomes `window.config`).
const CLOBBERING = new Set(['id', 'name']);
const globalAttributes = (base['*'] ?? []).filter(
  (attribute) => !(typeof attribute === 'string' && CLOBBERING.has(attribute)),
);

export const articleSchema: Schema = {
  ...defaultSchema,
  clobber: [],
  // <picture>/<source> would load eagerly through srcset and bypass the lazy-image rewrite;
  // dropping them leaves the inner <img>, which is then made lazy.
  tagNames: [
    ...(defaultSchema.tagNames ?? []).filter((tag) => tag !== 'picture' && tag !== 'source'),
    'figure',
    'figcaption',
    // Kept only so the embed step can decide: it drops every iframe not on the video allow-list.
    'iframe',
  ],
  attributes: {
    ...base,
    '*': globalAttributes,
    img: [...(base.img ?? []), 'src', 'alt', 'width', 'height'],
    iframe: ['src', 'title'],
  },
  protocols: {
    ...defaultSchema.protocols,
    // Relative URLs are always allowed; irc/xmpp links have no place in an article.
    href: ['http', 'https', 'mailto'],
    src: ['http', 'https'],
  },
  // Dropped with their content: the text inside would otherwise leak into the article as
  // visible text (noscript is parsed as raw text when scripting is on).
  strip: ['script', 'style', 'noscript', 'template'],
};
