/**
 * The page's schema.org graph (docs/product.md#structured-data): one JSON-LD `@graph` whose nodes
 * point at each other by `@id`, so a crawler reads one organisation, one web site and one page
 * instead of loose copies. Pure: every URL comes in absolute, nothing is read here.
 */

export type GraphNode = { '@type': string; '@id'?: string; [property: string]: unknown };
export type Graph = { '@context': 'https://schema.org'; '@graph': GraphNode[] };

export type ImageRef = { url: string; width: number; height: number };

export type GraphSite = {
  name: string;
  /** The site's origin: the organisation's id and url. */
  origin: string;
  /** The locale's home page (the web site's id and url). */
  homeUrl: string;
  /** BCP 47 language of the page: `ja`, `en`. */
  inLanguage: string;
  logo: ImageRef;
  /** The organisation's profiles elsewhere (the configured social links). */
  sameAs: string[];
  /** The search page's URL template, with `{search_term_string}` where the query goes. */
  searchUrlTemplate: string;
};

/** A breadcrumb as the page shows it: the last one (the page itself) has no link. */
export type GraphCrumb = { name: string; url?: string };

export type GraphArticle = {
  type: 'Article' | 'BlogPosting';
  headline: string;
  description: string;
  images: string[];
  author: { name: string; url?: string; image?: string } | null;
  datePublished: string;
  dateModified: string;
  section?: string;
};

export type PageGraphInput = {
  site: GraphSite;
  page: {
    /** The page's canonical URL; none for a page that has no address of its own (the 404). */
    url?: string;
    name: string;
    description?: string;
    /** WebPage, or a more precise kind: CollectionPage, SearchResultsPage, ContactPage. */
    type?: string;
    image?: ImageRef;
  };
  crumbs?: GraphCrumb[];
  article?: GraphArticle;
  /** Nodes a page type adds (a product's SoftwareApplication), linked to the page by the caller. */
  extra?: GraphNode[];
};

export const graphIds = {
  organization: (site: GraphSite) => `${site.origin}/#organization`,
  website: (site: GraphSite) => `${site.homeUrl}#website`,
  webpage: (url: string) => `${url}#webpage`,
  breadcrumb: (url: string) => `${url}#breadcrumb`,
  article: (url: string) => `${url}#article`,
};

const ref = (id: string) => ({ '@id': id });
const imageObject = (image: ImageRef) => ({
  '@type': 'ImageObject',
  url: image.url,
  contentUrl: image.url,
  width: image.width,
  height: image.height,
});

export function organizationNode(site: GraphSite): GraphNode {
  return {
    '@type': 'Organization',
    '@id': graphIds.organization(site),
    name: site.name,
    url: `${site.origin}/`,
    logo: imageObject(site.logo),
    ...(site.sameAs.length ? { sameAs: site.sameAs } : {}),
  };
}

export function websiteNode(site: GraphSite): GraphNode {
  return {
    '@type': 'WebSite',
    '@id': graphIds.website(site),
    url: site.homeUrl,
    name: site.name,
    inLanguage: site.inLanguage,
    publisher: ref(graphIds.organization(site)),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: site.searchUrlTemplate },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The visible breadcrumbs, item for item; the last one names the page and links nowhere. */
export function breadcrumbNode(pageUrl: string, crumbs: GraphCrumb[]): GraphNode {
  return {
    '@type': 'BreadcrumbList',
    '@id': graphIds.breadcrumb(pageUrl),
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      ...(c.url ? { item: c.url } : {}),
    })),
  };
}

export function articleNode(site: GraphSite, pageUrl: string, a: GraphArticle): GraphNode {
  return {
    '@type': a.type,
    '@id': graphIds.article(pageUrl),
    headline: a.headline,
    description: a.description,
    image: a.images,
    datePublished: a.datePublished,
    dateModified: a.dateModified,
    inLanguage: site.inLanguage,
    ...(a.section ? { articleSection: a.section } : {}),
    // Without a named author the site itself signs the article.
    author: a.author
      ? {
          '@type': 'Person',
          name: a.author.name,
          ...(a.author.url ? { url: a.author.url } : {}),
          ...(a.author.image ? { image: a.author.image } : {}),
        }
      : ref(graphIds.organization(site)),
    publisher: ref(graphIds.organization(site)),
    isPartOf: ref(graphIds.webpage(pageUrl)),
    mainEntityOfPage: ref(graphIds.webpage(pageUrl)),
  };
}

export function pageGraph(input: PageGraphInput): Graph {
  const { site, page, crumbs, article } = input;
  const nodes: GraphNode[] = [organizationNode(site), websiteNode(site)];
  if (page.url) {
    const hasCrumbs = Boolean(crumbs?.length);
    nodes.push({
      '@type': page.type ?? 'WebPage',
      '@id': graphIds.webpage(page.url),
      url: page.url,
      name: page.name,
      ...(page.description ? { description: page.description } : {}),
      inLanguage: site.inLanguage,
      isPartOf: ref(graphIds.website(site)),
      ...(page.image ? { primaryImageOfPage: imageObject(page.image) } : {}),
      ...(hasCrumbs ? { breadcrumb: ref(graphIds.breadcrumb(page.url)) } : {}),
      ...(article ? { mainEntity: ref(graphIds.article(page.url)) } : {}),
    });
    if (crumbs && hasCrumbs) nodes.push(breadcrumbNode(page.url, crumbs));
    if (article) nodes.push(articleNode(site, page.url, article));
  }
  nodes.push(...(input.extra ?? []));
  return { '@context': 'https://schema.org', '@graph': nodes };
}
