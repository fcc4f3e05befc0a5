import type { Article } from '@tsuzuri/content';
import { scriptJson } from '@/components/analytics/tracker-config';
import { Breadcrumb, type Crumb } from '@/components/ui/Breadcrumb';
import { canonicalUrl } from '@/lib/metadata';
import { type GraphNode, pageGraph } from '@/lib/structured-data/graph';
import { graphArticle, graphCrumbs, graphSite } from '@/lib/structured-data/page';

type Props = {
  locale: string;
  /** The page's path without locale prefix, and the query that identifies it, as its canonical. */
  path?: string;
  query?: Record<string, string | undefined>;
  name: string;
  description?: string;
  /** WebPage (default), CollectionPage, SearchResultsPage, ContactPage… */
  type?: string;
  /** The visible breadcrumbs: drawn here and described in the graph from the same list. */
  crumbs?: Crumb[];
  breadcrumbLabel?: string;
  /** An article page: its Article or BlogPosting node. */
  article?: Article;
  extra?: GraphNode[];
};

/**
 * The page's one JSON-LD graph (docs/product.md#structured-data) and, where the page has them,
 * its visible breadcrumbs: one list feeds both, so the BreadcrumbList always matches what a
 * reader sees. The JSON is escaped for a script element (`<`, U+2028/2029), so no title can end it.
 */
export function PageGraph(props: Props) {
  const { locale, crumbs } = props;
  const url = props.path === undefined ? undefined : canonicalUrl(locale, props.path, props.query);
  const graph = pageGraph({
    site: graphSite(locale),
    page: { url, name: props.name, description: props.description, type: props.type },
    crumbs: crumbs && graphCrumbs(locale, crumbs),
    article: props.article && graphArticle(props.article, crumbs ?? []),
    extra: props.extra,
  });
  return (
    <>
      {crumbs?.length ? <Breadcrumb items={crumbs} label={props.breadcrumbLabel ?? ''} /> : null}
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element
        dangerouslySetInnerHTML={{ __html: scriptJson(graph) }}
      />
    </>
  );
}
