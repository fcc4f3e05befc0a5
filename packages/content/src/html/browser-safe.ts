import {
  type Fragment,
  type ParsedElement,
  type ParsedNode,
  parseLikeBrowser,
  type Scripting,
  serializeLikeBrowser,
} from './browser-parse';
import { elementRefusal, stripAttributes } from './output-policy';

/** The pipeline's output would still change or hold something unsafe after re-parsing. */
export class UnsafeHtmlError extends Error {}

// Mutation XSS lives in the gap between the tree a filter checked and the tree a browser builds
// from the filter's serialized output. So the last step checks the latter: parse the HTML as a
// browser does, remove what output-policy.ts does not allow, serialize, and repeat until parsing
// the result gives back exactly the same markup. A round or two is the norm; more means the
// input was built to oscillate, and it is refused.
const MAX_ROUNDS = 4;

/** Removes refused elements (with their content), comments and refused attributes, in place. */
function clean(nodes: ParsedNode[], parent: ParsedElement | null, removed: string[]): ParsedNode[] {
  return nodes.filter((node) => {
    if (node.nodeName === '#text') return true;
    if (!('tagName' in node)) {
      removed.push(node.nodeName); // comments
      return false;
    }
    const refusal = elementRefusal(node, parent);
    if (refusal) {
      removed.push(refusal);
      return false;
    }
    removed.push(...stripAttributes(node));
    node.childNodes = clean(node.childNodes, node, removed);
    return true;
  });
}

function round(html: string, scripting: Scripting): { html: string; removed: string[] } {
  const fragment: Fragment = parseLikeBrowser(html, scripting);
  const removed: string[] = [];
  fragment.childNodes = clean(fragment.childNodes as ParsedNode[], null, removed);
  return { html: serializeLikeBrowser(fragment, scripting), removed };
}

/**
 * HTML that a browser parses into exactly what was checked, with scripting off (what
 * <noscript> holds for crawlers and readers without JavaScript) and on (every other reader).
 * Throws UnsafeHtmlError when no stable, allowed form is reached.
 */
export function browserSafeHtml(input: string): string {
  let html = input;
  for (let n = 0; n < MAX_ROUNDS; n += 1) {
    const next = round(html, { scripting: false });
    if (next.removed.length === 0 && next.html === html) {
      // With scripting on, <noscript> holds raw text: nothing in it may end it early.
      const on = round(html, { scripting: true });
      if (on.removed.length === 0 && on.html === html) return html;
      throw new UnsafeHtmlError(
        `article HTML changes when a browser with scripting parses it (${on.removed.join(', ') || 'markup moves'})`,
      );
    }
    html = next.html;
  }
  throw new UnsafeHtmlError(
    `article HTML does not settle when re-parsed as a browser would, after ${MAX_ROUNDS} rounds`,
  );
}
