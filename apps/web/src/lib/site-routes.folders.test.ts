import fs from 'node:fs';
import path from 'node:path';
import { RESERVED_SLUGS } from '@tsuzuri/content/site';
import { CONSOLE_FOLDERS } from './console/paths';
import { describe, expect, it } from 'vitest';
import {
  API_ROUTES,
  CARD_ROUTE,
  FEED_ROUTES,
  FILE_ROUTES,
  PAGE_ROUTES,
  type PageSpec,
} from './site-routes';

const APP = path.join(import.meta.dirname, '..', 'app');

/** Every folder under `dir` that holds `file`, as a path relative to `dir` ('' for dir itself). */
function foldersWith(
  dir: string,
  file: string,
  skip: (rel: string) => boolean = () => false,
): string[] {
  const found: string[] = [];
  const walk = (rel: string) => {
    if (skip(rel)) return;
    const abs = path.join(dir, rel);
    if (fs.existsSync(path.join(abs, file))) found.push(rel.split(path.sep).join('/'));
    for (const entry of fs.readdirSync(abs, { withFileTypes: true }))
      if (entry.isDirectory()) walk(path.join(rel, entry.name));
  };
  walk('');
  return found.sort();
}

// A route the reader does not know would be cached without its tags, or not cached at all: adding
// a folder under app/ without adding it to site-routes.ts fails here, and so does the reverse.
describe('site-routes knows every route folder of the app', () => {
  it('every page folder under app/[locale]/ is a page route, and every page route has its folder', () => {
    const folders = foldersWith(path.join(APP, '[locale]'), 'page.tsx');
    expect(folders).toEqual(
      Object.values(PAGE_ROUTES)
        .map((r) => r.folder)
        .sort(),
    );
  });

  it('every route handler outside app/[locale]/ is an API or file route, and each has its folder', () => {
    // The console's folders are its own (lib/console/paths.ts): the front never caches them.
    const skip = (rel: string) =>
      rel === '[locale]' || CONSOLE_FOLDERS.includes(rel.split(path.sep).join('/'));
    const folders = foldersWith(APP, 'route.ts', skip);
    expect(folders).toEqual([...Object.keys(API_ROUTES), ...FILE_ROUTES, CARD_ROUTE.folder].sort());
  });
});

// "/{slug}" is an article: an article whose slug is a route's first segment would be hidden
// behind that route, so the import refuses those slugs (authored pages such as privacy-policy
// are articles and keep their slug).
describe('no article can take a route of the site', () => {
  it('every page route with a path segment of its own is a reserved article slug', () => {
    // A standalone page's route is its own article's slug: the one article that may take it.
    const firstSegments = Object.values(PAGE_ROUTES as Record<string, PageSpec>)
      .filter((r) => !r.standalone)
      .map((r) => r.folder.split('/')[0])
      .filter((s) => s && !s.startsWith('['));
    expect(firstSegments.filter((s) => !RESERVED_SLUGS.has(s))).toEqual([]);
  });

  it('every route handler under app/[locale]/ is a feed route, and each feed route has its folder', () => {
    expect(foldersWith(path.join(APP, '[locale]'), 'route.ts')).toEqual([...FEED_ROUTES].sort());
  });
});
