import type { Graph, GraphNode } from './graph';

/**
 * What a crawler needs from a page's graph, as a list of problems (empty when the graph is
 * sound): the properties Google lists as required or recommended for each type we emit, and every
 * `{"@id": …}` reference pointing at a node of the same graph. Used by the unit tests and by the
 * end-to-end test that reads every page type's graph.
 */
export function graphProblems(graph: Graph): string[] {
  const problems: string[] = [];
  if (graph['@context'] !== 'https://schema.org') problems.push('@context is not schema.org');
  const nodes = graph['@graph'] ?? [];
  const ids = new Set(nodes.map((n) => n['@id']).filter(Boolean));
  if (ids.size !== nodes.filter((n) => n['@id']).length) problems.push('an @id is used twice');
  const need = (n: GraphNode, path: string, ok: boolean) => {
    if (!ok) problems.push(`${n['@type']}: ${path} missing or wrong`);
  };
  const isUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^\s]+$/.test(v);
  const text = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  const date = (v: unknown) => typeof v === 'string' && !Number.isNaN(Date.parse(v));
  walkRefs(graph['@graph'], (id) => {
    if (!ids.has(id)) problems.push(`reference to ${id} not in the graph`);
  });
  for (const n of nodes) {
    // biome-ignore lint/suspicious/noExplicitAny: JSON read from a page, checked property by property
    const o = n as Record<string, any>;
    switch (n['@type']) {
      case 'Organization':
        need(n, 'name', text(o.name));
        need(n, 'url', isUrl(o.url));
        need(n, 'logo', o.logo?.['@type'] === 'ImageObject' && isUrl(o.logo.url));
        if (o.sameAs) need(n, 'sameAs', o.sameAs.every(isUrl));
        break;
      case 'WebSite': {
        need(n, 'name', text(o.name));
        need(n, 'url', isUrl(o.url));
        const action = o.potentialAction;
        need(n, 'potentialAction.@type', action?.['@type'] === 'SearchAction');
        const template: string = action?.target?.urlTemplate ?? '';
        need(
          n,
          'SearchAction target',
          isUrl(template) && template.includes('{search_term_string}'),
        );
        need(n, 'query-input', action?.['query-input'] === 'required name=search_term_string');
        break;
      }
      case 'Article':
      case 'BlogPosting':
        need(n, 'headline', text(o.headline));
        need(n, 'image', Array.isArray(o.image) && o.image.length > 0 && o.image.every(isUrl));
        need(n, 'datePublished', date(o.datePublished));
        need(n, 'dateModified', date(o.dateModified) && o.dateModified >= o.datePublished);
        need(n, 'author', text(o.author?.name) || ids.has(o.author?.['@id']));
        need(n, 'inLanguage', text(o.inLanguage));
        need(n, 'mainEntityOfPage', ids.has(o.mainEntityOfPage?.['@id']));
        break;
      case 'BreadcrumbList': {
        const items: { position?: number; name?: string; item?: string }[] =
          o.itemListElement ?? [];
        need(n, 'itemListElement', items.length > 0);
        items.forEach((item, i) => {
          need(n, `item ${i + 1} position`, item.position === i + 1);
          need(n, `item ${i + 1} name`, text(item.name));
          // Only the last item (the page itself) may go without a link.
          if (i < items.length - 1) need(n, `item ${i + 1} item`, isUrl(item.item));
        });
        break;
      }
      case 'SoftwareApplication':
        need(n, 'name', text(o.name));
        need(n, 'offers', Array.isArray(o.offers) && o.offers.length > 0);
        for (const offer of o.offers ?? []) {
          need(n, 'offers.price', /^\d+(\.\d+)?$/.test(String(offer.price)));
          need(n, 'offers.priceCurrency', offer.priceCurrency === 'JPY');
        }
        break;
      default:
        if (/Page$/.test(n['@type'])) {
          need(n, 'url', isUrl(o.url));
          need(n, 'name', text(o.name));
          need(n, 'isPartOf', ids.has(o.isPartOf?.['@id']));
        }
    }
  }
  return problems;
}

/** Calls `visit` with every `@id` that is a reference (an object holding only `@id`). */
function walkRefs(value: unknown, visit: (id: string) => void): void {
  if (Array.isArray(value)) for (const v of value) walkRefs(v, visit);
  else if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === '@id') visit((value as { '@id': string })['@id']);
    else for (const v of Object.values(value)) walkRefs(v, visit);
  }
}

/** The nodes of one type. */
export const nodesOf = (graph: Graph, type: string) =>
  graph['@graph'].filter((n) => n['@type'] === type);
