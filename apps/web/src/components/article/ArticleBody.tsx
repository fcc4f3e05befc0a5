import { ArticleEnhancer } from './ArticleEnhancer.client';

type Props = {
  /** Output of renderArticleHtml from @tsuzuri/content/html: sanitized and checked as a browser parses it, so trusted here. */
  html: string;
};

// A short fingerprint of the body: a new article remounts the enhancer so its effect scans the
// new images and embeds, without sending the whole HTML to the client a second time as a prop.
function fingerprint(html: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < html.length; i += 1) hash = Math.imul(hash ^ html.charCodeAt(i), 0x01000193);
  return `${html.length}-${(hash >>> 0).toString(36)}`;
}

/** The article's rich HTML, rendered on the server; lazy images and video previews come alive on the client. */
export function ArticleBody({ html }: Props) {
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by renderArticleHtml and re-checked as a browser parses it (docs/security.md) */}
      <div className="article-body" dangerouslySetInnerHTML={{ __html: html }} />
      <ArticleEnhancer key={fingerprint(html)} />
    </>
  );
}
