import { html } from 'parse5';
import type { ParsedElement } from './browser-parse';
import { HEADINGS, TABLE_ELEMENTS } from './elements';
import { VIDEO_HOSTS } from './embeds';
import { libraryImageOf } from '@tsuzuri/media/urls';
import { PLACEHOLDER_GIF } from './images';
import { PICTURE_SIZES, SOURCE_TYPES } from './library-images';

// What the pipeline's output may hold once a browser has parsed it: the article elements the
// sanitizer schema lets authors write (schema.ts) plus the markup our own steps add, all in the
// HTML namespace. Anything else found after a re-parse came from a parser mutation and is
// removed with its content. Widening schema.ts means widening this list on purpose
// (browser-safe.test.ts, "the two lists agree", fails until then).

const ARTICLE_ELEMENTS = [
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'dd',
  'del',
  'details',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  ...HEADINGS,
  'hr',
  'i',
  'img',
  'input',
  'ins',
  'kbd',
  'li',
  'ol',
  'p',
  'pre',
  'q',
  'rp',
  'rt',
  'ruby',
  's',
  'samp',
  'section',
  'span',
  'strike',
  'strong',
  'sub',
  'summary',
  'sup',
  ...TABLE_ELEMENTS,
  'tt',
  'ul',
  'var',
];
/** Added by the pipeline: the click-to-play button, the no-JavaScript fallbacks, library pictures. */
const PIPELINE_ELEMENTS = ['button', 'noscript', 'picture', 'source'];
const ELEMENTS = new Set([...ARTICLE_ELEMENTS, ...PIPELINE_ELEMENTS]);
/** The lazy image's and the embed's fallbacks: an image, or a link with its text. */
const NOSCRIPT_CONTENT = new Set(['img', 'a']);

/** Attributes that never load or run anything. */
const INERT = new Set([
  'abbr',
  'align',
  'alt',
  'aria-describedby',
  'aria-hidden',
  'aria-label',
  'aria-labelledby',
  'axis',
  'border',
  'cellpadding',
  'cellspacing',
  'char',
  'charoff',
  'checked',
  'class',
  'clear',
  'color',
  'cols',
  'colspan',
  'compact',
  'coords',
  'data-embed-title',
  'data-footnote-backref',
  'data-footnote-ref',
  'data-footnotes',
  'datetime',
  'decoding',
  'dir',
  'disabled',
  'headers',
  'height',
  'hreflang',
  'hspace',
  'id',
  'ismap',
  'itemprop',
  'itemscope',
  'label',
  'lang',
  'maxlength',
  'nohref',
  'noshade',
  'nowrap',
  'open',
  'rel',
  'rev',
  'rows',
  'rowspan',
  'rules',
  'scope',
  'shape',
  'size',
  'span',
  'start',
  'summary',
  'tabindex',
  'target',
  'title',
  'usemap',
  'valign',
  'value',
  'width',
]);

const WEB = ['http:', 'https:'];
/** URL-valued attributes and the schemes each may use once the browser has resolved it. */
// A Map, not an object literal: an attribute named `constructor` must not find Object's.
const URLS = new Map<string, string[]>([
  ['href', [...WEB, 'mailto:']],
  ['src', WEB],
  ['data-img', WEB],
  ['cite', WEB],
  ['longdesc', WEB],
  ['action', WEB],
  ['itemtype', WEB],
]);

/** The only inline styles: the ones our steps write, with numbers only. */
const STYLES = [/^aspect-ratio:\d+\/\d+$/, /^padding-top:\d+(?:\.\d+)?%$/, /^max-width:\d+px$/];

function scheme(value: string): string | null {
  try {
    // The WHATWG URL parser is the browser's: it drops tabs and newlines and trims controls.
    return new URL(value, 'https://article.invalid/').protocol;
  } catch {
    return null;
  }
}

function isVideoEmbed(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && VIDEO_HOSTS.includes(url.hostname);
  } catch {
    return false;
  }
}

/** A library <picture>'s <source>: only the values library-images.ts writes. */
function sourceAttributeAllowed(name: string, value: string): boolean {
  if (name === 'type') return Object.values(SOURCE_TYPES).includes(value as 'image/avif');
  if (name === 'sizes') return value === PICTURE_SIZES;
  if (name === 'data-srcset')
    return value
      .split(', ')
      .every(
        (candidate) =>
          /^\S+ \d+w$/.test(candidate) && libraryImageOf(candidate.split(' ')[0]) !== null,
      );
  return false;
}

function attributeAllowed(element: string, name: string, value: string): boolean {
  if (element === 'source') return sourceAttributeAllowed(name, value);
  if (INERT.has(name)) return true;
  if (name === 'style') return STYLES.some((style) => style.test(value));
  if (name === 'data-embed-src') return isVideoEmbed(value);
  if (name === 'type')
    return (
      (element === 'input' && value === 'checkbox') || (element === 'button' && value === 'button')
    );
  if (element === 'img' && name === 'src' && value === PLACEHOLDER_GIF) return true;
  return URLS.get(name)?.includes(scheme(value) ?? '') ?? false;
}

/** Why this element may not stay (with its content), or null when it may. */
export function elementRefusal(
  element: ParsedElement,
  parent: ParsedElement | null,
): string | null {
  const tag = element.tagName;
  if (element.namespaceURI !== html.NS.HTML) return `<${tag}> outside the HTML namespace`;
  if (!ELEMENTS.has(tag)) return `<${tag}>`;
  if (parent?.tagName === 'noscript' && !NOSCRIPT_CONTENT.has(tag))
    return `<${tag}> inside <noscript>`;
  if (tag === 'input' && !element.attrs.some((a) => a.name === 'type' && a.value === 'checkbox'))
    return '<input> that is not a checkbox';
  return null;
}

/** Removes the attributes this element may not carry; returns a description of each. */
export function stripAttributes(element: ParsedElement): string[] {
  const refused = element.attrs.filter(
    (a) => a.namespace !== undefined || !attributeAllowed(element.tagName, a.name, a.value),
  );
  if (refused.length) element.attrs = element.attrs.filter((a) => !refused.includes(a));
  return refused.map((a) => `${a.prefix ? `${a.prefix}:` : ''}${a.name} on <${element.tagName}>`);
}
