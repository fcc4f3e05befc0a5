type Props = {
  /** Output of renderArticleHtml from @tsuzuri/content/html: sanitized and checked as a browser parses it, so trusted here. */
  html: string;
};

/**
 * The article's rich HTML, rendered on the server. Its lazy images and video players come alive
 * through the page's own script (apps/web/browser/article-body.ts), not React: they work from
 * the first view, before the framework loads (decision 19).
 */
export function ArticleBody({ html }: Props) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by renderArticleHtml and re-checked as a browser parses it (docs/security.md)
  return <div className="article-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
