import { Marked, type TokenizerAndRendererExtension, type Tokens } from 'marked';

/**
 * Markdown → HTML for the import: GitHub-flavoured Markdown plus ruby. `{漢字|かんじ}` becomes
 * `<ruby>漢字<rp>(</rp><rt>かんじ</rt><rp>)</rp></ruby>` (the parentheses show where a browser
 * cannot draw ruby). Base and reading are plain text: no braces, bar or line break inside, and
 * their characters are escaped, so `{<img onerror>|x}` shows those characters rather than
 * making an element. Anything else with braces (unclosed, nested, empty parts) stays as written.
 * The HTML then goes through the same sanitising pipeline as any article (html/index.ts).
 */

const RUBY = /^\{([^{}|\n]+)\|([^{}|\n]+)\}/;

type RubyToken = Tokens.Generic & { base: string; reading: string };

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const ruby: TokenizerAndRendererExtension = {
  name: 'ruby',
  level: 'inline',
  start: (src) => src.indexOf('{'),
  tokenizer(src) {
    const [raw, base, reading] = RUBY.exec(src) ?? [];
    if (!raw || !base.trim() || !reading.trim()) return undefined;
    return { type: 'ruby', raw, base: base.trim(), reading: reading.trim() };
  },
  renderer(token) {
    const { base, reading } = token as RubyToken;
    return `<ruby>${escapeText(base)}<rp>(</rp><rt>${escapeText(reading)}</rt><rp>)</rp></ruby>`;
  },
};

const markdown = new Marked({ gfm: true, async: false, extensions: [ruby] });

export function markdownToHtml(source: string): string {
  return markdown.parse(source) as string;
}
