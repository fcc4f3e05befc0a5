import { type DefaultTreeAdapterMap, html, parseFragment, serialize } from 'parse5';

// An independent judge of article HTML for the tests: it parses the output the way a browser
// does (parse5 is the HTML standard's parsing algorithm; the article sits in a <div>) and lists
// anything that could run script. Deliberately written apart from the pipeline's own guard
// (browser-safe.ts), so a gap in one is not silently shared by the other.

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

/** Elements that run script, load a document, change URL resolution or hide markup from a filter. */
const SCRIPT_CAPABLE = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'style',
  'template',
  'form',
  'textarea',
  'select',
  'option',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'video',
  'audio',
  'source',
  'picture',
  'image',
  'keygen',
  'isindex',
  'math',
  'svg',
  'body',
  'html',
  'head',
]);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'data',
  'poster',
  'background',
  'cite',
  'longdesc',
  'ping',
  'data-img',
  'data-embed-src',
  'srcset',
  'srcdoc',
]);
const PLACEHOLDER = /^data:image\/gif;base64,[A-Za-z0-9+/=]+$/;

function unsafeUrl(value: string): boolean {
  try {
    return !['http:', 'https:', 'mailto:'].includes(
      new URL(value, 'https://site.invalid/').protocol,
    );
  } catch {
    return true;
  }
}

function elementProblems(el: Element): string[] {
  const found: string[] = [];
  if (el.namespaceURI !== html.NS.HTML) found.push(`<${el.tagName}> in ${el.namespaceURI}`);
  if (SCRIPT_CAPABLE.has(el.tagName)) found.push(`<${el.tagName}>`);
  if (el.tagName === 'input' && el.attrs.find((a) => a.name === 'type')?.value !== 'checkbox')
    found.push('<input> not a checkbox');
  for (const { name, value, namespace } of el.attrs) {
    const where = `<${el.tagName} ${name}="${value}">`;
    if (namespace) found.push(`namespaced attribute ${where}`);
    if (/^on/i.test(name)) found.push(`event handler ${where}`);
    if (name === 'style' && /url\(|expression|script|@import|\\/i.test(value))
      found.push(`style ${where}`);
    if (URL_ATTRIBUTES.has(name)) {
      const placeholder = el.tagName === 'img' && name === 'src' && PLACEHOLDER.test(value);
      if (!placeholder && (name === 'srcset' || name === 'srcdoc' || unsafeUrl(value)))
        found.push(`URL ${where}`);
    }
  }
  return found;
}

function walk(nodes: Node[], found: string[]): void {
  for (const node of nodes) {
    if (!('tagName' in node)) continue;
    found.push(...elementProblems(node));
    walk(node.childNodes, found);
    if (node.tagName === 'template' && 'content' in node)
      walk((node as DefaultTreeAdapterMap['template']).content.childNodes, found);
  }
}

const context = parseFragment('<div></div>').childNodes[0] as Element;

/**
 * What a browser would build from `html` that could run script, with scripting on (how readers
 * see it) and off (the <noscript> content, as crawlers and readers without JavaScript see it);
 * plus whether parsing and serializing again changes the markup (the root of mutation XSS;
 * `stable: false` skips that for HTML that is only ever inserted, never read back and re-written).
 */
export function browserProblems(markup: string, { stable = true } = {}): string[] {
  const found: string[] = [];
  for (const scriptingEnabled of [true, false]) {
    const fragment = parseFragment(context, markup, { scriptingEnabled });
    walk(fragment.childNodes as Node[], found);
    const again = serialize(fragment, { scriptingEnabled });
    if (stable && again !== markup)
      found.push(
        `not stable when re-parsed (scripting ${scriptingEnabled ? 'on' : 'off'}): ${again}`,
      );
  }
  return [...new Set(found)];
}
