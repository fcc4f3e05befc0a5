import rehypeParse from 'rehype-parse';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { browserSafeHtml } from './browser-safe';
import { clickToPlay } from './embeds';
import { addHeadingIds, type TocEntry } from './headings';
import { lazyImages } from './images';
import { markExternalLinks } from './links';
import { articleSchema } from './schema';
import { wrapTables } from './tables';
import { plainText } from './text';

export { UnsafeHtmlError } from './browser-safe';
export { EMBED, VIDEO_HOSTS } from './embeds';
export { tocLabel } from './toc-label';
export type { TocEntry };

export type RenderedArticle = {
  /** Sanitized, enhanced HTML for ArticleBody's dangerouslySetInnerHTML. */
  html: string;
  /** h2/h3 headings in document order, with the ids written into `html`. */
  toc: TocEntry[];
  /** The first image's original src (the card thumbnail), or null. */
  firstImage: string | null;
  /** Plain text of the article, whitespace collapsed, for search and descriptions. */
  text: string;
};

// Built once and reused: plugins are attached and configured once, not per article.
const parse = unified()
  .use(rehypeParse, { fragment: true })
  .use(rehypeSanitize, articleSchema)
  .freeze();
const print = unified().use(rehypeStringify).freeze();

/**
 * Article HTML (Markdown is converted to HTML at import time) → safe, enhanced HTML plus
 * what the page needs around it. Our own markup is added only after sanitizing, so the schema
 * stays strict and never has to allow `style`, `data-*` or buttons from authors.
 * Throws UnsafeHtmlError for input that no browser-stable form can be found for.
 */
export function renderArticleHtml(input: string): RenderedArticle {
  const tree = parse.runSync(parse.parse(input));
  // Before the embeds add their captions and noscript links, which are not article text.
  const text = plainText(tree);
  clickToPlay(tree);
  const firstImage = lazyImages(tree);
  markExternalLinks(tree);
  wrapTables(tree);
  const toc = addHeadingIds(tree);
  // The tree is serialized once, then re-parsed, checked and serialized again the way a browser
  // would read it (browser-safe.ts): what is stored is what readers' browsers will build.
  return { html: browserSafeHtml(print.stringify(tree)), toc, firstImage, text };
}
