import { describe, expect, it } from 'vitest';
import { scriptJson } from '@/components/analytics/tracker-config';
import { type GraphSite, pageGraph } from './graph';
import { graphProblems, nodesOf } from './graph-check';
import { softwareApplicationNode } from './software-application';

const site: GraphSite = {
  name: 'Tsuzuri',
  origin: 'https://tsuzuri.example',
  homeUrl: 'https://tsuzuri.example/',
  inLanguage: 'ja',
  logo: { url: 'https://tsuzuri.example/images/logo-512.png', width: 512, height: 512 },
  sameAs: ['https://x.com/tsuzuri_example'],
  searchUrlTemplate: 'https://tsuzuri.example/search-result?q={search_term_string}',
};
const url = 'https://tsuzuri.example/dvd-backup-iso-basics';
const crumbs = [
  { name: 'ホーム', url: 'https://tsuzuri.example/' },
  { name: 'DVD', url: 'https://tsuzuri.example/dvd' },
  { name: 'ISOの基本' },
];
const article = {
  type: 'Article' as const,
  headline: 'ISOの基本',
  description: 'DVDをISOにする',
  images: ['https://tsuzuri.example/og/ja/dvd-backup-iso-basics.png'],
  author: { name: '伊藤 健二' },
  datePublished: '2026-02-12T00:00:00.000Z',
  dateModified: '2026-03-01T00:00:00.000Z',
  section: 'DVD',
};

describe('the page graph', () => {
  it("an article page links organisation, site, page, breadcrumbs and article by @id, with Google's properties", () => {
    const graph = pageGraph({ site, page: { url, name: 'ISOの基本' }, crumbs, article });
    expect(graph['@graph'].map((n) => n['@type'])).toEqual([
      'Organization',
      'WebSite',
      'WebPage',
      'BreadcrumbList',
      'Article',
    ]);
    expect(graphProblems(graph)).toEqual([]);
    const [page] = nodesOf(graph, 'WebPage');
    expect(page).toMatchObject({
      '@id': `${url}#webpage`,
      isPartOf: { '@id': 'https://tsuzuri.example/#website' },
      breadcrumb: { '@id': `${url}#breadcrumb` },
    });
    expect(nodesOf(graph, 'Article')[0]).toMatchObject({
      author: { '@type': 'Person', name: '伊藤 健二' },
      publisher: { '@id': 'https://tsuzuri.example/#organization' },
      mainEntityOfPage: { '@id': `${url}#webpage` },
    });
    expect(nodesOf(graph, 'BreadcrumbList')[0].itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'ホーム', item: 'https://tsuzuri.example/' },
      { '@type': 'ListItem', position: 2, name: 'DVD', item: 'https://tsuzuri.example/dvd' },
      { '@type': 'ListItem', position: 3, name: 'ISOの基本' },
    ]);
  });

  it('the checker finds a dangling reference and a missing required property', () => {
    const graph = pageGraph({ site, page: { url, name: 'x' }, crumbs, article });
    const broken = structuredClone(graph);
    broken['@graph'] = broken['@graph'].filter((n) => n['@type'] !== 'BreadcrumbList');
    nodesOf(broken, 'Article')[0].headline = '';
    expect(graphProblems(broken)).toEqual([
      `reference to ${url}#breadcrumb not in the graph`,
      'Article: headline missing or wrong',
    ]);
  });

  it('a page without an address (the 404) has the site nodes only', () => {
    const graph = pageGraph({ site, page: { name: 'ページが見つかりません' } });
    expect(graph['@graph'].map((n) => n['@type'])).toEqual(['Organization', 'WebSite']);
    expect(graphProblems(graph)).toEqual([]);
  });

  it('a hostile title cannot end the script element or start a comment', () => {
    const hostile = 'a</script><script>alert(1)</script><!-- \u2028\u2029 "quote" & done';
    const graph = pageGraph({
      site,
      page: { url, name: hostile },
      crumbs: [crumbs[0], { name: hostile }],
      article: { ...article, headline: hostile },
    });
    const text = scriptJson(graph);
    expect(text).not.toMatch(/<\/script|<!--|\u2028|\u2029/i);
    expect(JSON.parse(text)).toEqual(graph); // the same data comes back
  });
});

describe('softwareApplicationNode', () => {
  it('makes a SoftwareApplication with a yen Offer per plan, the main entity of its page', () => {
    const productUrl = 'https://tsuzuri.example/products/video-studio';
    const node = softwareApplicationNode(
      {
        name: 'Tsuzuri Video Studio',
        pitch: 'DVDとブルーレイをかんたんにバックアップ',
        operatingSystem: 'Windows 11, 10',
        applicationCategory: 'MultimediaApplication',
        offers: [
          { priceJpy: 5980, label: '1年版' },
          { priceJpy: 9980, code: 'lifetime' },
        ],
        screenshots: ['https://tsuzuri.example/images/products/studio-1.png'],
      },
      productUrl,
    );
    const graph = pageGraph({ site, page: { url: productUrl, name: 'x' }, extra: [node] });
    expect(graphProblems(graph)).toEqual([]);
    expect(node).toMatchObject({
      description: 'DVDとブルーレイをかんたんにバックアップ',
      mainEntityOfPage: { '@id': `${productUrl}#webpage` },
      screenshot: ['https://tsuzuri.example/images/products/studio-1.png'],
      offers: [
        { '@type': 'Offer', name: '1年版', price: '5980', priceCurrency: 'JPY', url: productUrl },
        { '@type': 'Offer', name: 'lifetime', price: '9980', priceCurrency: 'JPY' },
      ],
    });
  });
});
